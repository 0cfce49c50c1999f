import Compatibility
import LottieCore
import LottieModel

/// The findings panel's state: what the chosen target players do not draw, draw differently
/// or draw on a slower path in one animation (the findings `check --target` reports), which
/// one is selected, and the keypath node each one's first use is inside. Knows nothing of the
/// screen; `PlayerUI` draws it and feeds it keys.
package struct FindingsPanel: Sendable {
    /// The players the animation is checked against.
    package let targets: [Target]
    /// The findings, worst first, then by target and feature.
    package let findings: [TargetFinding]
    /// The selected finding's index in ``findings``; nil when there are none.
    package private(set) var selectedIndex: Int?
    private let locator: KeypathLocator
    /// The first row drawn last time.
    private var scroll = 0

    /// The findings of `animation`, whose keypath tree is `tree`, for `targets`; the first is selected.
    package init(animation: Animation, tree: KeypathTree, targets: [Target]) {
        self.targets = targets
        findings = FeatureCensus(animation).findings(for: targets)
        locator = KeypathLocator(tree: tree, animation: animation)
        selectedIndex = findings.isEmpty ? nil : 0
    }

    package var selected: TargetFinding? { selectedIndex.map { findings[$0] } }

    /// Moves the selection `offset` rows, stopping at the ends.
    package mutating func move(by offset: Int) {
        guard !findings.isEmpty else { return }
        selectedIndex = min(max((selectedIndex ?? 0) + offset, 0), findings.count - 1)
    }

    /// Selects finding `index` when there is one.
    package mutating func select(_ index: Int) {
        if findings.indices.contains(index) { selectedIndex = index }
    }

    /// The first row shown when `visible` rows fit: the last one, scrolled just enough to
    /// show the selection.
    mutating func firstShownRow(visible: Int) -> Int {
        let selected = selectedIndex ?? 0
        if selected < scroll { scroll = selected }
        if selected >= scroll + visible { scroll = selected - visible + 1 }
        scroll = max(0, min(scroll, findings.count - visible))
        return scroll
    }

    /// The node `finding`'s first use is inside: its layer, group or shape item; nil for a use
    /// outside the layers (an image asset, a slot).
    package func node(of finding: TargetFinding) -> KeypathNode? {
        finding.uses.first.flatMap { locator.node(containing: $0.path) }
    }

    /// The name of the layer `finding`'s first use is in: the census's, else (an expression's
    /// use names no layer) its layer node's.
    package func layerName(of finding: TargetFinding) -> String? {
        guard let use = finding.uses.first else { return nil }
        return use.layerName ?? use.layerPath.flatMap { locator.node(containing: $0)?.name }
    }

    /// What the viewport highlights for the selected finding, as it does the inspector's
    /// selection: the node its first use is inside when that draws alone, else the nearest
    /// ancestor that does (the group of a merge paths item, the layer of an expression).
    package var highlightedNode: KeypathNode? {
        guard var path = selected?.uses.first?.path else { return nil }
        while let node = locator.node(containing: path) {
            if node.drawsAlone { return node }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = String(path[..<cut])
        }
        return nil
    }
}

import Lottie
import LottieCore

/// The keypath inspector's state: an animation's tree of layers, shapes and properties, what
/// is expanded and selected, the filter and the value being typed. Knows nothing of the
/// screen; `PlayerUI` draws it and feeds it keys.
final class Inspector {
    /// One line of the tree.
    struct Row {
        enum Item {
            case node(KeypathNode)
            case property(KeypathProperty)
        }

        var item: Item
        /// Indices from the roots down: at each node its properties come first, then its children.
        var path: [Int]
        var depth: Int
        /// Whether the line shows a full keypath (filter results) rather than a name.
        var showsKeypath: Bool

        var keypath: AnimationKeypath {
            switch item {
            case .node(let node): node.keypath
            case .property(let property): property.keypath
            }
        }
    }

    /// Most rows listed (bounds the work for huge trees).
    static let maxRows = 100_000

    let tree: KeypathTree
    /// The animation's slots, listed above the tree.
    let slots: [LottieSlot]
    private var expanded: Set<[Int]> = []
    /// The selected row's path, which stays selected while rows come and go.
    private(set) var selectedPath: [Int]? {
        didSet { selectedIndex = selectedPath.flatMap { path in rows.firstIndex { $0.path == path } } }
    }
    /// The selected row's index in `rows`.
    private(set) var selectedIndex: Int?
    /// The filter pattern as typed; empty lists the whole tree.
    private(set) var filter = ""
    /// Whether keys go to the filter line.
    var isTypingFilter = false
    /// The value being typed for the selected property, while editing.
    var editText: String?
    /// One line for the user: an edit error, a value set, a keypath yanked.
    var message: String?
    /// The first row drawn last time.
    private var scroll = 0
    /// The lines shown: the expanded tree, or the filter's matches.
    private(set) var rows: [Row] = []

    init(tree: KeypathTree, slots: [LottieSlot] = []) {
        self.tree = tree
        self.slots = slots
        rebuildRows()
    }

    // MARK: - Memory

    /// A row named so that another tree can find it: its keypath, and how many rows before it
    /// (nodes and properties, depth first) have the same keypath.
    struct Place: Hashable {
        var keypath: String
        var occurrence: Int
    }

    /// What the user set up, by keypath, so that the inspector of a reloaded animation can
    /// show it again.
    struct Memory {
        var expanded: [Place]
        var selected: Place?
        var filter: String
        var isTypingFilter: Bool
        var editText: String?
        var message: String?
    }

    /// The expanded nodes, the selection, the filter and the value being typed.
    var memory: Memory {
        let places = Dictionary(Self.places(in: tree).map { ($0.path, $0.place) }, uniquingKeysWith: { first, _ in first })
        return Memory(
            expanded: expanded.compactMap { places[$0] }, selected: selectedPath.flatMap { places[$0] }, filter: filter,
            isTypingFilter: isTypingFilter, editText: editText, message: message)
    }

    /// Expands and selects again, by keypath, what `memory` holds and this tree still has (the
    /// value being typed only when the selection is found), and applies its filter.
    func restore(_ memory: Memory) {
        let paths = Dictionary(Self.places(in: tree).map { ($0.place, $0.path) }, uniquingKeysWith: { first, _ in first })
        expanded = Set(memory.expanded.compactMap { paths[$0] })
        filter = memory.filter
        isTypingFilter = memory.isTypingFilter
        let selection = memory.selected.flatMap { paths[$0] }
        editText = selection == nil ? nil : memory.editText
        message = memory.message
        selectedPath = selection
        rebuildRows()
    }

    /// Every node's and property's path with its place, depth first (at most ``maxRows``).
    private static func places(in tree: KeypathTree) -> [(path: [Int], place: Place)] {
        var result: [(path: [Int], place: Place)] = []
        var seen: [String: Int] = [:]
        func add(_ keypath: AnimationKeypath, _ path: [Int]) {
            let key = keypath.string
            result.append((path, Place(keypath: key, occurrence: seen[key, default: 0])))
            seen[key, default: 0] += 1
        }
        var pending = tree.roots.indices.reversed().map { (path: [$0], node: tree.roots[$0]) }
        while let next = pending.popLast(), result.count < maxRows {
            add(next.node.keypath, next.path)
            for (index, property) in next.node.properties.enumerated() { add(property.keypath, next.path + [index]) }
            let offset = next.node.properties.count
            pending += next.node.children.indices.reversed().map { (next.path + [offset + $0], next.node.children[$0]) }
        }
        return result
    }

    // MARK: - Selection

    func isExpanded(_ path: [Int]) -> Bool { expanded.contains(path) }

    var selected: Row? { selectedIndex.map { rows[$0] } }

    /// The first row shown when `visible` rows fit: the last one, scrolled just enough to
    /// show the selection.
    func firstShownRow(visible: Int) -> Int {
        let selected = selectedIndex ?? 0
        if selected < scroll { scroll = selected }
        if selected >= scroll + visible { scroll = selected - visible + 1 }
        scroll = max(0, min(scroll, rows.count - visible))
        return scroll
    }

    /// Selects row `index` when there is one.
    func select(_ index: Int) {
        if rows.indices.contains(index) { selectedPath = rows[index].path }
    }

    /// Moves the selection `offset` rows, stopping at the ends.
    func move(by offset: Int) {
        guard !rows.isEmpty else { return }
        let index = min(max((selectedIndex ?? 0) + offset, 0), rows.count - 1)
        selectedPath = rows[index].path
    }

    /// Expands the selected node, or steps into it when it is already expanded. A filter
    /// result is shown in the tree instead.
    func expand() {
        guard let row = selected, case .node(let node) = row.item else { return }
        if row.showsKeypath { return reveal(row.path) }
        guard !node.properties.isEmpty || !node.children.isEmpty else { return }
        if expanded.insert(row.path).inserted {
            rebuildRows()
        } else {
            move(by: 1)
        }
    }

    /// Collapses the selected node, or selects its parent.
    func collapse() {
        guard let row = selected, !row.showsKeypath else { return }
        if case .node = row.item, expanded.remove(row.path) != nil { return rebuildRows() }
        if row.path.count > 1 { selectedPath = Array(row.path.dropLast()) }
    }

    /// Shows the node or property at `path` in the unfiltered tree, expanding its ancestors,
    /// and selects it.
    func reveal(_ path: [Int]) {
        for length in 1..<max(path.count, 1) { expanded.insert(Array(path.prefix(length))) }
        filter = ""
        isTypingFilter = false
        selectedPath = path
        rebuildRows()
    }

    /// The tree path of `node` (found by keypath and identity), or nil.
    func path(of node: KeypathNode) -> [Int]? {
        var pending = tree.roots.indices.reversed().map { (path: [$0], node: tree.roots[$0]) }
        var visited = 0
        while let next = pending.popLast(), visited < Self.maxRows {
            visited += 1
            if next.node.steps == node.steps { return next.path }
            let offset = next.node.properties.count
            for (index, child) in next.node.children.enumerated().reversed() where node.keypath.keys.starts(with: child.keypath.keys) {
                pending.append((next.path + [offset + index], child))
            }
        }
        return nil
    }

    /// The layer, group or path the selection belongs to (itself, or its nearest such
    /// ancestor), which the viewport highlights: what draws something when drawn alone.
    var highlightedNode: KeypathNode? {
        guard var path = selectedPath else { return nil }
        while !path.isEmpty {
            if case .node(let node) = item(at: path), node.drawsAlone { return node }
            path.removeLast()
        }
        return nil
    }

    private func item(at path: [Int]) -> Row.Item? {
        guard let first = path.first, tree.roots.indices.contains(first) else { return nil }
        var node = tree.roots[first]
        for index in path.dropFirst() {
            if index < node.properties.count { return .property(node.properties[index]) }
            let child = index - node.properties.count
            guard node.children.indices.contains(child) else { return nil }
            node = node.children[child]
        }
        return .node(node)
    }

    // MARK: - Filter

    /// Replaces the filter and selects its first match.
    func setFilter(_ text: String) {
        filter = text
        rebuildRows()
        selectedPath = rows.first?.path
    }

    /// The filter as a pattern searched at any depth (`**.` is implied).
    var pattern: AnimationKeypath {
        AnimationKeypath(keypath: filter.hasPrefix("**") ? filter : "**." + filter)
    }

    // MARK: - Rows

    private func rebuildRows() {
        rows = []
        let pattern = filter.isEmpty ? nil : pattern
        for (index, root) in tree.roots.enumerated() { visit(root, path: [index], depth: 0, pattern: pattern) }
        let kept = selectedPath.flatMap { path in rows.contains { $0.path == path } ? path : nil }
        selectedPath = kept ?? rows.first?.path
    }

    /// Adds `node`'s rows: with a pattern, every matching node and property at any depth;
    /// without, the node and, when expanded, its properties and children.
    private func visit(_ node: KeypathNode, path: [Int], depth: Int, pattern: AnimationKeypath?) {
        guard rows.count < Self.maxRows else { return }
        let listed = pattern.map { $0.matches(node.keypath) } ?? true
        if listed { rows.append(Row(item: .node(node), path: path, depth: depth, showsKeypath: pattern != nil)) }
        guard pattern != nil || expanded.contains(path) else { return }
        for (index, property) in node.properties.enumerated() where pattern.map({ $0.matches(property.keypath) }) ?? true {
            rows.append(Row(item: .property(property), path: path + [index], depth: depth + 1, showsKeypath: pattern != nil))
        }
        for (index, child) in node.children.enumerated() {
            visit(child, path: path + [node.properties.count + index], depth: depth + 1, pattern: pattern)
        }
    }
}

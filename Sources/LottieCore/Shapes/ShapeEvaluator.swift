import LottieGraphics
import LottieModel

/// Evaluates a shape list at one frame: builds every path in layer space, applies
/// modifiers in list order, and records which styles paint which paths. `displayItems`
/// then turns the recorded nodes into display items once all geometry is final.
struct ShapeEvaluator {
    let frame: Double
    /// The frame's work budget: path elements and repeater copies are spent from it.
    private(set) var budget: WorkBudget
    /// The keypath of a shape layer: the enclosing layers' names and its own.
    typealias Owner = (enclosing: [String], layer: String)

    /// The layer being evaluated, for the budget's diagnostics; nil for shapes outside a layer.
    let owner: Owner?
    /// Where trim paths find the measures of paths measured in earlier frames (nil: measure
    /// every time).
    let measures: PathMeasureCache?
    /// Where gradients find the stops made in earlier frames (nil: make them anew).
    let gradients: GradientStopsCache?
    /// Evaluated paths in layer space, indexed by id.
    var paths: [BezierPath] = []
    private(set) var diagnostics: [String] = []
    /// Paths produced by merge paths: the operands (ids) and how fills combine them.
    var combinations: [Int: (operation: PathCombination.Operation, operands: [Int])] = [:]
    /// Paths replaced by a merge, pointing to the merged path (styles met before the merge
    /// paint its result).
    var mergedInto: [Int: Int] = [:]

    init(
        frame: Double, budget: WorkBudget = WorkBudget(), owner: Owner? = nil, measures: PathMeasureCache? = nil,
        gradients: GradientStopsCache? = nil
    ) {
        self.frame = frame
        self.budget = budget
        self.owner = owner
        self.measures = measures
        self.gradients = gradients
    }

    /// The layer, as the budget's diagnostics name it (only built for a diagnostic).
    static func place(of owner: Owner?) -> String {
        guard let owner else { return "a shape layer" }
        return "layer " + (owner.enclosing + [owner.layer]).joined(separator: ".")
    }

    /// Evaluates `items` (a layer's `shapes`) and returns its display items, mapped to
    /// composition space by `layerTransform`.
    mutating func displayItems(for items: [ShapeItem], layerTransform: AffineTransform) -> [DisplayItem] {
        displayItems(for: nodes(for: items), layerTransform: layerTransform)
    }

    /// Evaluates `items` (a layer's `shapes`) into paint operations on this evaluator's paths,
    /// in layer space.
    mutating func nodes(for items: [ShapeItem]) -> [DrawNode] {
        evaluate(items, space: .identity, depth: 0).nodes
    }

    /// The display items of `nodes` (from ``nodes(for:)`` on this evaluator), mapped to
    /// composition space by `layerTransform`.
    func displayItems(for nodes: [DrawNode], layerTransform: AffineTransform) -> [DisplayItem] {
        nodes.compactMap { item(for: $0, layerTransform: layerTransform) }
    }

    // MARK: - Lists

    /// Returns the list's nodes back to front and the ids of every path it produced.
    private mutating func evaluate(_ items: [ShapeItem], space: AffineTransform, depth: Int) -> (nodes: [DrawNode], ids: [Int]) {
        var ids: [Int] = []
        var nodes: [DrawNode] = []
        guard depth <= DecodingLimits.maxGroupDepth else { return ([], []) }
        for item in items where !item.isHidden {
            switch item {
            case .group(let group):
                let transform = group.transform
                let inner = evaluate(group.items, space: transform.matrix(at: frame).concatenating(space), depth: depth + 1)
                // An empty list takes the group's ids as they are (shared, not copied).
                if ids.isEmpty { ids = inner.ids } else { ids += inner.ids }
                if !inner.nodes.isEmpty {
                    nodes.append(.group(opacity: transform.opacity(at: frame), blendMode: item.drawnBlendMode, children: inner.nodes))
                }
            case .path, .rectangle, .ellipse, .polystar:
                if let path = generatedPath(item), let id = add(path.transformed(by: space)) {
                    ids.append(id)
                }
            case .fill, .stroke, .gradientFill, .gradientStroke:
                guard let paint = stylePaint(item) else { break }
                let node = DrawNode.style(paint, space: space, pathIDs: ids)
                // A blended style composites its paint against what the layer drew below it.
                let mode = item.drawnBlendMode
                nodes.append(mode == .normal ? node : .group(opacity: 1, blendMode: mode, children: [node]))
            case .repeater(let repeater):
                (nodes, ids) = repeated(nodes: nodes, ids: ids, repeater, space: space)
            case .trim(let trim):
                applyTrim(trim, to: ids)
            case .roundedCorners, .puckerBloat, .zigZag, .offsetPath, .twist:
                applyModifier(item, to: ids, space: space)
            case .merge(let merge):
                ids = merged(ids, mode: merge.mode)
            case .transform, .noStyle, .unknown:
                break
            }
        }
        return (nodes.reversed(), ids)
    }

    // MARK: - Repeater

    /// Replaces everything so far by `copies` transformed copies (paths and styles).
    private mutating func repeated(
        nodes: [DrawNode], ids: [Int], _ repeater: ShapeItem.Repeater, space: AffineTransform
    ) -> ([DrawNode], [Int]) {
        let rawCount = ShapeItem.Repeater.copies.value(of: repeater, at: frame)
        let limit = EvaluationLimits.maxCopiesPerRepeater
        // A fractional count draws its last, partial copy whole (lottie-web's ⌈c⌉, the
        // exporter's player); the tolerance keeps a count eased to 18 by float arithmetic
        // (18.000000001) from growing a copy.
        let count = rawCount.isFinite ? (rawCount - 1e-6).rounded(.up).clampedInt(in: 0...limit) : 0
        if rawCount > Double(limit) { note("repeater copies limited to \(limit)") }
        guard count > 0, let inverse = space.inverted else { return ([], []) }
        let offset = ShapeItem.Repeater.offset.value(of: repeater, at: frame)
        let startOpacity = (repeater.transform.startOpacity?.value(at: frame, default: 100) ?? 100) / 100
        let endOpacity = (repeater.transform.endOpacity?.value(at: frame, default: 100) ?? 100) / 100
        let base = RepeaterStep(repeater.transform, frame: frame)
        var copies: [DrawNode] = []
        var newIDs: [Int] = []
        let nodesPerCopy = max(1, nodes.reduce(0) { $0 + $1.size })
        let owner = owner
        copying: for index in 0..<count {
            guard budget.spendRepeaterCopies(nodesPerCopy, in: "\(Self.place(of: owner)) after \(index) of \(count) copies") else { break }
            let layerTransform = inverse.concatenating(base.matrix(times: Double(index) + offset)).concatenating(space)
            var mapping: [Int: Int] = [:]
            for id in ids {
                // A copy that does not fit whole is left out.
                guard let copy = add(paths[id].transformed(by: layerTransform)) else { break copying }
                mapping[id] = copy
                copyCombination(of: id, to: copy, transform: layerTransform)
            }
            newIDs += ids.compactMap { mapping[$0] }
            // Start Opacity is the original's (copy 0), End Opacity the last copy's, and the
            // copies between are interpolated (After Effects' Repeater; lottie-web).
            let opacity = count > 1 ? startOpacity + (endOpacity - startOpacity) * Double(index) / Double(count - 1) : startOpacity
            let children = nodes.reversed().map { $0.copied(mapping: mapping, transform: layerTransform) }
            copies.append(.group(opacity: min(max(opacity, 0), 1), blendMode: .normal, children: children))
        }
        // Below (1): each copy under the previous one; Above (2): each copy on top.
        let backToFront = repeater.composite == .above ? copies : copies.reversed()
        return ([.group(opacity: 1, blendMode: .normal, children: backToFront)], newIDs)
    }

    // MARK: - Output

    private func item(for node: DrawNode, layerTransform: AffineTransform) -> DisplayItem? {
        switch node {
        case .style(let paint, let space, let pathIDs):
            let (toStyle, styleToComposition) =
                space.inverted.map { ($0, space.concatenating(layerTransform)) }
                ?? (.identity, layerTransform)
            var plain = BezierPath()
            // Merged paths, each a draw of its own (most styles have none: no array is made).
            var combined: [DisplayItem] = []
            for id in resolved(pathIDs) {
                if case .fill = paint.style, let combination = combinations[id] {
                    let operands = combination.operands.map { paths[$0].transformed(by: toStyle) }
                    combined.append(
                        .shape(
                            ShapeDraw(
                                path: paths[id].transformed(by: toStyle), transform: styleToComposition, paint: paint.paint,
                                style: paint.style, opacity: paint.opacity,
                                combination: PathCombination(operation: combination.operation, operands: operands))))
                } else {
                    plain.append(paths[id].transformed(by: toStyle))
                }
            }
            let plainDraw: DisplayItem? =
                plain.isEmpty
                ? nil : .shape(ShapeDraw(path: plain, transform: styleToComposition, paint: paint.paint, style: paint.style, opacity: paint.opacity))
            guard !combined.isEmpty else { return plainDraw }
            if let plainDraw { combined.insert(plainDraw, at: 0) }
            return combined.count == 1 ? combined[0] : .group(GroupDraw(children: combined))
        case .group(let opacity, let blendMode, let children):
            guard opacity > 0 else { return nil }
            let items = children.compactMap { item(for: $0, layerTransform: layerTransform) }
            guard !items.isEmpty else { return nil }
            if opacity >= 1 && blendMode == .normal && items.count == 1 { return items[0] }
            return .group(GroupDraw(children: items, opacity: opacity, blendMode: blendMode))
        }
    }

    /// Adds a path (its elements spent from the budget, at most
    /// ``EvaluationLimits/maxPathsPerLayer`` paths) and returns its id; nil when it does not fit.
    mutating func add(_ path: BezierPath) -> Int? {
        guard paths.count < EvaluationLimits.maxPathsPerLayer else {
            note("more than \(EvaluationLimits.maxPathsPerLayer) paths in one layer; the rest are not drawn")
            return nil
        }
        let owner = owner
        guard budget.spendPathElements(path.elements.count, in: Self.place(of: owner)) else { return nil }
        paths.append(path)
        return paths.count - 1
    }

    mutating func note(_ message: String) {
        if !diagnostics.contains(message) { diagnostics.append(message) }
    }
}

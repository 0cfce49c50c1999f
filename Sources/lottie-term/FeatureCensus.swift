import Lottie
import LottieModel

/// The features an animation uses, counted with their JSON paths, each marked as this renderer
/// treats it: drawn, approximated or not drawn. Built from the decoded model (root layers and
/// every precomposition's, as `info` counts them) and from the decoder's and the evaluator's
/// diagnostics.
struct FeatureCensus {
    enum Status: String, Comparable {
        case drawn, approximated
        case notDrawn = "not drawn"

        private var rank: Int { self == .drawn ? 0 : self == .approximated ? 1 : 2 }
        static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    }

    struct Feature {
        var name: String
        var status: Status
        var count = 0
        /// The first few places it is used.
        var paths: [String] = []
    }

    /// How many paths a feature keeps.
    static let maxPaths = 5

    private(set) var features: [Feature] = []

    /// The census of `animation`; `imageDiagnostics` are the renderer's (images it could not load),
    /// `renderNotes` what evaluation could not draw and `expressionFailures` the expressions it
    /// could not evaluate.
    init(_ animation: Animation, imageDiagnostics: [Diagnostic], renderNotes: [String], expressionFailures: [Diagnostic] = []) {
        // Expressions: evaluated, or (a syntax error, an unknown name, a failure while
        // evaluating) replaced by the keyframed value.
        let failing = Set((animation.diagnostics.filter { $0.feature == "expression" } + expressionFailures).map(\.path))
        for expression in animation.expressions {
            if failing.contains(expression.path) {
                add("expression not evaluated", .approximated, expression.path)
            } else {
                add("expression", .drawn, expression.path)
            }
        }
        add(animation.layers, path: "layers")
        for (index, asset) in animation.assets.enumerated() {
            switch asset {
            case .precomposition(let precomp): add(precomp.layers, path: "assets[\(index)].layers")
            case .image: add("image asset", .drawn, "assets[\(index)]")
            case .other: break
            }
        }
        for font in animation.fonts { add("font \(font.family) \(font.style)", .drawn, "fonts") }
        for diagnostic in animation.diagnostics + imageDiagnostics where diagnostic.severity == .warning {
            switch diagnostic.feature {
            // Counted from the model (expressions above), or (images) from the renderer, which loads them.
            case "expression", "effect", "unknown layer type", "unknown shape type", "layer style": break
            case "image" where imageDiagnostics.contains(diagnostic): add("image not loaded", .notDrawn, diagnostic.path)
            case "image": break
            default: add(diagnostic.feature, .approximated, diagnostic.path)
            }
        }
        for note in renderNotes { add("render: \(note)", .notDrawn, "(render)") }
        features.sort {
            if $0.status != $1.status { return $0.status > $1.status }
            return $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
    }

    /// The worst status among the features.
    var worst: Status { features.map(\.status).max() ?? .drawn }

    /// One line: whether the file renders as designed, and what does not.
    var verdict: String {
        let missing = features.filter { $0.status == .notDrawn }
        let approximated = features.filter { $0.status == .approximated }
        func list(_ features: [Feature]) -> String {
            features.prefix(4).map { "\($0.name) ×\($0.count)" }.joined(separator: ", ") + (features.count > 4 ? ", …" : "")
        }
        if !missing.isEmpty { return "not drawn in full: \(list(missing))" + (approximated.isEmpty ? "" : "; approximated: \(list(approximated))") }
        if !approximated.isEmpty { return "drawn, approximated: \(list(approximated))" }
        return "drawn in full"
    }

    /// Shape items by their `ty` code, as `analyze` names them.
    static let shapeNames = [
        "gr": "group", "sh": "path", "rc": "rectangle", "el": "ellipse", "sr": "polystar", "fl": "fill", "st": "stroke",
        "gf": "gradient fill", "gs": "gradient stroke", "tr": "transform", "tm": "trim paths", "rp": "repeater",
        "rd": "rounded corners", "mm": "merge paths", "pb": "pucker/bloat", "tw": "twist", "zz": "zig zag", "op": "offset path",
        "no": "no style",
    ]

    // MARK: - Private

    private mutating func add(_ name: String, _ status: Status, _ path: String) {
        if let index = features.firstIndex(where: { $0.name == name }) {
            features[index].count += 1
            if features[index].paths.count < Self.maxPaths { features[index].paths.append(path) }
        } else {
            features.append(Feature(name: name, status: status, count: 1, paths: [path]))
        }
    }

    /// The layers of one composition; its 3D layers are drawn in perspective when it has a camera.
    private mutating func add(_ layers: [Layer], path: String) {
        let hasCamera = layers.contains { if case .camera = $0.content { true } else { false } }
        for (index, layer) in layers.enumerated() { add(layer, path: "\(path)[\(index)]", hasCamera: hasCamera) }
    }

    private mutating func add(_ layer: Layer, path: String, hasCamera: Bool) {
        let kind = AnimationSummary.typeName(of: layer)
        switch layer.content {
        case .other(let type) where type == 6 || type == 15: add("layer \(kind)", .drawn, path)  // nothing to draw
        case .camera: add("layer \(kind)", .drawn, path)
        case .other: add("layer \(kind)", .notDrawn, path)
        case .precomposition(_, _, _, .some):
            add("layer \(kind)", .drawn, path)
            add("time remap", .drawn, path + ".tm")
        case .text(let text):
            add("layer \(kind)", .drawn, path)
            if !text.animators.isEmpty { add("text animator", .drawn, path + ".t.a") }
            if text.path?.maskIndex != nil { add("text on a path", .drawn, path + ".t.p") }
        case .shapes(let items):
            add("layer \(kind)", .drawn, path)
            add(items, path: path + ".shapes")
        default: add("layer \(kind)", .drawn, path)
        }
        switch layer.content {
        case .camera: break
        case _ where !layer.is3D: break
        case _ where hasCamera: add("3D layer (camera perspective)", .drawn, path + ".ddd")
        default: add("3D layer (drawn flat: no camera)", .approximated, path + ".ddd")
        }
        switch layer.blendMode {
        case .mode(let mode) where mode.rawValue != 0: add("blend mode \(mode)", .drawn, path + ".bm")
        case .unknown(let code): add("blend mode \(code)", .notDrawn, path + ".bm")
        default: break
        }
        if layer.matteMode != .none { add("track matte \(layer.matteMode)", .drawn, path + ".tt") }
        for (index, mask) in layer.masks.enumerated() {
            add("mask \(mask.mode)\(mask.isInverted ? " inverted" : "")", .drawn, path + ".masksProperties[\(index)]")
        }
        for (index, effect) in layer.effects.enumerated() where effect.isEnabled {
            let name = effect.typeName.hasPrefix("effect") ? effect.typeName : "effect \(effect.typeName)"
            add(name, effect.isUnrendered ? .notDrawn : .drawn, path + ".ef[\(index)]")
        }
        for (index, style) in layer.layerStyles.enumerated() {
            add("layer style \(style.kind.name)", style.isRendered ? .drawn : .notDrawn, path + ".sy[\(index)]")
        }
    }

    private mutating func add(_ items: [ShapeItem], path: String) {
        for (index, item) in items.enumerated() {
            let itemPath = path + "[\(index)]"
            if case .unknown(let type, _) = item {
                add("shape \(type)", .notDrawn, itemPath)
                continue
            }
            add("shape \(Self.shapeNames[item.typeCode] ?? item.typeCode)", .drawn, itemPath)
            if case .group(let group) = item { add(group.items, path: itemPath + ".it") }
        }
    }
}

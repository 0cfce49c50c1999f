import LottieGraphics
import LottieModel

/// The features an animation uses, counted with their JSON paths, each marked as this renderer
/// treats it: drawn, approximated or not drawn. Built from the decoded model (root layers and
/// every precomposition's, as `info` counts them) and from the decoder's and the evaluator's
/// diagnostics. Features of the format carry an ``Feature/id`` that ``FeatureSupport/table``
/// knows, so that other players' support can be looked up.
package struct FeatureCensus: Sendable {
    package enum Status: String, Comparable, Sendable {
        case drawn, approximated
        case notDrawn = "not drawn"

        private var rank: Int { self == .drawn ? 0 : self == .approximated ? 1 : 2 }
        package static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    }

    /// One place a feature is used.
    package struct Use: Sendable, Equatable {
        /// The JSON path of the use (`layers[2].shapes[0].it[1]`).
        package var path: String
        /// The JSON path of the layer it belongs to, if any (`layers[2]`).
        package var layerPath: String?
        /// That layer's name (`nm`).
        package var layerName: String?
    }

    package struct Feature: Sendable {
        /// The feature's id in ``FeatureSupport/table`` (`shape-merge-paths`); nil for what only
        /// concerns this renderer (diagnostics, images it could not load, fonts).
        package var id: String?
        package var name: String
        package var status: Status
        package var count = 0
        /// The first few places it is used.
        package var uses: [Use] = []

        /// The JSON paths of ``uses``.
        package var paths: [String] { uses.map(\.path) }
    }

    /// How many uses a feature keeps.
    package static let maxPaths = 5

    package private(set) var features: [Feature] = []

    /// The census of `animation`; `imageDiagnostics` are the renderer's (images it could not load),
    /// `renderNotes` what evaluation could not draw and `expressionFailures` the expressions it
    /// could not evaluate.
    package init(_ animation: Animation, imageDiagnostics: [Diagnostic] = [], renderNotes: [String] = [], expressionFailures: [Diagnostic] = []) {
        // Expressions: evaluated, or (a syntax error, an unknown name, a failure while
        // evaluating) replaced by the keyframed value.
        let failing = Set((animation.diagnostics.filter { $0.feature == "expression" } + expressionFailures).map(\.path))
        for expression in animation.expressions {
            let use = Use(path: expression.path, layerPath: Self.layerPath(of: expression.path))
            if failing.contains(expression.path) {
                add("expression", "expression not evaluated", .approximated, use)
            } else {
                add("expression", "expression", .drawn, use)
            }
        }
        let hasGlyphs = !animation.glyphs.isEmpty
        add(animation.layers, path: "layers", hasGlyphs: hasGlyphs)
        for (index, asset) in animation.assets.enumerated() {
            switch asset {
            case .precomposition(let precomp): add(precomp.layers, path: "assets[\(index)].layers", hasGlyphs: hasGlyphs)
            case .image(let image):
                let use = Use(path: "assets[\(index)]")
                if image.isEmbedded { add("image-embedded", "image asset (embedded)", .drawn, use) } else { add("image-external", "image asset (file)", .drawn, use) }
            case .other: break
            }
        }
        for font in animation.fonts { add(nil, "font \(font.family) \(font.style)", .drawn, Use(path: "fonts")) }
        for slot in animation.slots?.keys ?? [] { add("slots", "slot", .drawn, Use(path: "slots.\(slot)")) }
        for diagnostic in animation.diagnostics + imageDiagnostics where diagnostic.severity == .warning {
            let use = Use(path: diagnostic.path, layerPath: Self.layerPath(of: diagnostic.path))
            switch diagnostic.feature {
            // Counted from the model (expressions above), or (images) from the renderer, which loads them.
            case "expression", "effect", "unknown layer type", "unknown shape type", "layer style": break
            case "image" where imageDiagnostics.contains(diagnostic): add(nil, "image not loaded", .notDrawn, use)
            case "image": break
            default: add(nil, diagnostic.feature, .approximated, use)
            }
        }
        for note in renderNotes { add(nil, "render: \(note)", .notDrawn, Use(path: "(render)")) }
        features.sort {
            if $0.status != $1.status { return $0.status > $1.status }
            return $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
    }

    /// The worst status among the features.
    package var worst: Status { features.map(\.status).max() ?? .drawn }

    /// One line: whether the file renders as designed, and what does not.
    package var verdict: String {
        let missing = features.filter { $0.status == .notDrawn }
        let approximated = features.filter { $0.status == .approximated }
        func list(_ features: [Feature]) -> String {
            features.prefix(4).map { "\($0.name) ×\($0.count)" }.joined(separator: ", ") + (features.count > 4 ? ", …" : "")
        }
        if !missing.isEmpty { return "not drawn in full: \(list(missing))" + (approximated.isEmpty ? "" : "; approximated: \(list(approximated))") }
        if !approximated.isEmpty { return "drawn, approximated: \(list(approximated))" }
        return "drawn in full"
    }

    /// The JSON path of the layer a path is inside (`assets[1].layers[3]` of
    /// `assets[1].layers[3].ks.r.x`), if it is inside one.
    package static func layerPath(of path: String) -> String? {
        guard let range = path.ranges(of: "layers[").last, let close = path[range.upperBound...].firstIndex(of: "]") else { return nil }
        return String(path[...close])
    }

    /// Shape items by their `ty` code: the census id's suffix, and the name `analyze` prints.
    static let shapeKinds: [String: String] = [
        "gr": "group", "sh": "path", "rc": "rectangle", "el": "ellipse", "sr": "polystar", "fl": "fill", "st": "stroke",
        "gf": "gradient fill", "gs": "gradient stroke", "tr": "transform", "tm": "trim paths", "rp": "repeater",
        "rd": "rounded corners", "mm": "merge paths", "pb": "pucker bloat", "tw": "twist", "zz": "zig zag", "op": "offset path",
        "no": "no style",
    ]

    /// A layer's kind as `info` and `analyze` name it (`shape`, `precomp`, `unknown(7)`).
    package static func kindName(of layer: Layer) -> String {
        switch layer.content {
        case .precomposition: "precomp"
        case .solid: "solid"
        case .image: "image"
        case .null: "null"
        case .shapes: "shape"
        case .text: "text"
        case .camera: "camera"
        case .other(let type):
            switch type {
            case 6: "audio"
            case 15: "data"
            default: "unknown(\(type))"
            }
        }
    }

    // MARK: - Private

    /// `name` with spaces as dashes: the id suffix of a kind name.
    private static func slug(_ name: String) -> String {
        name.replacing(" ", with: "-")
    }

    private mutating func add(_ id: String?, _ name: String, _ status: Status, _ use: Use) {
        if let index = features.firstIndex(where: { $0.name == name }) {
            features[index].count += 1
            if features[index].uses.count < Self.maxPaths { features[index].uses.append(use) }
        } else {
            features.append(Feature(id: id, name: name, status: status, count: 1, uses: [use]))
        }
    }

    /// The layers of one composition; its 3D layers are drawn in perspective when it has a camera.
    private mutating func add(_ layers: [Layer], path: String, hasGlyphs: Bool) {
        let hasCamera = layers.contains { if case .camera = $0.content { true } else { false } }
        for (index, layer) in layers.enumerated() {
            add(layer: Place(layer: layer, path: "\(path)[\(index)]"), hasCamera: hasCamera, hasGlyphs: hasGlyphs)
        }
    }

    /// A layer and its JSON path: where its features are used.
    private struct Place {
        let layer: Layer
        let path: String
    }

    private mutating func add(_ id: String?, _ name: String, _ status: Status, in place: Place, at suffix: String = "") {
        add(id, name, status, Use(path: place.path + suffix, layerPath: place.path, layerName: place.layer.name))
    }

    private mutating func add(layer place: Place, hasCamera: Bool, hasGlyphs: Bool) {
        let layer = place.layer
        let kind = Self.kindName(of: layer)
        let kindID = kind.hasPrefix("unknown") ? "layer-unknown" : "layer-\(kind)"
        switch layer.content {
        case .other(let type) where type == 6 || type == 15: add(kindID, "layer \(kind)", .drawn, in: place)  // nothing to draw
        case .other: add(kindID, "layer \(kind)", .notDrawn, in: place)
        case .precomposition(_, _, _, let timeRemap):
            add(kindID, "layer \(kind)", .drawn, in: place)
            if timeRemap != nil { add("time-remap", "time remap", .drawn, in: place, at: ".tm") }
        case .text(let text):
            add(kindID, "layer \(kind)", .drawn, in: place)
            add(hasGlyphs ? "text-glyphs" : "text-font", hasGlyphs ? "text from glyph shapes" : "text from a font", .drawn, in: place, at: ".t")
            if !text.animators.isEmpty { add("text-animator", "text animator", .drawn, in: place, at: ".t.a") }
            if text.path?.maskIndex != nil { add("text-path", "text on a path", .drawn, in: place, at: ".t.p") }
            if Self.hasBox(text.document) { add("text-box", "paragraph text", .drawn, in: place, at: ".t.d") }
        case .shapes(let items):
            add(kindID, "layer \(kind)", .drawn, in: place)
            add(items, in: place, suffix: ".shapes")
        default: add(kindID, "layer \(kind)", .drawn, in: place)
        }
        switch layer.content {
        case .camera: break
        case _ where !layer.is3D: break
        case _ where hasCamera: add("3d-layer", "3D layer (camera perspective)", .drawn, in: place, at: ".ddd")
        default: add("3d-layer", "3D layer (drawn flat: no camera)", .approximated, in: place, at: ".ddd")
        }
        if layer.isHidden { add("hidden-layer", "hidden layer", .drawn, in: place, at: ".hd") }
        if layer.parentIndex != nil { add("parenting", "parenting", .drawn, in: place, at: ".parent") }
        if layer.isAutoOriented { add("auto-orient", "auto-orient", .drawn, in: place, at: ".ao") }
        if layer.timeStretch != 1 { add("time-stretch", "time stretch", .drawn, in: place, at: ".sr") }
        switch layer.blendMode {
        case .mode(let mode) where mode != .normal:
            let name = Self.words(String(describing: mode))
            add("blend-" + Self.slug(name), "blend mode \(name)", .drawn, in: place, at: ".bm")
        case .unknown(let code): add("blend-unknown", "blend mode \(code)", .notDrawn, in: place, at: ".bm")
        default: break
        }
        if layer.matteMode != .none {
            let name = Self.words(String(describing: layer.matteMode))
            add("matte-" + Self.slug(name), "track matte \(name)", .drawn, in: place, at: ".tt")
        }
        for (index, mask) in layer.masks.enumerated() {
            let suffix = ".masksProperties[\(index)]"
            add("mask-\(mask.mode)", "mask \(mask.mode)", .drawn, in: place, at: suffix)
            if mask.isInverted { add("mask-inverted", "mask inverted", .drawn, in: place, at: suffix + ".inv") }
            if let expansion = mask.expansion, expansion.isAnimated || Self.first(expansion) != 0 {
                add("mask-expansion", "mask expansion", .drawn, in: place, at: suffix + ".x")
            }
            if mask.opacity.isAnimated || Self.first(mask.opacity) < 100 { add("mask-opacity", "mask opacity", .drawn, in: place, at: suffix + ".o") }
        }
        for (index, effect) in layer.effects.enumerated() where effect.isEnabled {
            let name = effect.typeName.hasPrefix("effect") ? effect.typeName : "effect \(effect.typeName)"
            let id = if case .unknown = effect.type { "effect-unknown" } else { "effect-" + Self.slug(effect.typeName) }
            add(id, name, effect.isUnrendered ? .notDrawn : .drawn, in: place, at: ".ef[\(index)]")
        }
        for (index, style) in layer.layerStyles.enumerated() {
            let id = if case .unknown = style.kind { "style-unknown" } else { "style-" + Self.slug(style.kind.name.replacing(" and ", with: " ")) }
            add(id, "layer style \(style.kind.name)", style.isRendered ? .drawn : .notDrawn, in: place, at: ".sy[\(index)]")
        }
    }

    private mutating func add(_ items: [ShapeItem], in place: Place, suffix: String) {
        for (index, item) in items.enumerated() {
            let at = suffix + "[\(index)]"
            if case .unknown(let type, _) = item {
                add("shape-unknown", "shape \(type)", .notDrawn, in: place, at: at)
                continue
            }
            let kind = Self.shapeKinds[item.typeCode] ?? item.typeCode
            add("shape-" + Self.slug(kind), "shape \(kind)", .drawn, in: place, at: at)
            switch item {
            case .group(let group): add(group.items, in: place, suffix: at + ".it")
            case .trim(let trim) where trim.mode == .individually:
                add("shape-trim-paths-individually", "trim paths individually", .drawn, in: place, at: at + ".m")
            case .stroke(let stroke): addStroke(stroke.attributes, in: place, at: at)
            case .fill(let fill) where fill.fillRule == .evenOdd: add("fill-even-odd", "even-odd fill rule", .drawn, in: place, at: at + ".r")
            case .gradientFill(let fill):
                addGradient(fill.gradient, in: place, at: at)
                if fill.fillRule == .evenOdd { add("fill-even-odd", "even-odd fill rule", .drawn, in: place, at: at + ".r") }
            case .gradientStroke(let stroke):
                addGradient(stroke.gradient, in: place, at: at)
                addStroke(stroke.attributes, in: place, at: at)
            default: break
            }
        }
    }

    private mutating func addStroke(_ attributes: ShapeItem.StrokeAttributes, in place: Place, at suffix: String) {
        if !attributes.dashes.isEmpty { add("stroke-dashes", "stroke dashes", .drawn, in: place, at: suffix + ".d") }
    }

    private mutating func addGradient(_ gradient: ShapeItem.GradientAttributes, in place: Place, at suffix: String) {
        guard gradient.kind == .radial else { return }
        add("gradient-radial", "radial gradient", .drawn, in: place, at: suffix + ".t")
        if let highlight = gradient.highlightLength, highlight.isAnimated || Self.first(highlight) != 0 {
            add("gradient-highlight", "radial gradient highlight", .drawn, in: place, at: suffix + ".h")
        }
    }

    /// Whether a text layer's document is set in a paragraph box (`sz`).
    private static func hasBox(_ document: Property<TextDocument>) -> Bool {
        switch document.animation {
        case .constant(let value): value.boxSize != nil
        case .keyframed(let keyframes): keyframes.contains { $0.value.boxSize != nil }
        }
    }

    /// A property's value at its first keyframe.
    private static func first(_ property: Property<Double>) -> Double {
        switch property.animation {
        case .constant(let value): value
        case .keyframed(let keyframes): keyframes.first?.value ?? 0
        }
    }

    /// A camel-case case name as words: `colorDodge` → `color dodge`.
    private static func words(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }
}

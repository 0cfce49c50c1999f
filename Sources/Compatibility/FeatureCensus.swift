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

        package init(path: String, layerPath: String? = nil, layerName: String? = nil) {
            self.path = path
            self.layerPath = layerPath
            self.layerName = layerName
        }
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
            let use = Self.use(at: expression.path, in: animation)
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
            case .data, .other: break
            }
        }
        for font in animation.fonts { add(nil, "font \(font.family) \(font.style)", .drawn, Use(path: "fonts")) }
        for slot in animation.slots?.keys ?? [] { add("slots", "slot", .drawn, Use(path: "slots.\(slot)")) }
        for diagnostic in animation.diagnostics + imageDiagnostics where diagnostic.severity == .warning {
            let use = Self.use(at: diagnostic.path, in: animation)
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

    /// A use at `path`, with the layer it is inside and that layer's name.
    static func use(at path: String, in animation: Animation) -> Use {
        guard let layerPath = layerPath(of: path) else { return Use(path: path) }
        return Use(path: path, layerPath: layerPath, layerName: layer(at: layerPath, in: animation)?.name)
    }

    /// The layer at `layers[i]` or `assets[k].layers[i]`.
    static func layer(at path: String, in animation: Animation) -> Layer? {
        func index(after prefix: String, in text: Substring) -> (Int, Substring)? {
            guard text.hasPrefix(prefix), let close = text.firstIndex(of: "]"),
                let value = Int(text[text.index(text.startIndex, offsetBy: prefix.count)..<close])
            else { return nil }
            return (value, text[text.index(after: close)...])
        }
        var text = Substring(path)
        var layers = animation.layers
        if let (asset, rest) = index(after: "assets[", in: text) {
            guard animation.assets.indices.contains(asset), case .precomposition(let precomp) = animation.assets[asset] else { return nil }
            layers = precomp.layers
            text = rest.drop { $0 == "." }
        }
        guard let (position, _) = index(after: "layers[", in: text), layers.indices.contains(position) else { return nil }
        return layers[position]
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
        case .data: "data"
        case .other(let type): type == 6 ? "audio" : "unknown(\(type))"
        }
    }

    // MARK: - Private

    // MARK: - Feature ids

    /// Every id the census can report: the kinds of layers, shapes, masks, mattes, blend modes,
    /// effects and layer styles the model knows, and the features found in their details.
    package static var reportableIDs: [String] {
        let layerKinds = ["precomp", "solid", "image", "null", "shape", "text", "camera", "audio", "data", "unknown"].map { id(layerKind: $0) }
        let blends = (1...17).compactMap(BlendMode.init(rawValue:)).map { id(blend: $0) } + ["blend-unknown"]
        let mattes = [Layer.MatteMode.alpha, .alphaInverted, .luma, .lumaInverted].map { id(matte: $0) }
        let masks = [Mask.Mode.add, .subtract, .intersect, .lighten, .darken, .difference, .none].map { id(mask: $0) }
        let shapes = shapeKinds.keys.sorted().map { id(shapeCode: $0) } + ["shape-unknown"]
        let effects = (0...40).map { EffectType(code: $0) }.filter { if case .unknown = $0 { false } else { true } }.map { id(effect: $0) }
        let generic = ["ADBE Linear Wipe", "ADBE Simple Choker", "ADBE Box Blur2"].map { id(effect: EffectType(code: 5, matchName: $0)) }
        let styles = (0...8).map { id(style: LayerStyle.Kind(code: $0)) } + ["style-unknown", "effect-unknown"]
        let details: [String] = [
            "3d-layer", "auto-orient", "parenting", "time-remap", "time-stretch", "hidden-layer", "mask-inverted", "mask-expansion",
            "mask-opacity", "shape-trim-paths-individually", "shape-trim-paths-filled", "shape-rounded-corners-polystar",
            "shape-polystar-fractional-points", "stroke-dashes",
            "stroke-dashes-animated", "shape-repeater-animated-copies", "text-keyframes", "fill-even-odd", "gradient-radial", "gradient-highlight",
            "text-glyphs", "text-font", "text-animator", "text-path", "text-box", "expression", "image-embedded", "image-external", "slots",
        ]
        var ids: [String] = []
        for group in [layerKinds, blends, mattes, masks, shapes, effects, generic, styles, details] { ids += group }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    static func id(layerKind kind: String) -> String { kind.hasPrefix("unknown") ? "layer-unknown" : "layer-\(kind)" }
    static func id(blend mode: BlendMode) -> String { "blend-" + slug(words(String(describing: mode))) }
    static func id(matte mode: Layer.MatteMode) -> String { "matte-" + slug(words(String(describing: mode))) }
    static func id(mask mode: Mask.Mode) -> String { "mask-\(mode)" }
    static func id(shapeCode code: String) -> String { shapeKinds[code].map { "shape-" + slug($0) } ?? "shape-unknown" }

    static func id(effect type: EffectType) -> String {
        if case .unknown = type { return "effect-unknown" }
        return "effect-" + slug(type.name)
    }

    static func id(style kind: LayerStyle.Kind) -> String {
        if case .unknown = kind { return "style-unknown" }
        return "style-" + slug(kind.name.replacing(" and ", with: " "))
    }

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
        let kindID = Self.id(layerKind: kind)
        switch layer.content {
        case .other(let type) where type == 6: add(kindID, "layer \(kind)", .drawn, in: place)  // nothing to draw
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
            if text.document.isAnimated { add("text-keyframes", "text that changes over time", .drawn, in: place, at: ".t.d") }
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
            add(Self.id(blend: mode), "blend mode \(Self.words(String(describing: mode)))", .drawn, in: place, at: ".bm")
        case .unknown(let code): add("blend-unknown", "blend mode \(code)", .notDrawn, in: place, at: ".bm")
        default: break
        }
        if layer.matteMode != .none {
            add(Self.id(matte: layer.matteMode), "track matte \(Self.words(String(describing: layer.matteMode)))", .drawn, in: place, at: ".tt")
        }
        for (index, mask) in layer.masks.enumerated() {
            let suffix = ".masksProperties[\(index)]"
            add(Self.id(mask: mask.mode), "mask \(mask.mode)", .drawn, in: place, at: suffix)
            if mask.isInverted { add("mask-inverted", "mask inverted", .drawn, in: place, at: suffix + ".inv") }
            if let expansion = mask.expansion, expansion.isAnimated || Self.first(expansion) != 0 {
                add("mask-expansion", "mask expansion", .drawn, in: place, at: suffix + ".x")
            }
            if mask.opacity.isAnimated || Self.first(mask.opacity) < 100 { add("mask-opacity", "mask opacity", .drawn, in: place, at: suffix + ".o") }
        }
        for (index, effect) in layer.effects.enumerated() where effect.isEnabled {
            let name = effect.typeName.hasPrefix("effect") ? effect.typeName : "effect \(effect.typeName)"
            add(Self.id(effect: effect.type), name, effect.isUnrendered ? .notDrawn : .drawn, in: place, at: ".ef[\(index)]")
        }
        for (index, style) in layer.layerStyles.enumerated() {
            add(Self.id(style: style.kind), "layer style \(style.kind.name)", style.isRendered ? .drawn : .notDrawn, in: place, at: ".sy[\(index)]")
        }
    }

    /// A shape list's items; `filled` says whether a fill of an enclosing list applies to them.
    private mutating func add(_ items: [ShapeItem], in place: Place, suffix: String, filled: Bool = false) {
        let hasFill = filled || items.contains { if case .fill = $0 { true } else if case .gradientFill = $0 { true } else { false } }
        let hasPolystar = items.contains(where: Self.drawsPolystar)
        for (index, item) in items.enumerated() {
            let at = suffix + "[\(index)]"
            if case .unknown(let type, _) = item {
                add("shape-unknown", "shape \(type)", .notDrawn, in: place, at: at)
                continue
            }
            add(Self.id(shapeCode: item.typeCode), "shape \(Self.shapeKinds[item.typeCode] ?? item.typeCode)", .drawn, in: place, at: at)
            switch item {
            case .group(let group): add(group.items, in: place, suffix: at + ".it", filled: hasFill)
            case .trim(let trim):
                if trim.mode == .individually { add("shape-trim-paths-individually", "trim paths individually", .drawn, in: place, at: at + ".m") }
                if hasFill { add("shape-trim-paths-filled", "trim paths of a filled shape", .drawn, in: place, at: at) }
            case .repeater(let repeater) where repeater.copies.isAnimated:
                add("shape-repeater-animated-copies", "repeater with animated copies", .drawn, in: place, at: at + ".c")
            case .polystar(let star) where star.starType == .star && Self.passesThroughFractions(star.points):
                add("shape-polystar-fractional-points", "star with a fractional point count", .drawn, in: place, at: at + ".pt")
            case .roundedCorners where hasPolystar:
                add("shape-rounded-corners-polystar", "rounded corners of a star or polygon", .drawn, in: place, at: at)
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

    /// Whether a point count is fractional at some frame: a value with a fraction, or a change
    /// between keyframes that is not held.
    private static func passesThroughFractions(_ points: Property<Double>) -> Bool {
        switch points.animation {
        case .constant(let value): return value != value.rounded()
        case .keyframed(let keyframes):
            return keyframes.contains { $0.value != $0.value.rounded() }
                || zip(keyframes, keyframes.dropFirst()).contains { !$0.isHold && $0.value != $1.value }
        }
    }

    /// Whether an item is a star or polygon, or a group holding one.
    private static func drawsPolystar(_ item: ShapeItem) -> Bool {
        switch item {
        case .polystar: true
        case .group(let group): group.items.contains(where: drawsPolystar)
        default: false
        }
    }

    private mutating func addStroke(_ attributes: ShapeItem.StrokeAttributes, in place: Place, at suffix: String) {
        guard !attributes.dashes.isEmpty else { return }
        add("stroke-dashes", "stroke dashes", .drawn, in: place, at: suffix + ".d")
        if attributes.dashes.contains(where: { $0.kind != .offset && $0.length.isAnimated }) {
            add("stroke-dashes-animated", "animated dash lengths", .drawn, in: place, at: suffix + ".d")
        }
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

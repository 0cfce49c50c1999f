import LottieModel

/// What the budgets measure in one file. The model gives the counts; the caller, which reads
/// files, gives the sizes and the render time.
package struct AnimationMeasures: Sendable {
    /// The file's size in bytes, as stored (a `.tgs` or `.lottie` compressed).
    package var fileSize = 0
    /// The file's size gzipped (a `.tgs`'s own size), for Telegram's limit.
    package var gzippedSize = 0
    /// The bytes of the images the animation uses, embedded or beside it.
    package var imageBytes = 0
    /// The bytes of those images re-encoded as WebP (lossless, or lossy at quality 80 where
    /// that is smaller than the original), when they could be decoded.
    package var webpBytes: Int?
    /// Mean milliseconds to draw a frame at the budget's render size, when measured.
    package var renderMS: Double?
    package var frameRate: Double
    package var duration: Double
    package var width: Double
    package var height: Double
    package var layers = 0
    package var masks = 0
    package var mattes = 0
    /// JSON paths of the assets no layer uses.
    package var unusedAssets: [String] = []
    /// JSON paths of the layers never on screen.
    package var outsideTimeline: [String] = []

    /// The counts of `animation`: layers, masks and mattes in every composition, the assets
    /// no layer reaches from the root, the layers never on screen.
    package init(_ animation: Animation) {
        frameRate = animation.frameRate
        duration = animation.duration
        width = animation.width
        height = animation.height
        var compositions: [(layers: [Layer], path: String)] = [(animation.layers, "layers")]
        for (index, asset) in animation.assets.enumerated() {
            if case .precomposition(let precomp) = asset { compositions.append((precomp.layers, "assets[\(index)].layers")) }
        }
        for composition in compositions {
            layers += composition.layers.count
            for layer in composition.layers {
                masks += layer.masks.count
                if layer.matteMode != .none { mattes += 1 }
            }
        }
        // Layers never on screen: root layers outside the composition's range, and any layer
        // whose own range is empty.
        for (index, layer) in animation.layers.enumerated()
        where layer.outPoint <= animation.inPoint || layer.inPoint >= animation.outPoint || layer.outPoint <= layer.inPoint {
            outsideTimeline.append("layers[\(index)]")
        }
        for composition in compositions.dropFirst() {
            for (index, layer) in composition.layers.enumerated() where layer.outPoint <= layer.inPoint {
                outsideTimeline.append("\(composition.path)[\(index)]")
            }
        }
        unusedAssets = Self.unusedAssets(animation)
    }

    /// Assets that no layer reached from the root composition refers to (through
    /// precomposition layers, image layers, and precompositions drawing text glyphs).
    private static func unusedAssets(_ animation: Animation) -> [String] {
        var precompositions: [String: [Layer]] = [:]
        for case .precomposition(let precomp) in animation.assets { precompositions[precomp.id] = precomp.layers }
        var used: Set<String> = []
        var pending: [[Layer]] = [animation.layers]
        // Each composition is expanded once, so cycles and fan-out stay bounded by the asset count.
        while let layers = pending.popLast() {
            for layer in layers {
                let id: String
                switch layer.content {
                case .precomposition(let reference, _, _, _): id = reference
                case .image(let reference), .data(let reference): id = reference
                default: continue
                }
                if used.insert(id).inserted, let inner = precompositions[id] { pending.append(inner) }
            }
        }
        // Glyphs drawn by precompositions reference them from the font table, not from layers.
        let glyphPrecompositions = Set(
            animation.glyphs.compactMap { glyph -> String? in
                if case .precomposition(let precomp) = glyph.content { return precomp.referenceID }
                return nil
            })
        var unused: [String] = []
        for (index, asset) in animation.assets.enumerated() {
            switch asset {
            case .precomposition(let precomp) where !used.contains(precomp.id) && !glyphPrecompositions.contains(precomp.id):
                unused.append("assets[\(index)]")
            case .image(let image) where !used.contains(image.id): unused.append("assets[\(index)]")
            case .data(let data) where !used.contains(data.id): unused.append("assets[\(index)]")
            default: break
            }
        }
        return unused
    }
}

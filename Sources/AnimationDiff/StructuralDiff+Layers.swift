import LottieCore
import LottieModel

extension StructuralDiff {
    /// The settings of two paired layers that are not animatable properties: timing,
    /// parenting, matte, blend mode, visibility, masks, effects, layer styles, and what the
    /// layer shows (its text, precomposition, image or solid size).
    mutating func compareLayers(_ keypath: String, _ a: ModelNode, _ b: ModelNode) {
        let (x, y) = (a.layer, b.layer)
        let frames = { (layer: Layer) in "\(Self.format(layer.inPoint))-\(Self.format(layer.outPoint))" }
        compare(.layers, keypath, attribute: "frames", frames(x), frames(y))
        compare(.layers, keypath, attribute: "start time", Self.format(x.startTime), Self.format(y.startTime))
        compare(.layers, keypath, attribute: "time stretch", Self.format(x.timeStretch), Self.format(y.timeStretch))
        compare(.layers, keypath, attribute: "parent", Self.parent(of: x, in: a.siblings), Self.parent(of: y, in: b.siblings))
        compare(.layers, keypath, attribute: "matte", Self.matte(x), Self.matte(y))
        compare(.layers, keypath, attribute: "matte source", Self.yesNo(x.isMatteSource), Self.yesNo(y.isMatteSource))
        compare(.layers, keypath, attribute: "blend mode", Self.blendMode(x.blendMode), Self.blendMode(y.blendMode))
        compare(.layers, keypath, attribute: "hidden", Self.yesNo(x.isHidden), Self.yesNo(y.isHidden))
        compare(.layers, keypath, attribute: "3D", Self.yesNo(x.is3D), Self.yesNo(y.is3D))
        compareLists(.layers, keypath, attribute: "masks", x.masks, y.masks)
        compareLists(.layers, keypath, attribute: "effects", x.effects, y.effects)
        compareLists(.layers, keypath, attribute: "layer styles", x.layerStyles, y.layerStyles)
        switch (x.content, y.content) {
        case (.text(let before), .text(let after)):
            compare(.layers, keypath, attribute: "text", Self.text(before), Self.text(after))
        case (.precomposition(let before, let width, let height, _), .precomposition(let after, let newWidth, let newHeight, _)):
            compare(.layers, keypath, attribute: "precomposition", before, after)
            compare(.layers, keypath, attribute: "size", Self.size(width, height), Self.size(newWidth, newHeight))
        case (.image(let before), .image(let after)):
            compare(.layers, keypath, attribute: "image", before, after)
        case (.data(let before), .data(let after)):
            compare(.layers, keypath, attribute: "data", before, after)
        case (.solid(let width, let height, _), .solid(let newWidth, let newHeight, _)):
            compare(.layers, keypath, attribute: "size", Self.size(width, height), Self.size(newWidth, newHeight))
        default:
            break
        }
    }

    /// The parent's name (`ind` N when no layer of the list has that index), or `none`.
    private static func parent(of layer: Layer, in siblings: [Layer]) -> String {
        guard let index = layer.parentIndex else { return "none" }
        return siblings.first { $0.index == index }?.displayName ?? "ind \(index)"
    }

    private static func matte(_ layer: Layer) -> String {
        switch layer.matteMode {
        case .none: "none"
        case .alpha: "alpha"
        case .alphaInverted: "alpha inverted"
        case .luma: "luma"
        case .lumaInverted: "luma inverted"
        }
    }

    private static func blendMode(_ mode: LayerBlendMode) -> String {
        switch mode {
        case .mode(let mode): "\(mode)"
        case .unknown(let code): "code \(code)"
        }
    }

    /// The text of the first document, quoted, with the number of documents when it changes over time.
    private static func text(_ text: TextData) -> String {
        switch text.document.animation {
        case .constant(let document): quoted(document.text)
        case .keyframed(let keyframes):
            (keyframes.first.map { quoted($0.value.text) } ?? "none") + (keyframes.count > 1 ? " (\(keyframes.count) keyframes)" : "")
        }
    }
}

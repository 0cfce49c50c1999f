import LottieGraphics
import LottieModel

/// The images of an animation resolved through a provider: a pattern for each image asset
/// that some image layer draws (in the root or a precomposition), and a diagnostic for each
/// one the provider could not supply. Assets no layer draws (audio, unused images) are skipped.
/// The decoded images of one animation together hold at most `maxDecodedPixels` pixels, so
/// that a small file cannot claim gigabytes with many large, highly compressible images.
struct ImageResolution {
    /// 2²⁴ pixels (64 MiB as 8-bit pixels); the corpus's largest total is 7.6 million.
    static let maxDecodedPixels = 1 << 24

    private(set) var images: [String: ImagePattern] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(animation: Animation, provider: any AnimationImageProvider) {
        let drawn = animation.assetIds { content in
            if case .image(let id) = content { id } else { nil }
        }
        var budget = Self.maxDecodedPixels
        for (index, asset) in animation.assets.enumerated() {
            guard case .image(let image) = asset, drawn.contains(image.id), images[image.id] == nil else { continue }
            switch provider.loadImage(for: image) {
            case .success(let pixels) where pixels.width * pixels.height > budget:
                let message = "image asset '\(image.id)': \(pixels.width)x\(pixels.height) is over what is left of the limit of \(Self.maxDecodedPixels) decoded pixels per animation"
                diagnostics.append(Diagnostic(.warning, feature: "image", message: message, path: "assets[\(index)]"))
                (provider as? CachedImageProvider)?.forget(image)
            case .success(let pixels):
                budget -= pixels.width * pixels.height
                images[image.id] = provider.contentsGravity(for: image).pattern(for: pixels, width: image.width, height: image.height)
            case .failure(let error):
                diagnostics.append(Diagnostic(.warning, feature: "image", message: error.description, path: "assets[\(index)]"))
            }
        }
    }
}

extension Animation {
    /// The asset ids `reference` finds in the layers of every composition (the images that
    /// image layers draw, the data that data layers show).
    func assetIds(referencedBy reference: (Layer.Content) -> String?) -> Set<String> {
        var layerLists = [layers]
        for case .precomposition(let precomp) in assets { layerLists.append(precomp.layers) }
        var ids: Set<String> = []
        for list in layerLists {
            for layer in list {
                if let id = reference(layer.content) { ids.insert(id) }
            }
        }
        return ids
    }
}

import LottieGraphics
import LottieModel

/// The images of an animation resolved through a provider: a pattern for each image asset
/// that some image layer draws (in the root or a precomposition), and a diagnostic for each
/// one the provider could not supply. Assets no layer draws (audio, unused images) are skipped.
struct ImageResolution {
    private(set) var images: [String: ImagePattern] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(animation: Animation, provider: any AnimationImageProvider) {
        let drawn = Self.drawnImageIds(animation)
        for (index, asset) in animation.assets.enumerated() {
            guard case .image(let image) = asset, drawn.contains(image.id), images[image.id] == nil else { continue }
            switch provider.loadImage(for: image) {
            case .success(let pixels):
                images[image.id] = provider.contentsGravity(for: image).pattern(for: pixels, width: image.width, height: image.height)
            case .failure(let error):
                diagnostics.append(Diagnostic(.warning, feature: "image", message: error.description, path: "assets[\(index)]"))
            }
        }
    }

    /// `refId`s of the image layers of the root and of every precomposition.
    private static func drawnImageIds(_ animation: Animation) -> Set<String> {
        var layerLists = [animation.layers]
        for case .precomposition(let precomp) in animation.assets { layerLists.append(precomp.layers) }
        var ids: Set<String> = []
        for layers in layerLists {
            for layer in layers {
                if case .image(let id) = layer.content { ids.insert(id) }
            }
        }
        return ids
    }
}

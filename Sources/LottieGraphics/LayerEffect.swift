/// A raster effect applied to a group's flattened pixels (lottie-format §4.9), after its masks
/// and before its matte. Lengths are in composition units; renderers scale them to pixels.
public enum LayerEffect: Sendable, Equatable {
    /// A blurred copy of the layer's alpha in `color`, moved by `offset`, drawn under the layer
    /// (or instead of it when `shadowOnly`).
    case dropShadow(color: Color, offset: Vector2, sigma: Double, shadowOnly: Bool)
    /// A Gaussian blur with standard deviation `sigma`, along one or both axes.
    case gaussianBlur(sigma: Double, axes: BlurAxes)
    /// Every pixel takes `color`; alpha is multiplied by `opacity`.
    case fill(color: Color, opacity: Double)
    /// Luminance mapped from `black` to `white`, mixed with the original by `amount` (0...1).
    case tint(black: Color, white: Color, amount: Double)
    /// Luminance mapped through shadows → midtones → highlights, then mixed back toward the
    /// original by `blendWithOriginal` (0...1).
    case tritone(highlights: Color, midtones: Color, shadows: Color, blendWithOriginal: Double)
    /// A blurred silhouette of the layer in `color`, moved by `offset`, under the layer (the drop
    /// shadow and outer glow layer styles); the inner `spread` (0...1) of the blur is solid.
    case glow(color: Color, offset: Vector2, sigma: Double, spread: Double)
    /// Inside the layer, `color` where a blurred silhouette moved by `offset` does not reach (the
    /// inner shadow layer style); the inner `choke` (0...1) of the blur is solid.
    case innerShadow(color: Color, offset: Vector2, sigma: Double, choke: Double)
    /// The layer's silhouette grown by `width` in `color`, under the layer (the stroke layer style,
    /// drawn outside).
    case outline(color: Color, width: Double)
    /// The layer's colour mixed toward `color` by its alpha; coverage is kept (colour overlay).
    case colorOverlay(color: Color)

    /// The axes a blur runs along.
    public enum BlurAxes: Sendable, Equatable {
        case both, horizontal, vertical
    }
}

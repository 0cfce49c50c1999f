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

    /// The axes a blur runs along.
    public enum BlurAxes: Sendable, Equatable {
        case both, horizontal, vertical
    }
}

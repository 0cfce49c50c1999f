/// A raster effect applied to a group's flattened pixels (lottie-format §4.9), after its masks
/// and before its matte. Lengths are in composition units; renderers scale them to pixels.
package enum LayerEffect: Sendable, Equatable {
    /// A blurred copy of the layer's alpha in `color`, moved by `offset`, drawn under the layer
    /// (or instead of it when `shadowOnly`).
    case dropShadow(color: Color, offset: Vector2, sigma: Double, shadowOnly: Bool)
    /// A Gaussian blur with standard deviation `sigma`, along one or both axes; with
    /// `repeatsEdges` the layer's edge pixels continue beyond it, so its edges stay sharp.
    case gaussianBlur(sigma: Double, axes: BlurAxes, repeatsEdges: Bool = false)
    /// Every pixel takes `color`; alpha is multiplied by `opacity`.
    case fill(color: Color, opacity: Double)
    /// `fill`, only inside `path` (mapped by `transform`; outside it when `isInverted`).
    case maskedFill(color: Color, opacity: Double, path: BezierPath, transform: AffineTransform, isInverted: Bool)
    /// `path` (mapped by `transform`) stroked `width` wide (in the path's space) in `color` (its
    /// alpha is the opacity), with round caps and joins, painted as `style` says (the stroke
    /// effect along masks).
    case maskStroke(path: BezierPath, transform: AffineTransform, color: Color, width: Double, style: StrokePaintStyle)
    /// Hides the part of the layer a line has swept: it travels along `direction` across the
    /// layer's opaque bounds, `completion` (0...1) of the way, with an edge `feather` wide.
    case linearWipe(completion: Double, direction: Vector2, feather: Double)
    /// Hides the sector a ray from `center` has swept: starting at `start` (a direction),
    /// `completion` (0...1) of a turn, with an edge `feather` wide.
    case radialWipe(center: Vector2, start: Vector2, completion: Double, sweep: WipeSweep, feather: Double)
    /// Erodes (positive `amount`) or grows (negative) the layer's silhouette by `amount`
    /// composition units (the simple choker).
    case choke(amount: Double)
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
    /// The layer's colour mixed toward a gradient laid over its opaque bounds (gradient
    /// overlay): offsets run along `direction` (composition space) through the bounds' centre,
    /// spanning the bounds' extent along it times `scale`; coverage is kept.
    case gradientOverlay(stops: [GradientStop], direction: Vector2, shape: OverlayShape, scale: Double, opacity: Double)

    /// Where a stroke effect paints.
    package enum StrokePaintStyle: Sendable, Equatable {
        /// Over the layer.
        case onOriginal
        /// Instead of the layer.
        case onTransparent
        /// The layer shows only under the stroke.
        case revealOriginal
    }

    /// How a gradient overlay lays its offsets over the layer.
    package enum OverlayShape: Sendable, Equatable {
        /// 0 to 1 across the bounds along the direction.
        case linear
        /// 0 at the centre to 1 at half the bounds' larger side.
        case radial
        /// 0 at the centre line to 1 at both ends (mirrored linear).
        case reflected
    }

    /// Which way a radial wipe turns.
    package enum WipeSweep: Sendable, Equatable {
        case clockwise, counterclockwise, both
    }

    /// The axes a blur runs along.
    package enum BlurAxes: Sendable, Equatable {
        case both, horizontal, vertical
    }
}

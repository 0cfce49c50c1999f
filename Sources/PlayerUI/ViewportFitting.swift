import CellEncoder
import Lottie

/// How the animation fills the player's viewport.
package enum ViewportFitting: String, CaseIterable, Sendable {
    /// Scaled to fit, centred (the default).
    case fit
    /// Scaled to cover, the overflow cut.
    case fill
    /// Scaled to the viewport in each direction.
    case stretch
    /// One composition pixel per cell pixel, centred.
    case original
}

extension PlayerUI {
    /// The content mode and zoom that place the animation in a viewport rendered at
    /// `width` × `height` pixels, `supersampling` of them per cell pixel, with the user's zoom
    /// on top.
    func placement(width: Int, height: Int, supersampling: Int) -> (mode: LottieContentMode, zoom: ViewZoom) {
        switch fitting {
        case .fit: return (.scaleAspectFit, zoom)
        case .fill: return (.scaleAspectFill, zoom)
        case .stretch: return (.scaleToFill, zoom)
        case .original:
            let size = animation.size
            guard width > 0, height > 0 else { return (.topLeft, zoom) }
            let unscaled = ViewZoom(
                scale: Double(supersampling), focusX: size.width / 2 / Double(width), focusY: size.height / 2 / Double(height))
            return (.topLeft, unscaled.followed(by: zoom))
        }
    }
}

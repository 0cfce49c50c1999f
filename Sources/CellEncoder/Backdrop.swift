import LottieGraphics

/// What shows through a frame's transparent and translucent pixels.
package enum Backdrop: Hashable, Sendable {
    /// The terminal's own background, whose colour is `Color` (found by asking the terminal, or
    /// assumed). Fully transparent pixels keep the terminal's default background, so its theme
    /// shows through; translucent ones are blended over the colour.
    case terminal(Color)
    /// A grey checkerboard (squares of two cells by one), as image editors show transparency.
    case checkerboard
    /// A solid colour behind the whole frame.
    case solid(Color)

    /// The colour behind the pixel at (`x`, `y`) of a grid with `pixelsPerCell` pixels per cell.
    func color(x: Int, y: Int, pixelsPerCell: (width: Int, height: Int)) -> SIMD3<Float> {
        switch self {
        case .terminal(let color), .solid(let color):
            return SIMD3(Float(color.r), Float(color.g), Float(color.b))
        case .checkerboard:
            let odd = (x / (2 * pixelsPerCell.width) + y / pixelsPerCell.height) & 1 == 1
            return SIMD3(repeating: odd ? 0.4 : 0.6)
        }
    }

    /// Whether fully transparent pixels are left to the terminal's default background.
    var keepsTerminalBackground: Bool {
        if case .terminal = self { return true }
        return false
    }

    /// The terminal's background colour assumed when nothing better is known: black.
    package static let dark = Backdrop.terminal(.black)
}

/// The backdrops a user picks from (the player's `g` key cycles them; `--backdrop`).
package enum BackdropMode: String, CaseIterable, Sendable {
    /// The terminal's own background (the default).
    case terminal
    case checkerboard
    case black
    case white

    /// The backdrop, given the terminal background's colour.
    package func backdrop(terminalBackground: Color) -> Backdrop {
        switch self {
        case .terminal: .terminal(terminalBackground)
        case .checkerboard: .checkerboard
        case .black: .solid(.black)
        case .white: .solid(.white)
        }
    }
}

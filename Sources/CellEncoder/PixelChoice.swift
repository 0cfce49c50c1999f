/// How the viewport is drawn: `--pixels auto|kitty|sixel|iterm|off`.
package enum PixelChoice: String, CaseIterable, Sendable {
    case auto, kitty, sixel, iterm, off

    /// The protocol to draw with, or nil for cells, with the reason when `auto` found none (or
    /// a mode was forced without the cell size it needs).
    ///
    /// `auto` takes kitty when the terminal answered the kitty query, else sixel when DA1 lists
    /// it, else iTerm2 images when XTVERSION names a terminal known to show them (iTerm2,
    /// WezTerm, mintty); under tmux only sixel, and only when tmux itself lists it. Every pixel
    /// mode needs the cell size in pixels.
    package func resolve(_ graphics: TerminalGraphics) -> (mode: PixelMode?, reason: String?) {
        let mode: PixelMode?
        switch self {
        case .off: return (nil, nil)
        case .kitty: mode = .kitty
        case .sixel: mode = .sixel
        case .iterm: mode = .iterm
        case .auto:
            let name = graphics.version?.lowercased() ?? ""
            if graphics.underTmux {
                mode = graphics.sixel ? .sixel : nil
                if mode == nil { return (nil, "tmux shows no pixels") }
            } else if graphics.kitty {
                mode = .kitty
            } else if graphics.sixel {
                mode = .sixel
            } else if ["iterm2", "wezterm", "mintty"].contains(where: name.hasPrefix) {
                mode = .iterm
            } else {
                return (nil, "no pixel protocol answered")
            }
        }
        guard graphics.cellSize != nil else { return (nil, "cell size in pixels unknown") }
        return (mode, nil)
    }
}

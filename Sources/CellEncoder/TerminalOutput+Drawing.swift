extension TerminalOutput.Pen {
    /// The glyph and pen that draw `cell`'s look with the fewest colour changes from `current`
    /// (nil when unknown).
    ///
    /// A space only shows its background (unless underlined or reversed) and `█` only its
    /// foreground, so the other colour is left as it is. Without attributes, `▀` with colours A
    /// over B looks like `▄` with B over A, so a half block is flipped when that keeps more of the
    /// pen. (`.terminalDefault` as a foreground is the theme's text colour, not its background, so
    /// cells using it are never flipped.)
    static func drawing(_ cell: Cell, after current: Self?) -> (character: Unicode.Scalar, pen: Self) {
        let asIs = Self(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
        guard let current else { return (cell.character, asIs) }
        if cell.attributes.isEmpty {
            switch cell.character {
            case "█":
                return ("█", Self(foreground: cell.foreground, background: current.background, attributes: []))
            case "▀", "▄":
                guard cell.foreground != .terminalDefault, cell.background != .terminalDefault else { break }
                let flipped = Self(foreground: cell.background, background: cell.foreground, attributes: [])
                if flipped.changes(from: current) < asIs.changes(from: current) {
                    return (cell.character == "▀" ? "▄" : "▀", flipped)
                }
            default:
                break
            }
        }
        if cell.character == " ", cell.attributes.isDisjoint(with: [.underline, .reverse]) {
            return (" ", Self(foreground: current.foreground, background: cell.background, attributes: cell.attributes))
        }
        return (cell.character, asIs)
    }

    /// How many colours differ from `other`.
    private func changes(from other: Self) -> Int {
        (foreground == other.foreground ? 0 : 1) + (background == other.background ? 0 : 1)
    }
}

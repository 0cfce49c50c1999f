import CNcursesw
import CellEncoder

/// Curses colour pairs for (foreground, background) cell colours, allocated on demand with
/// `alloc_pair` (which recycles the least recently used pair when the table is full).
struct ColorPairs {
    private var cache: [Key: Int32] = [:]

    private struct Key: Hashable {
        var foreground: CellColor
        var background: CellColor
    }

    /// The pair number for the colours (0, the terminal's own colours, when there are none).
    mutating func pair(foreground: CellColor, background: CellColor, colors: Int, direct: Bool) -> Int32 {
        guard colors > 0 else { return 0 }
        if foreground == .terminalDefault, background == .terminalDefault { return 0 }
        let key = Key(foreground: foreground, background: background)
        if let pair = cache[key] { return pair }
        let pair = alloc_pair(
            Self.number(foreground, colors: colors, direct: direct), Self.number(background, colors: colors, direct: direct))
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        let result = max(pair, 0)
        cache[key] = result
        return result
    }

    /// The curses colour number: -1 for the terminal default, the packed RGB value on
    /// direct-colour terminals, else the palette index (24-bit colours folded into the 6×6×6 cube).
    static func number(_ color: CellColor, colors: Int, direct: Bool) -> Int32 {
        switch color {
        case .terminalDefault:
            return -1
        case .palette(let index):
            return Int(index) < colors ? Int32(index) : Int32(Int(index) % max(colors, 1))
        case .rgb(let r, let g, let b):
            if direct { return Int32(r) << 16 | Int32(g) << 8 | Int32(b) }
            guard colors >= 256 else { return -1 }
            func level(_ v: UInt8) -> Int32 { Int32(XtermPalette.cubeIndex(Int(v))) }
            return 16 + 36 * level(r) + 6 * level(g) + level(b)
        }
    }
}

/// The character of each pattern of lit pixels in a quadrant (2 × 2), sextant (2 × 3) or octant
/// (2 × 4) cell. Bit `i` of a pattern is pixel `i` in reading order (left to right, then down),
/// so pixels 1 2 / 3 4 / … of the Unicode names are bits 0, 1, 2, 3, ….
///
/// The sextant (U+1FB00…) and octant (U+1CD00…) ranges list their patterns in increasing order
/// but leave out the shapes encoded before them; those are the space, the full, half and
/// quadrant blocks, and for octants a few other block elements and Legacy Computing characters.
/// So every pattern has exactly one character.
package enum BlockGlyphs {
    /// The character showing `pattern` in a cell of `mode` (quadrant, sextant or octant).
    package static func character(_ pattern: Int, mode: CellMode) -> Unicode.Scalar {
        switch mode {
        case .quadrant: quadrants[pattern & 0xF]
        case .sextant: sextants[pattern & 0x3F]
        case .octant, .halfBlock, .braille: octants[pattern & 0xFF]
        }
    }

    /// Quadrants: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
    static let quadrants: [Unicode.Scalar] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// Sextants: the range skips patterns 135 (`▌`) and 246 (`▐`).
    static let sextants: [Unicode.Scalar] = (0..<64).map { pattern in
        switch pattern {
        case 0: " "
        case 0b010101: "▌"
        case 0b101010: "▐"
        case 0b111111: "█"
        default:
            scalar(0x1FB00 + UInt32(pattern - 1 - (pattern > 0b010101 ? 1 : 0) - (pattern > 0b101010 ? 1 : 0)))
        }
    }

    /// The octant patterns encoded before Unicode 16, with their characters.
    static let earlierOctants: [Int: Unicode.Scalar] = [
        0x00: " ", 0xFF: "█", 0x0F: "▀", 0xF0: "▄", 0x55: "▌", 0xAA: "▐",
        0x05: "▘", 0x0A: "▝", 0x50: "▖", 0xA0: "▗", 0xA5: "▚", 0x5A: "▞", 0xF5: "▙", 0x5F: "▛", 0xAF: "▜", 0xFA: "▟",
        0xC0: "▂", 0xFC: "▆",
        0x03: scalar(0x1FB82), 0x3F: scalar(0x1FB85),  // upper one quarter, upper three quarters
        0x01: scalar(0x1CEA8), 0x02: scalar(0x1CEAB), 0x40: scalar(0x1CEA3), 0x80: scalar(0x1CEA0),  // left/right half quarters
        0x14: scalar(0x1FBE6), 0x28: scalar(0x1FBE7),  // middle left and right one quarter
    ]

    /// Octants: the other 230 patterns in order from U+1CD00.
    static let octants: [Unicode.Scalar] = {
        var next: UInt32 = 0x1CD00
        return (0..<256).map { pattern in
            if let earlier = earlierOctants[pattern] { return earlier }
            defer { next += 1 }
            return scalar(next)
        }
    }()

    private static func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? " " }
}

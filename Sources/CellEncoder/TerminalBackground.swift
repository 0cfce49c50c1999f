import LottieGraphics

/// The terminal's background colour, from its answer to an OSC 11 query or from `COLORFGBG`.
package enum TerminalBackground {
    /// The query: OSC 11 asks for the background colour, and primary device attributes
    /// (DA1), which every terminal answers, mark the end of the replies, so a terminal that
    /// ignores OSC 11 costs no more than one round trip.
    package static let query = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    /// Whether `reply` holds the answer to the DA1 part of ``query`` (`ESC [ ? … c`): nothing
    /// more will come.
    package static func isComplete(_ reply: [UInt8]) -> Bool {
        guard let start = find([0x1B, 0x5B, 0x3F], in: reply) else { return false }
        return reply[(start + 3)...].contains(0x63)
    }

    /// The colour in an OSC 11 reply (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST, with
    /// 1–4 hex digits per channel), or nil when `reply` holds none. Anything else around it is
    /// ignored.
    package static func parse(_ reply: [UInt8]) -> Color? {
        guard let start = find(Array("\u{1B}]11;rgb:".utf8), in: reply) else { return nil }
        var index = start + 9
        var channels: [Double] = []
        for channel in 0..<3 {
            var digits = 0
            var value = 0
            while index < reply.count, let digit = hexValue(reply[index]), digits < 4 {
                value = value * 16 + digit
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            channels.append(Double(value) / Double((1 << (4 * digits)) - 1))
            if channel < 2 {
                guard index < reply.count, reply[index] == 0x2F else { return nil }
                index += 1
            }
        }
        guard index < reply.count, reply[index] == 0x07 || reply[index] == 0x1B else { return nil }
        return Color(r: channels[0], g: channels[1], b: channels[2])
    }

    /// The background `COLORFGBG` implies (`"15;0"`: default foreground 15 on background 0):
    /// black for a dark palette entry, white for a light one (7, 9–15), nil when unset or odd.
    package static func fromColorFGBG(_ value: String?) -> Color? {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last), (0...255).contains(index) else {
            return nil
        }
        return index == 7 || (9...15).contains(index) ? .white : .black
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

/// What a terminal says about drawing pixels, from its answers to one round of queries: the
/// kitty graphics query, XTVERSION, the cell size in pixels (`CSI 16 t`), XTSMGRAPHICS (sixel
/// colour registers and largest image) and primary device attributes (DA1, where attribute 4
/// is sixel; every terminal answers it, so it ends the round).
package struct TerminalGraphics: Equatable, Sendable {
    /// Whether the kitty graphics query was answered `OK`.
    package var kitty = false
    /// Whether DA1 lists attribute 4 (sixel).
    package var sixel = false
    /// The terminal's name and version from XTVERSION (`XTerm(379)`, `tmux 3.3a`).
    package var version: String?
    /// The size of a cell in pixels.
    package var cellSize: (width: Int, height: Int)?
    /// The sixel colour registers (XTSMGRAPHICS).
    package var colorRegisters: Int?
    /// The largest sixel image (XTSMGRAPHICS).
    package var sixelLimit: (width: Int, height: Int)?
    /// Whether the program runs inside tmux (`TMUX` set, or XTVERSION names tmux).
    package var underTmux = false

    package init() {}

    /// The queries, DA1 last.
    package static let query = Array(
        ("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[?1;1;0S" + "\u{1B}[?2;1;0S"
            + "\u{1B}[c").utf8)

    /// Parses the replies in `reply` (any order, anything else ignored).
    package init(reply: [UInt8], environment: [String: String]) {
        underTmux = !(environment["TMUX"] ?? "").isEmpty
        var index = 0
        while index + 1 < reply.count {
            guard reply[index] == 0x1B else {
                index += 1
                continue
            }
            switch reply[index + 1] {
            case 0x5F:  // APC: kitty `ESC _ G i=31;OK ESC \`
                let body = Self.stringBody(reply, from: index + 2)
                if body.text.hasPrefix("G"), body.text.contains("i=31"), body.text.hasSuffix(";OK") { kitty = true }
                index = body.end
            case 0x50:  // DCS: XTVERSION `ESC P > | name ESC \`
                let body = Self.stringBody(reply, from: index + 2)
                if body.text.hasPrefix(">|") { version = String(body.text.dropFirst(2)) }
                index = body.end
            case 0x5D:  // OSC (the background colour's answer)
                index = Self.stringBody(reply, from: index + 2).end
            case 0x5B:
                let (parameters, final, end) = Self.controlSequence(reply, from: index + 2)
                parse(parameters: parameters, final: final)
                index = end
            default:
                index += 1
            }
        }
        if version?.lowercased().hasPrefix("tmux") == true { underTmux = true }
    }

    /// Whether `reply` holds the DA1 answer (`ESC [ ? … c`): nothing more will come.
    package static func isComplete(_ reply: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < reply.count {
            if reply[index] == 0x1B, reply[index + 1] == 0x5B {
                let (parameters, final, end) = controlSequence(reply, from: index + 2)
                if final == 0x63, parameters.hasPrefix("?") { return true }
                index = end
            } else {
                index += 1
            }
        }
        return false
    }

    // MARK: - Private

    private mutating func parse(parameters: String, final: UInt8?) {
        let numbers = parameters.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case 0x63 where parameters.hasPrefix("?"):  // DA1
            sixel = numbers.dropFirst().contains(4)
        case 0x74 where numbers.count == 3 && numbers[0] == 6:  // CSI 6 ; height ; width t
            if let height = numbers[1], let width = numbers[2], height > 0, width > 0 { cellSize = (width, height) }
        case 0x53 where parameters.hasPrefix("?") && numbers.count >= 3 && numbers[1] == 0:  // XTSMGRAPHICS, status 0
            if numbers[0] == 1, let registers = numbers[2], registers > 0 { colorRegisters = registers }
            if numbers[0] == 2, numbers.count >= 4, let width = numbers[2], let height = numbers[3] { sixelLimit = (width, height) }
        default:
            break
        }
    }

    /// The text of a string control (APC, DCS, OSC) starting at `start`, up to ST or BEL, and
    /// the index after its end.
    private static func stringBody(_ reply: [UInt8], from start: Int) -> (text: String, end: Int) {
        var index = start
        while index < reply.count {
            if reply[index] == 0x07 { return (text(reply[start..<index]), index + 1) }
            if reply[index] == 0x1B, index + 1 < reply.count, reply[index + 1] == 0x5C { return (text(reply[start..<index]), index + 2) }
            index += 1
        }
        return (text(reply[start..<index]), index)
    }

    /// A CSI's parameter text and final byte (nil when cut off), and the index after it.
    private static func controlSequence(_ reply: [UInt8], from start: Int) -> (parameters: String, final: UInt8?, end: Int) {
        var index = start
        while index < reply.count, (0x20...0x3F).contains(reply[index]) { index += 1 }
        guard index < reply.count, (0x40...0x7E).contains(reply[index]) else { return (text(reply[start..<index]), nil, index) }
        return (text(reply[start..<index]), reply[index], index + 1)
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    package static func == (a: Self, b: Self) -> Bool {
        a.kitty == b.kitty && a.sixel == b.sixel && a.version == b.version && a.cellSize?.width == b.cellSize?.width
            && a.cellSize?.height == b.cellSize?.height && a.colorRegisters == b.colorRegisters
            && a.sixelLimit?.width == b.sixelLimit?.width && a.sixelLimit?.height == b.sixelLimit?.height && a.underTmux == b.underTmux
    }
}

/// Escape-sequence bytes being built for a terminal, remembering the SGR state (the "pen") so
/// that colours and attributes are only sent when they change.
struct TerminalOutput {
    /// The colours and attributes the terminal draws with.
    struct Pen: Equatable {
        var foreground: CellColor
        var background: CellColor
        var attributes: CellAttributes

        static let plain = Pen(foreground: .terminalDefault, background: .terminalDefault, attributes: [])
    }

    /// A point to roll back to (see ``restore(_:)``).
    struct Checkpoint {
        let count: Int
        let pen: Pen?
    }

    private(set) var bytes: [UInt8]
    /// The terminal's pen; nil when unknown (before the first SGR of a frame).
    private var pen: Pen?

    init(bytes: [UInt8] = [], penIsPlain: Bool = false) {
        self.bytes = bytes
        self.pen = penIsPlain ? .plain : nil
    }

    // MARK: - Writing

    /// Writes one cell's look: its glyph with its colours and attributes, or an equivalent glyph
    /// that needs fewer colour changes from the current pen (see ``Pen/drawing(_:after:)``).
    mutating func write(_ cell: Cell) {
        let (character, wanted) = Pen.drawing(cell, after: pen)
        if wanted != pen { setPen(wanted) }
        appendUTF8(character)
    }

    /// Moves the cursor to a zero-based terminal row and column (CUP).
    mutating func move(row: Int, column: Int) {
        appendCSI()
        appendDecimal(row + 1)
        bytes.append(0x3B)
        appendDecimal(column + 1)
        bytes.append(0x48)
    }

    /// Moves the cursor `count` columns right (CUF).
    mutating func moveForward(_ count: Int) {
        appendCSI()
        appendDecimal(count)
        bytes.append(0x43)
    }

    /// Resets colours and attributes (SGR 0) after writing with a pen other than the plain one.
    mutating func resetPen() {
        guard let current = pen, current != .plain else { return }
        appendCSI()
        bytes.append(0x30)
        bytes.append(0x6D)
        pen = .plain
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    func checkpoint() -> Checkpoint { Checkpoint(count: bytes.count, pen: pen) }

    /// Drops everything written after `checkpoint`.
    mutating func restore(_ checkpoint: Checkpoint) {
        bytes.removeSubrange(checkpoint.count...)
        pen = checkpoint.pen
    }

    /// The length of a CUF sequence.
    static func moveForwardLength(_ count: Int) -> Int { 3 + digitCount(count) }

    // MARK: - Private

    /// Sends the SGR that changes the current pen into `wanted`: only what differs, or a reset
    /// followed by everything when the pen is unknown or attributes must be switched off.
    private mutating func setPen(_ wanted: Pen) {
        appendCSI()
        var first = true
        func separator() {
            if !first { bytes.append(0x3B) }
            first = false
        }
        var current = pen ?? .plain
        if pen == nil || !wanted.attributes.isSuperset(of: current.attributes) {
            bytes.append(0x30)
            first = false
            current = .plain
        }
        for (attribute, code) in Self.attributeCodes
        where wanted.attributes.contains(attribute) && !current.attributes.contains(attribute) {
            separator()
            appendDecimal(code)
        }
        if wanted.foreground != current.foreground {
            separator()
            appendColor(wanted.foreground, base: 30)
        }
        if wanted.background != current.background {
            separator()
            appendColor(wanted.background, base: 40)
        }
        bytes.append(0x6D)
        pen = wanted
    }

    private static let attributeCodes: [(CellAttributes, Int)] = [(.bold, 1), (.dim, 2), (.underline, 4), (.reverse, 7)]

    /// SGR parameters of a colour: `base` is 30 (foreground) or 40 (background).
    private mutating func appendColor(_ color: CellColor, base: Int) {
        switch color {
        case .terminalDefault:
            appendDecimal(base + 9)
        case .palette(let index) where index < 8:
            appendDecimal(base + Int(index))
        case .palette(let index) where index < 16:
            appendDecimal(base + 60 + Int(index) - 8)
        case .palette(let index):
            appendDecimal(base + 8)
            bytes.append(0x3B)
            bytes.append(0x35)
            bytes.append(0x3B)
            appendDecimal(Int(index))
        case .rgb(let red, let green, let blue):
            appendDecimal(base + 8)
            bytes.append(0x3B)
            bytes.append(0x32)
            bytes.append(0x3B)
            appendDecimal(Int(red))
            bytes.append(0x3B)
            appendDecimal(Int(green))
            bytes.append(0x3B)
            appendDecimal(Int(blue))
        }
    }

    private mutating func appendDecimal(_ value: Int) {
        guard value >= 10 else {
            bytes.append(0x30 + UInt8(clamping: max(value, 0)))
            return
        }
        let start = bytes.count
        var rest = value
        while rest > 0 {
            bytes.append(0x30 + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    private mutating func appendCSI() {
        bytes.append(0x1B)
        bytes.append(0x5B)
    }

    private static func digitCount(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(0xC0 | UInt8(value >> 6))
            bytes.append(0x80 | UInt8(value & 0x3F))
        case ..<0x1_0000:
            bytes.append(0xE0 | UInt8(value >> 12))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(value >> 18))
            bytes.append(0x80 | UInt8(value >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        }
    }
}

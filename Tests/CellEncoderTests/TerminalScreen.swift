import CellEncoder

/// A minimal terminal for tests: applies the escape sequences `ANSIWriter` emits (CUP, CUF,
/// SGR, DEC 2026 markers) and UTF-8 text to a grid of cells, so that output can be checked by
/// what ends up on screen.
struct TerminalScreen {
    var cells: CellGrid
    private var row = 0
    private var column = 0
    private var pen = Cell(character: " ")

    init(columns: Int, rows: Int, filler: Cell = .blank) {
        cells = CellGrid(columns: columns, rows: rows, filler: filler)
    }

    /// Applies `bytes`; returns false on a sequence this model does not know.
    mutating func apply(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else { return false }
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return false }
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                guard control(parameters, final: bytes[end]) else { return false }
                index = end + 1
                continue
            }
            let length = bytes[index] < 0x80 ? 1 : bytes[index] < 0xE0 ? 2 : bytes[index] < 0xF0 ? 3 : 4
            guard index + length <= bytes.count,
                let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first
            else { return false }
            pen.character = scalar
            cells[column, row] = pen
            column += 1
            index += length
        }
        return true
    }

    private mutating func control(_ parameters: String, final: UInt8) -> Bool {
        if parameters == "?2026" { return final == 0x68 || final == 0x6C }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case 0x48:  // CUP
            row = (numbers.first ?? 1) - 1
            column = (numbers.count > 1 ? numbers[1] : 1) - 1
        case 0x43:  // CUF
            column += numbers.first ?? 1
        case 0x6D:  // SGR
            return sgr(numbers)
        default:
            return false
        }
        return true
    }

    private mutating func sgr(_ numbers: [Int]) -> Bool {
        var index = 0
        while index < numbers.count {
            let code = numbers[index]
            index += 1
            switch code {
            case 0: pen = Cell(character: " ")
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 30...37: pen.foreground = .palette(UInt8(code - 30))
            case 90...97: pen.foreground = .palette(UInt8(code - 90 + 8))
            case 40...47: pen.background = .palette(UInt8(code - 40))
            case 100...107: pen.background = .palette(UInt8(code - 100 + 8))
            case 39: pen.foreground = .terminalDefault
            case 49: pen.background = .terminalDefault
            case 38, 48:
                guard index < numbers.count else { return false }
                let color: CellColor
                if numbers[index] == 5, index + 1 < numbers.count {
                    color = .palette(UInt8(numbers[index + 1]))
                    index += 2
                } else if numbers[index] == 2, index + 3 < numbers.count {
                    color = .rgb(UInt8(numbers[index + 1]), UInt8(numbers[index + 2]), UInt8(numbers[index + 3]))
                    index += 4
                } else {
                    return false
                }
                if code == 38 { pen.foreground = color } else { pen.background = color }
            default:
                return false
            }
        }
        return true
    }
}

/// What a cell looks like: half blocks and full blocks as their top and bottom colours, spaces
/// as their background, anything else as itself. Cells that look alike compare equal.
enum CellLook: Equatable {
    case halves(top: CellColor, bottom: CellColor)
    case other(Cell)

    init(_ cell: Cell) {
        guard cell.attributes.isEmpty else {
            self = .other(cell)
            return
        }
        switch cell.character {
        case " ": self = .halves(top: cell.background, bottom: cell.background)
        case "█": self = .halves(top: cell.foreground, bottom: cell.foreground)
        case "▀" where cell.foreground != .terminalDefault: self = .halves(top: cell.foreground, bottom: cell.background)
        case "▄" where cell.foreground != .terminalDefault: self = .halves(top: cell.background, bottom: cell.foreground)
        default: self = .other(cell)
        }
    }
}

/// What each cell of a captured terminal screen looks like, decoded from text with SGR escapes
/// (`tmux capture-pane -e`, or `render --format ansi`), so that two screens written with
/// different but equivalent escapes compare equal.
struct ScreenLooks: Equatable, CustomStringConvertible {
    /// A colour as the terminal shows it.
    enum Colour: Hashable {
        case standard
        case indexed(Int)
        case rgb(Int, Int, Int)
    }

    /// A cell's look: one colour, two stacked halves, or a glyph in a colour over another
    /// (with its weight and underline).
    enum Look: Hashable {
        case uniform(Colour)
        case halves(top: Colour, bottom: Colour)
        case glyph(Character, foreground: Colour, background: Colour, emphasis: Emphasis)
    }

    /// How a glyph is drawn besides its colours.
    struct Emphasis: Hashable {
        var bold = false
        var dim = false
        var underline = false
    }

    private(set) var rows: [[Look]]

    /// Decodes `lines`, each `columns` cells wide (missing cells are blank). Colours carry on
    /// from one line to the next, as tmux writes them.
    init(lines: [String], columns: Int) {
        var pen = Pen()
        rows = lines.map { Self.decode($0, columns: columns, pen: &pen) }
    }

    private init(rows: [[Look]]) {
        self.rows = rows
    }

    /// The `columns` × `rows` rectangle at (`column`, `row`).
    func region(column: Int, row: Int, columns: Int, rows count: Int) -> ScreenLooks {
        ScreenLooks(
            rows: (row..<(row + count)).map { index in
                let line = index < rows.count ? rows[index] : []
                return (column..<(column + columns)).map { $0 < line.count ? line[$0] : .uniform(.standard) }
            })
    }

    /// How many cells differ from `other` (cells outside either count as different).
    func differences(from other: ScreenLooks) -> Int { differingCells(from: other).count }

    /// The cells (row, column) that look different in `other`, cells outside either included.
    func differingCells(from other: ScreenLooks) -> [(row: Int, column: Int)] {
        var cells: [(row: Int, column: Int)] = []
        for index in 0..<max(rows.count, other.rows.count) {
            let a = index < rows.count ? rows[index] : []
            let b = index < other.rows.count ? other.rows[index] : []
            for column in 0..<max(a.count, b.count) where column >= a.count || column >= b.count || a[column] != b[column] {
                cells.append((index, column))
            }
        }
        return cells
    }

    var description: String {
        rows.map { row in
            String(
                row.map { look -> Character in
                    switch look {
                    case .uniform(.standard): " "
                    case .uniform: "█"
                    case .halves: "▀"
                    case .glyph(let character, _, _, _): character
                    }
                })
        }.joined(separator: "\n")
    }

    // MARK: - Decoding

    private struct Pen {
        var foreground = Colour.standard
        var background = Colour.standard
        var reverse = false
        var emphasis = Emphasis()
    }

    private static func decode(_ line: String, columns: Int, pen: inout Pen) -> [Look] {
        var looks: [Look] = []
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                guard index + 1 < scalars.count, scalars[index + 1] == "[" else {
                    index += 2
                    continue
                }
                var end = index + 2
                while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    apply(String(String.UnicodeScalarView(scalars[(index + 2)..<end])), to: &pen)
                }
                index = end + 1
                continue
            }
            index += 1
            if scalar.value < 0x20 { continue }
            looks.append(look(Character(scalar), pen))
        }
        if looks.count < columns { looks += Array(repeating: .uniform(.standard), count: columns - looks.count) }
        return Array(looks.prefix(columns))
    }

    private static func look(_ character: Character, _ pen: Pen) -> Look {
        let (foreground, background) = pen.reverse ? (pen.background, pen.foreground) : (pen.foreground, pen.background)
        switch character {
        case " ": return .uniform(background)
        case "█": return .uniform(foreground)
        case "▀": return foreground == background ? .uniform(foreground) : .halves(top: foreground, bottom: background)
        case "▄": return foreground == background ? .uniform(foreground) : .halves(top: background, bottom: foreground)
        default: return .glyph(character, foreground: foreground, background: background, emphasis: pen.emphasis)
        }
    }

    private static func apply(_ parameters: String, to pen: inout Pen) {
        let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: pen = Pen()
            case 1: pen.emphasis.bold = true
            case 2: pen.emphasis.dim = true
            case 4: pen.emphasis.underline = true
            case 7: pen.reverse = true
            case 22: (pen.emphasis.bold, pen.emphasis.dim) = (false, false)
            case 24: pen.emphasis.underline = false
            case 27: pen.reverse = false
            case 30...37: pen.foreground = .indexed(code - 30)
            case 90...97: pen.foreground = .indexed(code - 90 + 8)
            case 40...47: pen.background = .indexed(code - 40)
            case 100...107: pen.background = .indexed(code - 100 + 8)
            case 39: pen.foreground = .standard
            case 49: pen.background = .standard
            case 38, 48:
                var colour = Colour.standard
                if index + 2 < codes.count, codes[index + 1] == 5 {
                    colour = .indexed(codes[index + 2])
                    index += 2
                } else if index + 4 < codes.count, codes[index + 1] == 2 {
                    colour = .rgb(codes[index + 2], codes[index + 3], codes[index + 4])
                    index += 4
                }
                if code == 38 { pen.foreground = colour } else { pen.background = colour }
            default: break
            }
            index += 1
        }
    }
}

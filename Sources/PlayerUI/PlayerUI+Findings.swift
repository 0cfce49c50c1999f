import CellEncoder
import Compatibility

extension PlayerUI {
    /// Keys and clicks for the open findings panel: ↑ ↓ `k` `j` and clicks on its list select,
    /// Esc closes (`w` too, as the player's key); nil for those the player handles as usual.
    func handleFindings(_ input: PlayerInput) -> PlayerCommand? {
        switch input {
        case .up, .character("k"): findingsPanel.move(by: -1)
        case .down, .character("j"): findingsPanel.move(by: 1)
        case .escape: toggleFindings()
        case .mousePress(let column, let row) where layout.findings?.contains(column: column, row: row) == true:
            guard let panel = layout.findings else { break }
            let list = Self.findingsListArea(of: panel)
            guard row >= list.row, row < list.row + list.rows else { break }
            findingsPanel.select(findingsPanel.firstShownRow(visible: list.rows) + row - list.row)
        default:
            return nil
        }
        return .keepRunning
    }

    /// The findings panel: a header naming the targets and counting the findings, one line per
    /// finding (the selected one in reverse video), then the selected finding's detail (its
    /// first use's JSON path and keypath, what the target does with the feature, the
    /// workaround) and the keys.
    func drawFindings(into grid: inout CellGrid, at rect: CellRect) {
        guard !rect.isEmpty else { return }
        let (x, width) = Self.clearSidePanel(rect, in: &grid)
        grid.write(findingsHeader, column: x, row: rect.row, limit: width, attributes: .bold)
        let list = Self.findingsListArea(of: rect)
        let first = findingsPanel.firstShownRow(visible: list.rows)
        for (offset, line) in findingLines.dropFirst(first).prefix(list.rows).enumerated() {
            let attributes: CellAttributes = first + offset == findingsPanel.selectedIndex ? .reverse : []
            grid.write(Self.padded(line, width: width), column: x, row: list.row + offset, attributes: attributes)
        }
        let shown = rect.rows - 1 - list.rows
        for (offset, line) in findingDetail(width: width).prefix(shown).enumerated() {
            grid.write(line.text, column: x, row: list.row + list.rows + offset, limit: width, attributes: line.attributes)
        }
    }

    /// Lines under the list: the selected finding's path and keypath, three of what the target
    /// does with the feature and the workaround, and the keys.
    static let findingsDetailRows = 6

    /// The screen rows the list takes in a panel at `rect`: below the header, above the detail.
    static func findingsListArea(of rect: CellRect) -> (row: Int, rows: Int) {
        let detail = min(findingsDetailRows, max(rect.rows - 2, 0))
        return (rect.row + 1, max(rect.rows - 1 - detail, 0))
    }

    /// `2 findings for ios, android`, or `no findings for ios-ca` (`all targets` when every
    /// target is checked).
    var findingsHeader: String {
        let targets = findingsPanel.targets
        let names = targets == Target.allCases ? "all targets" : targets.map(\.rawValue).joined(separator: ", ")
        let count = findingsPanel.findings.count
        return (count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")") + " for " + names
    }

    /// One line per finding, in columns: target, severity, feature, how many times the file
    /// uses it and the first use's layer (`android  drawn differently  shape merge paths ×1  Merged`).
    var findingLines: [String] {
        let findings = findingsPanel.findings
        let targetWidth = findings.map { $0.target.rawValue.count }.max() ?? 0
        let severityWidth = findings.map { $0.severity.rawValue.count }.max() ?? 0
        return findings.map { finding in
            let layer = findingsPanel.layerName(of: finding).map { "  " + $0.messageText(limit: 40) } ?? ""
            return Self.padded(finding.target.rawValue, width: targetWidth) + "  " + Self.padded(finding.severity.rawValue, width: severityWidth)
                + "  " + finding.featureName + " ×\(finding.count)" + layer
        }
    }

    /// The selected finding's detail, ``findingsDetailRows`` lines: its first use's JSON path
    /// (and how many more uses), the keypath of the node it is inside, what the target does
    /// with the feature and the workaround (wrapped, the last line cut with `…`), then the keys.
    private func findingDetail(width: Int) -> [FooterLine] {
        let keys = FooterLine(text: "↑ ↓ select  w Esc close", attributes: .dim)
        let room = Self.findingsDetailRows - 3
        guard let finding = findingsPanel.selected else {
            return Array(repeating: FooterLine(text: ""), count: room + 2) + [keys]
        }
        let more = finding.count > 1 ? "  +\(finding.count - 1) more" : ""
        let path = FooterLine(text: Self.tail((finding.uses.first?.path ?? "(root)") + more, width: width), attributes: .bold)
        let keypath =
            findingsPanel.node(of: finding).map { FooterLine(text: Self.tail($0.keypath.string, width: width)) }
            ?? FooterLine(text: "no keypath", attributes: .dim)
        let does = finding.target.rawValue + ": " + finding.severity.rawValue + ": " + finding.featureName + (finding.note.map { ": " + $0 } ?? "")
        var notes = Self.wrapped(does, width: width).map { FooterLine(text: $0) }
        notes += Self.wrapped(finding.workaround.map { "workaround: " + $0 } ?? "", width: width).map { FooterLine(text: $0, attributes: .dim) }
        if notes.count > room {
            notes = Array(notes.prefix(room))
            notes[room - 1].text = String(String.UnicodeScalarView(notes[room - 1].text.unicodeScalars.prefix(max(width - 1, 0)))) + "…"
        }
        notes += Array(repeating: FooterLine(text: ""), count: room - notes.count)
        return [path, keypath] + notes + [keys]
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word is cut).
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var rest = Substring(word).unicodeScalars
            let joined = line.isEmpty ? String(rest) : line + " " + String(rest)
            if joined.unicodeScalars.count <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while rest.count > width {
                lines.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            }
            line = String(rest)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

import CellEncoder
import Lottie
import LottieCore

extension PlayerUI {
    /// The whole screen: the animation's cells in the viewport (blank when it is drawn as an
    /// image, see ``viewportImage(shown:)``), the timeline, the status bar and any overlay; the file
    /// browser, when it is open, over the viewport and the side panel.
    package func screen() -> CellGrid {
        var grid = CellGrid(columns: layout.columns, rows: layout.rows)
        let port = layout.viewport
        if !port.isEmpty, !isBrowserOpen, let comparison {
            drawComparison(
                comparison, into: &grid, at: port, encoder: style.encoder(cellMode: cellMode, colorMode: colorMode, backdrop: backdrop))
        } else if !port.isEmpty, activePixelMode == nil, !isBrowserOpen {
            let encoder = style.encoder(cellMode: cellMode, colorMode: colorMode, backdrop: backdrop)
            let size = encoder.pixelSize(columns: port.columns, rows: port.rows)
            let place = placement(width: size.width, height: size.height, supersampling: encoder.supersampling)
            let cells = viewport.cells(
                frame: player.realtimeAnimationFrame, columns: port.columns, rows: port.rows, encoder: encoder,
                contentMode: place.mode, zoom: place.zoom, highlight: highlightedNode)
            grid.place(cells, column: port.column, row: port.row)
        }
        if let panel = layout.inspector { drawInspector(into: &grid, at: panel) }
        if let panel = layout.findings { drawFindings(into: &grid, at: panel) }
        if let panel = layout.stateMachine { drawStateMachine(into: &grid, at: panel) }
        if isBrowserOpen { drawBrowser(into: &grid, at: browserRect) }
        if let timeline = layout.timeline { drawTimeline(into: &grid, at: timeline) }
        if let status = layout.status {
            let line =
                jumpLine(width: status.columns)
                ?? (notice ?? reloadError.map { "reload failed: " + $0 }).map { Self.padded(" " + $0.messageText(limit: 200), width: status.columns) }
                ?? statusLine(width: status.columns)
            grid.write(line, column: status.column, row: status.row, attributes: .reverse)
        }
        switch overlay {
        case .none: break
        case .help: drawBox(lines: helpBoxLines, title: "keys", into: &grid)
        case .markers(let selected): drawBox(lines: markerLines, title: "markers", selected: selected, into: &grid)
        case .files(let selected): drawBox(lines: fileLines, title: "files", selected: selected, into: &grid)
        }
        return grid
    }

    /// The node the viewport highlights, dimming the rest: the inspector's selection, or the
    /// selected finding's, while its panel is open.
    var highlightedNode: KeypathNode? {
        if isInspectorOpen { return inspector.highlightedNode }
        return isFindingsOpen ? findingsPanel.highlightedNode : nil
    }

    /// The cells drawn with the animation, which an overlay may cover.
    package var viewportRect: CellRect { layout.viewport }

    /// The overlay's box, when one is open.
    package var overlayRect: CellRect? {
        switch overlay {
        case .none: nil
        case .help: box(for: helpBoxLines)
        case .markers: box(for: markerLines)
        case .files: box(for: fileLines)
        }
    }

    // MARK: - Status bar

    /// `▶ playing  12/90  13%  0.40s/3.00s  loop  1x  intro  watch  half 256  29/30fps  a.json  ? help`,
    /// cut to `width` (`watch` while the file is watched; the backdrop is named when it is not
    /// the terminal's; the frames drawn over the last second only while playing, beside the
    /// file's own rate).
    func statusLine(width: Int) -> String {
        let frame = player.realtimeAnimationFrame
        let shown = LottiePlayer.snapped(frame).clampedInt(in: -1_000_000_000...1_000_000_000)
        var parts = [
            stateMachine.map { $0.machine.isRunning ? "◆ " + ($0.machine.currentState ?? "machine").messageText(limit: 24) : "■ machine stopped" }
                ?? (player.isAnimationPlaying ? "▶ playing" : "■ paused"),
            "\(shown)/\(animation.endFrame.clampedInt(in: -1_000_000_000...1_000_000_000))",
            "\((player.realtimeAnimationProgress * 100).rounded(.down).clampedInt(in: -1_000_000...1_000_000))%",
            Self.seconds(animation.time(forFrame: player.realtimeAnimationFrame)) + "/" + Self.seconds(animation.duration),
            player.loopMode.description,
            Self.speed(player.animationSpeed),
        ]
        if let label = controlLabel {
            parts.append(label)
        } else if let range = playRange {
            parts.append("[\(range.name) \(Self.number(range.from))-\(Self.number(range.to))]")
        } else if let index = currentMarkerIndex {
            parts.append(markers[index].name)
        }
        if watching == true { parts.append("watch") }
        parts.append(
            (activePixelMode.map { "\($0.rawValue) pixels" } ?? "\(cellMode.rawValue) \(colorMode.rawValue)") + (backdrop == .terminal ? "" : " \(backdrop.rawValue)")
                + (fitting == .fit ? "" : " \(fitting.rawValue)")
                + (zoom == .none ? "" : " zoom \(Self.number((zoom.scale * 100).rounded() / 100))x"))
        let rate = Self.number(animation.framerate)
        if player.isAnimationPlaying, let achievedFPS {
            parts.append("\(achievedFPS.rounded().clampedInt(in: 0...100_000))/\(rate)fps")
        } else {
            parts.append("\(rate)fps")
        }
        if let title {
            let place = listPosition.map { " \($0.index)/\($0.count)" } ?? ""
            let inside = container.map { ":" + $0.animation + ($0.theme.map { "/" + $0 } ?? "") } ?? ""
            parts.append(Self.baseName(title).messageText(limit: 32) + inside.messageText(limit: 32) + place)
        }
        parts.append("? help")
        // The state symbol always shows, even when nothing else fits.
        var line = " " + String(parts[0].prefix(1))
        if (" " + parts[0]).unicodeScalars.count <= width { line = " " + parts[0] }
        for part in parts.dropFirst() {
            let next = line + "  " + part
            guard next.unicodeScalars.count <= width else { break }
            line = next
        }
        return Self.padded(line, width: width)
    }

    /// The jump prompt, when it is open: ` jump to: 40%▏  error or hint`.
    func jumpLine(width: Int) -> String? {
        guard let text = jumpText else { return nil }
        let hint = jumpError ?? "frame, 2.5s, 1:02, 40% or a marker (Tab completes)"
        return Self.padded(" jump to: " + text.messageText(limit: Self.maxJumpLength) + "▏  " + hint, width: width)
    }

    /// `text` cut or padded with spaces to `width` columns.
    static func padded(_ text: String, width: Int) -> String {
        let scalars = text.unicodeScalars.prefix(max(width, 0))
        return String(String.UnicodeScalarView(scalars)) + String(repeating: " ", count: max(0, width - scalars.count))
    }

    /// The last component of a path.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func seconds(_ value: Double) -> String {
        let hundredths = (value * 100).rounded().clampedInt(in: -1_000_000_000_000...1_000_000_000_000)
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
    }

    static func speed(_ value: Double) -> String {
        let text = value == value.rounded() ? String(value.clampedInt(in: -1_000_000...1_000_000)) : String(value)
        return text + "x"
    }

    // MARK: - Timeline

    /// `━━━━━●──┼──[──┼──]───`: played part, playhead, marker ticks, the active range's ends.
    func drawTimeline(into grid: inout CellGrid, at rect: CellRect) {
        guard rect.columns > 0 else { return }
        let span = max(rect.columns - 1, 1)
        func column(of frame: Double) -> Int {
            let progress = animation.progressTime(forFrame: frame)
            return rect.column + (progress * Double(span)).rounded().clampedInt(in: 0...span)
        }
        let head = column(of: player.realtimeAnimationFrame)
        for x in rect.column..<(rect.column + rect.columns) {
            grid[x, rect.row] = Cell(character: x < head ? "━" : "─", attributes: x < head ? [] : .dim)
        }
        for marker in markers { grid[column(of: marker.frame), rect.row] = Cell(character: "┼") }
        if let range = playRange {
            grid[column(of: range.from), rect.row] = Cell(character: "[", attributes: .bold)
            grid[column(of: range.to), rect.row] = Cell(character: "]", attributes: .bold)
        }
        grid[head, rect.row] = Cell(character: "●", attributes: .bold)
    }

    // MARK: - Overlays

    /// The help lines as the box shows them: in two columns when one does not fit the viewport.
    var helpBoxLines: [String] {
        let lines = helpLines
        let rows = max(layout.viewport.rows - 2, 1)
        guard lines.count > rows else { return lines }
        let half = (lines.count + 1) / 2
        let width = lines.prefix(half).map { $0.unicodeScalars.count }.max() ?? 0
        return (0..<half).map { index in
            let left = lines[index]
            guard index + half < lines.count else { return left }
            return left + String(repeating: " ", count: width - left.unicodeScalars.count + 3) + lines[index + half]
        }
    }

    /// The keys `?` lists: the open panel's first. With the inspector open, the player's lines
    /// leave out the keys the inspector takes (arrows, `l`, `k`); with the findings panel open,
    /// a line naming a key it takes (`k`, `w`, Esc) gives way to its inspector variant when that
    /// names none of them, else is left out. So no key is listed twice with two meanings.
    var helpLines: [String] {
        if isInspectorOpen { return Self.inspectorHelpLines + Self.helpLines.compactMap(\.withInspector) }
        guard isFindingsOpen || isStateMachineOpen else { return Self.helpLines.map(\.line) }
        let panelLines = isFindingsOpen ? Self.findingsHelpLines : Self.stateMachineHelpLines
        let taken = Set(Self.keys(of: panelLines))
        return panelLines
            + Self.helpLines.compactMap { entry in
                [entry.line, entry.withInspector].compactMap { $0 }.first { taken.isDisjoint(with: Self.keys(of: [$0])) }
            }
    }

    /// The keys of help lines: the words of their first ten characters.
    static func keys(of lines: [String]) -> [Substring] {
        lines.flatMap { $0.prefix(10).split(separator: " ") }
    }

    package static let inspectorHelpLines = [
        "↑ ↓ j k   inspector: select",
        "→ l       expand (Enter too)",
        "← h       collapse / parent",
        "Enter     edit a colour or number",
        "/         filter (Enter, Esc)",
        "y         print keypath on exit",
        "click     select the shape under it",
        "Esc       close the inspector",
    ]

    package static let findingsHelpLines = [
        "↑ ↓ j k   findings: select",
        "click     select a finding",
        "w Esc     close the findings",
    ]

    /// Each player key's help line, and the line shown instead while the inspector is open
    /// (nil: the inspector takes the key).
    package static let helpLines: [(line: String, withInspector: String?)] = [
        ("space     play / pause", "space     play / pause"),
        ("← →       one frame back / on", nil),
        ("S-← S-→   10% back / on (PgUp PgDn)", "S-← S-→   10% back / on (PgUp PgDn)"),
        ("Home End  first / last frame", "Home End  first / last frame"),
        ("[ ]       previous / next marker", "[ ]       previous / next marker"),
        ("i o       A-B loop start / end", "i o       A-B loop start / end"),
        ("m         marker list (Enter plays)", "m         marker list (Enter plays)"),
        ("l r       loop mode, reverse", "r         reverse"),
        ("+ -       speed", "+ -       speed"),
        ("0-9 :     jump: 0-90%, or typed", "0-9 :     jump: 0-90%, or typed"),
        ("b         cell kind (--cells)", "b         cell kind (--cells)"),
        ("n p f O W next/prev/list/open/watch", "n p f O W next/prev/list/open/watch"),
        ("a t       .lottie animation, theme", "a t       .lottie animation, theme"),
        ("c g x     colours, backdrop, pixels", "c g x     colours, backdrop, pixels"),
        ("v z Z     fit/fill/…/original, zoom", "v z Z     fit/fill/…/original, zoom"),
        ("H J K L   pan when zoomed", "H J K L   pan when zoomed"),
        ("k w s     keypath/findings/machine", "w s       findings/machine"),
        ("? Esc ^L  help, close, repaint", "? ^L      help, repaint"),
        ("Enter     --control: toggle, press", nil),
        ("q ^C      quit", "q ^C      quit"),
    ]

    /// `▶ a.json` for the one playing, `× b.json: why` for one that could not be opened.
    var fileLines: [String] {
        let current = (listPosition?.index ?? 0) - 1
        return listFiles.enumerated().map { index, file in
            let mark = index == current ? "▶ " : file.error == nil ? "  " : "× "
            let name = Self.baseName(file.path).messageText(limit: 40)
            return mark + name + (file.error.map { ": " + $0.messageText(limit: 60) } ?? "")
        }
    }

    var markerLines: [String] {
        markers.map { marker in
            "\(marker.name)  @\(Self.number(marker.frame))  +\(Self.number(marker.duration))"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
    }

    private func box(for lines: [String]) -> CellRect {
        let width = (lines.map { $0.unicodeScalars.count }.max() ?? 0) + 4
        return layout.centredBox(columns: width, rows: lines.count + 2)
    }

    /// A framed box in the middle of the screen; `selected` highlights one line.
    private func drawBox(lines: [String], title: String, selected: Int? = nil, into grid: inout CellGrid) {
        let rect = box(for: lines)
        guard rect.columns >= 2, rect.rows >= 1 else { return }
        grid.fill(rect, with: .blank)
        let right = rect.column + rect.columns - 1
        let bottom = rect.row + rect.rows - 1
        for x in rect.column...right {
            grid[x, rect.row] = Cell(character: "─")
            grid[x, bottom] = Cell(character: "─")
        }
        for y in rect.row...bottom {
            grid[rect.column, y] = Cell(character: "│")
            grid[right, y] = Cell(character: "│")
        }
        grid[rect.column, rect.row] = Cell(character: "┌")
        grid[right, rect.row] = Cell(character: "┐")
        grid[rect.column, bottom] = Cell(character: "└")
        grid[right, bottom] = Cell(character: "┘")
        grid.write(" \(title) ", column: rect.column + 2, row: rect.row, limit: rect.columns - 4, attributes: .bold)
        // Scroll so the selected line stays visible.
        let visible = max(rect.rows - 2, 0)
        let first = selected.map { max(0, min($0 - visible + 1, lines.count - visible)) } ?? 0
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            let index = first + offset
            grid.write(
                line, column: rect.column + 2, row: rect.row + 1 + offset, limit: rect.columns - 4,
                attributes: index == selected ? .reverse : [])
        }
    }
}

import CellEncoder
import Lottie
import LottieCore
import LottieGraphics

extension PlayerUI {
    /// The inspector panel: a title, the tree (the selected line in reverse video), then the
    /// selected keypath, its live value, a message or the edit line, and the filter line.
    func drawInspector(into grid: inout CellGrid, at rect: CellRect) {
        guard !rect.isEmpty else { return }
        let (x, width) = Self.clearSidePanel(rect, in: &grid)
        grid.write("keypaths", column: x, row: rect.row, limit: width, attributes: .bold)
        let footer = inspectorFooter(width: width)
        let slotRows = Self.slotRows(inspector.slots.count, in: rect)
        drawSlots(into: &grid, column: x, row: rect.row + 1, width: width, rows: slotRows)
        let tree = Self.treeArea(of: rect, slotRows: slotRows)
        let shown = rect.rows - 1 - slotRows - tree.rows
        drawTree(into: &grid, column: x, row: tree.row, width: width, rows: tree.rows)
        for (offset, line) in footer.suffix(shown).enumerated() {
            let y = rect.row + rect.rows - shown + offset
            grid.write(line.text, column: x, row: y, limit: width, attributes: line.attributes)
            if let swatch = line.swatch { drawSwatch(swatch, into: &grid, column: x + line.text.unicodeScalars.count, row: y) }
        }
    }

    /// Blanks a side panel at `rect` and draws its border (a dim line on its left, unless it
    /// starts at the screen's edge); returns the column its text starts at and the width it has.
    static func clearSidePanel(_ rect: CellRect, in grid: inout CellGrid) -> (column: Int, width: Int) {
        grid.fill(rect, with: .blank)
        let border = rect.column > 0 ? 1 : 0
        if border == 1 {
            for y in rect.row..<(rect.row + rect.rows) { grid[rect.column, y] = Cell(character: "│", attributes: .dim) }
        }
        return (rect.column + border + 1, max(rect.columns - border - 1, 0))
    }

    /// Lines under the tree: the keypath, value, message and filter or edit lines.
    static let footerRows = 4

    /// The screen rows the tree takes in a panel at `rect`: below the title and `slotRows`
    /// lines of slots, above the footer.
    static func treeArea(of rect: CellRect, slotRows: Int = 0) -> (row: Int, rows: Int) {
        let footer = min(footerRows, max(rect.rows - 2, 0))
        return (rect.row + 1 + slotRows, max(rect.rows - 1 - footer - slotRows, 0))
    }

    /// The tree lines from the one that keeps the selection visible.
    private func drawTree(into grid: inout CellGrid, column: Int, row: Int, width: Int, rows visible: Int) {
        let rows = inspector.rows
        guard visible > 0 else { return }
        if rows.isEmpty { return grid.write("no matches", column: column, row: row, limit: width, attributes: .dim) }
        let selected = inspector.selectedIndex
        let first = inspector.firstShownRow(visible: visible)
        for (offset, line) in rows.dropFirst(first).prefix(visible).enumerated() {
            let text = Self.treeLine(line, expanded: inspector.isExpanded(line.path))
            let padded = text + String(repeating: " ", count: max(width - text.unicodeScalars.count, 0))
            grid.write(padded, column: column, row: row + offset, limit: width, attributes: first + offset == selected ? .reverse : [])
        }
    }

    /// `  ▾ Layer [fx]`, `    • Color [expr]`, or a full keypath for filter results.
    static func treeLine(_ row: Inspector.Row, expanded: Bool) -> String {
        let indent = row.showsKeypath ? "" : String(repeating: "  ", count: min(row.depth, 40))
        let label = row.showsKeypath ? row.keypath.string : row.keypath.keys.last ?? ""
        switch row.item {
        case .node(let node):
            let opens = !row.showsKeypath && (!node.properties.isEmpty || !node.children.isEmpty)
            let marker = opens ? (expanded ? "▾ " : "▸ ") : "  "
            return indent + marker + label + flags(expression: node.usesExpressions, effects: node.hasUnrenderedEffects)
        case .property(let property):
            return indent + "• " + label + flags(expression: property.hasExpression, effects: false)
        }
    }

    /// `[expr]` for properties driven by expressions (evaluated, or their keyframes where an
    /// expression cannot be), `[fx]` for effects (not rendered).
    static func flags(expression: Bool, effects: Bool) -> String {
        (expression ? " [expr]" : "") + (effects ? " [fx]" : "")
    }

    struct FooterLine {
        var text: String
        var attributes: CellAttributes = []
        /// A colour drawn after the text.
        var swatch: Color?
    }

    /// The keypath, value and message (or the selected layer's cost) lines, then the edit line while a value is typed, else
    /// the filter line.
    private func inspectorFooter(width: Int) -> [FooterLine] {
        let selected = inspector.selected
        var lines = [FooterLine(text: selected.map { Self.tail($0.keypath.string, width: width) } ?? "", attributes: .bold)]
        lines.append(valueLine(selected))
        lines.append(FooterLine(text: inspector.message ?? costLine(selected), attributes: .dim))
        if let edit = inspector.editText {
            lines.append(FooterLine(text: "= " + edit + "▏"))
        } else if inspector.isTypingFilter || !inspector.filter.isEmpty {
            let count = inspector.rows.count
            let cursor = inspector.isTypingFilter ? "▏" : ""
            let matches = "  (\(count) match\(count == 1 ? "" : "es"))"
            // A long pattern shows its end, so the count stays in view.
            let pattern = Self.tail("/" + inspector.filter + cursor, width: width - matches.unicodeScalars.count)
            lines.append(FooterLine(text: pattern + matches))
        } else {
            lines.append(FooterLine(text: "/ filter  y yank  Enter edit", attributes: .dim))
        }
        return lines
    }

    /// The selected property's value at the current frame (with a swatch for colours, and
    /// whether it is animated or set from the inspector), or what the selected node is.
    private func valueLine(_ row: Inspector.Row?) -> FooterLine {
        switch row?.item {
        case .property(let property):
            let value = viewport.renderer.value(of: property, atFrame: player.realtimeAnimationFrame)
            var swatch: Color?
            if case .color(let color) = value { swatch = color }
            let overridden = viewport.renderer.valueProviders.contains {
                $0.keypath.matches(property.keypath) && $0.provider.valueKind.converts(to: property.valueKind)
            }
            let note = overridden ? " (set)" : property.isAnimated ? " (animated)" : ""
            return FooterLine(text: "= " + (value?.description ?? "?") + note + (swatch == nil ? "" : " "), swatch: swatch)
        case .node(let node):
            var text = node.kind.rawValue + (node.typeCode.isEmpty ? "" : " " + node.typeCode)
            if node.usesExpressions { text += "  [expr] expressions" }
            if node.hasUnrenderedEffects { text += "  [fx] not drawn" }
            return FooterLine(text: text, attributes: .dim)
        case nil:
            return FooterLine(text: "")
        }
    }

    /// `cost …` for a selected layer (see ``layerCost(_:)``), else nothing.
    private func costLine(_ row: Inspector.Row?) -> String {
        guard case .node(let node) = row?.item, node.kind == .layer, let cost = layerCost(node) else { return "" }
        return "cost " + cost
    }

    /// What the layer instance costs to draw the frame on screen at the viewport's size, as
    /// `profile` measures it: `20+310 µs 12% 3400px` or `0.02+1.31 ms 30% 3400px` (evaluation +
    /// rasterization, its share of the frame, the pixels it covers), or `nothing drawn` when it draws
    /// nothing in this frame.
    func layerCost(_ node: KeypathNode) -> String? {
        let port = layout.viewport
        guard !port.isEmpty else { return nil }
        let size: (width: Int, height: Int)
        let supersampling: Int
        if activePixelMode != nil, let target = pixelTarget {
            size = target.imageSize(columns: port.columns, rows: port.rows)
            supersampling = 1
        } else {
            let encoder = style.encoder(cellMode: cellMode, colorMode: colorMode, backdrop: backdrop)
            size = encoder.pixelSize(columns: port.columns, rows: port.rows)
            supersampling = encoder.supersampling
        }
        let place = placement(width: size.width, height: size.height, supersampling: supersampling)
        let profile = viewport.profile(
            frame: player.realtimeAnimationFrame, width: size.width, height: size.height, contentMode: place.mode, zoom: place.zoom)
        guard let entry = profile.entry(at: node.steps), entry.frames > 0 else { return "nothing drawn" }
        let frames = profile.renderedFrames
        let evaluation = FrameProfile.perFrame(entry.evaluationNanoseconds, frames)
        let raster = FrameProfile.perFrame(entry.rasterNanoseconds, frames)
        let share = profile.frameMilliseconds > 0 ? (evaluation + raster) / profile.frameMilliseconds * 100 : 0
        let time =
            evaluation + raster < 1
            ? "\((evaluation * 1000).rounded().clampedInt(in: 0...999))+\((raster * 1000).rounded().clampedInt(in: 0...999)) µs"
            : Self.milliseconds(evaluation) + "+" + Self.milliseconds(raster) + " ms"
        return time + " " + String(share.rounded().clampedInt(in: 0...999)) + "% " + String(entry.pixels / max(entry.frames, 1)) + "px"
    }

    /// Milliseconds with two decimals (`0.05`, `12.30`).
    static func milliseconds(_ value: Double) -> String {
        let hundredths = (value * 100).rounded().clampedInt(in: 0...99_999_999)
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// Four cells of `color`, quantized like the viewport's cells so every colour mode shows it
    /// (monochrome has no colours: blank cells).
    private func drawSwatch(_ color: Color, into grid: inout CellGrid, column: Int, row: Int) {
        let straight = SIMD3([color.r, color.g, color.b].map { Float($0.isFinite ? min(max($0, 0), 1) : 0) })
        let cell = Cell(character: " ", background: colorMode.cellColor(straight))
        for x in 0..<4 where column + x < layout.columns { grid[column + x, row] = cell }
    }

    /// `text`, or its end behind `…` when it is wider than `width`.
    static func tail(_ text: String, width: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > width, width > 1 else { return text }
        return "…" + String(String.UnicodeScalarView(scalars.suffix(width - 1)))
    }
}

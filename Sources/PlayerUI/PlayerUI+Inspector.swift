import CellEncoder
import Lottie
import LottieCore
import LottieGraphics

extension PlayerUI {
    /// Keys and clicks for the open inspector; nil for those the player handles as usual
    /// (space, `[` `]`, Home/End, PgUp/PgDn, digits, `+` `-`, `b`, `c`, `m`, `r`, `?`, `q`).
    func handleInspector(_ input: PlayerInput) -> PlayerCommand? {
        if input == .interrupt { return .quit }
        if inspector.editText != nil {
            handleEdit(input)
            return .keepRunning
        }
        if inspector.isTypingFilter {
            handleFilterTyping(input)
            return .keepRunning
        }
        switch input {
        case .up, .character("k"): inspector.move(by: -1)
        case .down, .character("j"): inspector.move(by: 1)
        case .right, .character("l"): inspector.expand()
        case .left, .character("h"): inspector.collapse()
        case .enter:
            if let property = editableProperty {
                inspector.editText = ""
                inspector.message = "type \(Self.notation(of: property.valueKind)) (empty resets)"
            } else if case .property(let property) = inspector.selected?.item {
                inspector.message = "\(property.valueKind.rawValue): read-only here"
            } else {
                inspector.expand()
            }
        case .character("/"):
            inspector.isTypingFilter = true
        case .character("y"):
            guard let keypath = inspector.selected?.keypath.string else { break }
            if !yankedKeypaths.contains(keypath) { yankedKeypaths.append(keypath) }
            inspector.message = "y: printed on exit"
        case .escape:
            toggleInspector()
        case .mousePress(let column, let row) where layout.viewport.contains(column: column, row: row):
            selectNode(atColumn: column, row: row)
        case .mousePress(let column, let row) where layout.inspector?.contains(column: column, row: row) == true:
            guard let panel = layout.inspector else { break }
            let tree = Self.treeArea(of: panel, slotRows: Self.slotRows(inspector.slots.count, in: panel))
            guard row >= tree.row, row < tree.row + tree.rows else { break }
            inspector.select(inspector.firstShownRow(visible: tree.rows) + row - tree.row)
        default:
            return nil
        }
        return .keepRunning
    }

    /// The selected property when its value can be typed (a colour, number, point or size).
    var editableProperty: KeypathProperty? {
        guard let row = inspector.selected, case .property(let property) = row.item else { return nil }
        return [.color, .number, .point, .size].contains(property.valueKind) ? property : nil
    }

    static func notation(of kind: KeypathValue.Kind) -> String {
        switch kind {
        case .color: "#rrggbb"
        case .number: "a number"
        case .point: "x,y"
        case .size: "w,h"
        default: kind.rawValue
        }
    }

    private func handleFilterTyping(_ input: PlayerInput) {
        switch input {
        case .character(let character): inspector.setFilter(inspector.filter + String(character))
        case .backspace: inspector.setFilter(String(inspector.filter.dropLast()))
        case .enter: inspector.isTypingFilter = false
        case .escape:
            inspector.isTypingFilter = false
            inspector.setFilter("")
        default: break
        }
    }

    private func handleEdit(_ input: PlayerInput) {
        guard let text = inspector.editText else { return }
        switch input {
        case .character(let character): inspector.editText = text + String(character)
        case .backspace: inspector.editText = String(text.dropLast())
        case .escape:
            inspector.editText = nil
            inspector.message = nil
        case .enter: applyEdit(text)
        default: break
        }
    }

    /// Sets a constant value provider on the selected property from `text` (an empty entry
    /// puts the file's own value back), or explains what was expected (and changes nothing).
    private func applyEdit(_ text: String) {
        guard let property = editableProperty else {
            inspector.editText = nil
            return
        }
        let text = text.trimmed
        let keypath = property.keypath.string
        if text.isEmpty {
            viewport.renderer.removeValueProvider(for: property.keypath)
            viewport.invalidate()
            edits.removeAll { $0.keypath == keypath }
            inspector.editText = nil
            inspector.message = "reset \(property.name)"
            return
        }
        guard let literal = ValueLiteral(parsing: text), let provider = literal.provider(for: [property.valueKind]) else {
            inspector.message = "error: needs \(Self.notation(of: property.valueKind))"
            return
        }
        viewport.renderer.setValueProvider(provider, keypath: property.keypath)
        viewport.invalidate()
        if let index = edits.firstIndex(where: { $0.keypath == keypath }) {
            edits[index].value = text
        } else {
            edits.append((keypath, text))
        }
        inspector.editText = nil
        inspector.message = "set \(property.name)"
    }

    /// The composition point at the centre of a viewport cell, as the viewport places the
    /// animation (fit, zoom); nil when the placement cannot be inverted.
    func compositionPoint(column: Int, row: Int) -> Vector2? {
        let port = layout.viewport
        let pixels = CellEncoder(cellMode: cellMode, supersampling: 1).pixelSize(columns: port.columns, rows: port.rows)
        let x = (Double(column - port.column) + 0.5) * Double(pixels.width) / Double(max(port.columns, 1))
        let y = (Double(row - port.row) + 0.5) * Double(pixels.height) / Double(max(port.rows, 1))
        let size = animation.size
        let place = placement(width: pixels.width, height: pixels.height, supersampling: 1)
        let fit = place.mode.transform(
            compositionWidth: size.width, compositionHeight: size.height, width: pixels.width, height: pixels.height
        ).concatenating(place.zoom.transform(width: pixels.width, height: pixels.height))
        return fit.inverted?.apply(to: Vector2(x, y))
    }

    /// Selects the top-most, innermost layer or group drawn at a viewport cell.
    private func selectNode(atColumn column: Int, row: Int) {
        guard let point = compositionPoint(column: column, row: row) else { return }
        let hits = viewport.renderer.hitTest(point, atFrame: player.realtimeAnimationFrame)
        guard var chosen = hits.first else {
            inspector.message = "nothing drawn there"
            return
        }
        // Hits come top-most layer first, each before its children: follow that layer down.
        for hit in hits.dropFirst() where hit.keypath.keys.starts(with: chosen.keypath.keys) { chosen = hit }
        guard let path = inspector.path(of: chosen) else { return }
        inspector.reveal(path)
        inspector.message = nil
    }
}

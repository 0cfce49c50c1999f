import CellEncoder
import Lottie

extension PlayerUI {
    /// The lines the slot list takes above the tree in a panel at `rect`: a heading and one
    /// line per slot, at most a third of the rows the tree would have.
    static func slotRows(_ count: Int, in rect: CellRect) -> Int {
        guard count > 0 else { return 0 }
        return min(count + 1, max(rect.rows - 1 - footerRows, 0) / 3)
    }

    /// `slots (7)`, then `$id  kind value` per slot (a swatch after colours); the
    /// slots that do not fit are counted on the heading.
    func drawSlots(into grid: inout CellGrid, column: Int, row: Int, width: Int, rows: Int) {
        guard rows > 0 else { return }
        let slots = inspector.slots
        let shown = slots.prefix(rows - 1)
        let hidden = slots.count - shown.count
        grid.write("slots (\(slots.count)\(hidden > 0 ? ", \(hidden) more: see info" : ""))", column: column, row: row, limit: width, attributes: .dim)
        for (offset, slot) in shown.enumerated() {
            let text = "$" + slot.id + " " + slot.kind.rawValue + " " + slot.valueText
            grid.write(text, column: column, row: row + 1 + offset, limit: width)
        }
    }
}

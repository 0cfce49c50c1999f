import PlayerUI
import Testing

/// The inspector lists the animation's slots above the keypath tree (Samples/slots.json has
/// one of each type); clicks on the tree still select the line under the pointer.
@Suite struct InspectorSlotTests: InspectorHarness {
    @Test func slotsAreListedAboveTheTree() throws {
        let ui = try makeUI("slots.json", columns: 80, rows: 40)
        press(ui, "k")
        let lines = panel(ui)
        #expect(lines[1] == "slots (7)")
        #expect(lines[3] == "$swatch_color color #ff0000")
        #expect(lines[5] == "$dot_position position 25,75")
        #expect(lines[8] == "$title text slots")
        #expect(lines[9] == "▸ Swatch" && lines[10] == "▸ Fade")
        let rect = try #require(ui.layout.inspector)
        _ = ui.handle(.mousePress(column: rect.column + 3, row: rect.row + 10))
        #expect(footer(ui)[0] == "Fade")
    }

    @Test func slotsThatDoNotFitAreCounted() throws {
        let ui = try makeUI("slots.json", columns: 80, rows: 20)
        press(ui, "k")
        #expect(panel(ui)[1] == "slots (7, 4 more: see info)")
        #expect(panel(ui)[5] == "▸ Swatch")
    }

    @Test func animationsWithoutSlotsShowTheTreeOnly() throws {
        let ui = try makeUI()
        press(ui, "k")
        #expect(panel(ui)[1] == "▸ Left")
    }
}

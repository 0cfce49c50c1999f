import Testing

/// The decoder the screen tests compare panes with. tmux's `capture-pane -e` writes each line's
/// escapes relative to the end of the line above, so a line read on its own seems to start in
/// the default colours: read that way, the half blocks at the start of a line of a 256-colour
/// pane (`ESC[30m` at the end of the line above, none before `▄`) look like the default
/// foreground (SGR 39), a light speck on a dark terminal, where a full repaint writes palette
/// colour 0 explicitly. That misreading, not the screen writer, was behind the 256-colour
/// report; this test keeps the decoder reading lines as tmux writes them.
@Suite struct ScreenLooksTests {
    @Test func coloursCarryOnFromTheLineAbove() {
        let carried = ScreenLooks(lines: ["\u{1B}[38;5;233;49m▀▀\u{1B}[30m", "▄\u{1B}[48;5;232m▀"], columns: 2)
        let explicit = ScreenLooks(lines: ["\u{1B}[38;5;233;49m▀▀", "\u{1B}[30;49m▄\u{1B}[48;5;232m▀"], columns: 2)
        #expect(carried == explicit)
        #expect(carried.rows[1] == [.halves(top: .standard, bottom: .indexed(0)), .halves(top: .indexed(0), bottom: .indexed(232))])
        // Each line on its own reads the first cell's foreground as the terminal's default.
        let alone = ScreenLooks(lines: ["▄\u{1B}[48;5;232m▀"], columns: 2)
        #expect(alone.rows[0][0] == .uniform(.standard))
        #expect(alone.rows[0][0] != carried.rows[1][0])
    }
}

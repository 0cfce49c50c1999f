import CellEncoder
import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

@Suite struct PlayerUITests {
    /// A player UI over the built-in sample (frames 0..<120 at 30 fps; markers drop 0, bounce 30, settle 90).
    private func makeUI(columns: Int = 80, rows: Int = 20) throws -> PlayerUI {
        let animation = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        let ui = PlayerUI(
            view: LottieAnimationView(animation: animation),
            colorMode: .palette256, colorModes: [.palette256, .palette16, .monochrome])
        ui.resize(columns: columns, rows: rows)
        return ui
    }

    private func lines(_ ui: PlayerUI) -> [String] {
        ui.screen().text.components(separatedBy: "\n")
    }

    @Test func statusBarShowsStateFramesAndModes() throws {
        let ui = try makeUI()
        let status = lines(ui).last ?? ""
        #expect(status.hasPrefix(" ■ paused  0/120  0%  0.00s/4.00s  playOnce  1x  drop  half 256  30fps  ? help"))
        #expect(status.count == 80)
    }

    @Test func spaceTogglesPlaybackAndTimeMovesTheFrame() throws {
        let ui = try makeUI()
        _ = ui.handle(.character(" "))
        #expect(ui.isPlaying)
        ui.advance(by: 0.5)
        #expect(lines(ui).last?.contains("▶ playing  15/120  12%  0.50s") == true)
        _ = ui.handle(.character(" "))
        ui.advance(by: 0.5)
        #expect(lines(ui).last?.contains("■ paused  15/120") == true)
    }

    @Test func arrowsStepOneFrameAndPause() throws {
        let ui = try makeUI()
        _ = ui.handle(.right)
        _ = ui.handle(.right)
        _ = ui.handle(.left)
        #expect(ui.player.realtimeAnimationFrame == 1)
        _ = ui.handle(.pageDown)
        #expect(ui.player.realtimeAnimationFrame == 13)
        _ = ui.handle(.shiftLeft)
        #expect(ui.player.realtimeAnimationFrame == 1)
        _ = ui.handle(.end)
        #expect(ui.player.realtimeAnimationFrame == 120)
        _ = ui.handle(.home)
        #expect(ui.player.realtimeAnimationFrame == 0)
        _ = ui.handle(.character("5"))
        #expect(ui.player.realtimeAnimationFrame == 60)
    }

    @Test func bracketsJumpBetweenMarkers() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("]"))
        #expect(ui.player.realtimeAnimationFrame == 30)
        _ = ui.handle(.character("]"))
        #expect(ui.player.realtimeAnimationFrame == 90)
        #expect(lines(ui).last?.contains("settle") == true)
        _ = ui.handle(.character("]"))
        #expect(ui.player.realtimeAnimationFrame == 90)
        _ = ui.handle(.character("["))
        #expect(ui.player.realtimeAnimationFrame == 30)
    }

    @Test func seekingWhilePlayingKeepsPlaying() throws {
        let ui = try makeUI()
        _ = ui.handle(.character(" "))
        _ = ui.handle(.character("]"))
        #expect(ui.isPlaying)
        #expect(ui.player.realtimeAnimationFrame == 30)
    }

    @Test func loopSpeedReverseAndModesCycle() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("l"))
        #expect(ui.player.loopMode == .loop)
        _ = ui.handle(.character("l"))
        #expect(ui.player.loopMode == .autoReverse)
        _ = ui.handle(.character("+"))
        #expect(ui.player.animationSpeed == 1.5)
        _ = ui.handle(.character("r"))
        #expect(ui.player.animationSpeed == -1.5)
        _ = ui.handle(.character("-"))
        _ = ui.handle(.character("-"))
        #expect(ui.player.animationSpeed == -0.75)
        _ = ui.handle(.character("b"))
        #expect(ui.cellMode == .braille)
        _ = ui.handle(.character("c"))
        #expect(ui.colorMode == .palette16)
        #expect(lines(ui).last?.contains("autoReverse  -0.75x  drop  braille 16") == true)
    }

    @Test func bCyclesTheEnabledCellKindsAndTheViewportShowsThem() throws {
        let animation = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        func ui(_ start: CellMode, _ modes: [CellMode]) -> PlayerUI {
            let ui = PlayerUI(
                view: LottieAnimationView(animation: animation), cellMode: start,
                colorMode: .trueColor, cellModes: modes)
            ui.resize(columns: 80, rows: 20)
            return ui
        }
        let two = ui(.octant, [.octant, .sextant])
        var seen: [CellMode] = []
        for _ in 0..<3 {
            seen.append(two.cellMode)
            _ = two.handle(.character("b"))
        }
        #expect(seen == [.octant, .sextant, .octant])
        #expect(ui(.quadrant, [.quadrant]).cellModes == [.quadrant, .halfBlock, .braille])
        // The status bar names the kind, and the viewport is drawn in its glyphs.
        let octant = ui(.octant, [.octant])
        let screen = octant.screen().text
        #expect(screen.components(separatedBy: "\n").last?.contains("octant truecolor") == true)
        #expect(screen.unicodeScalars.contains { (0x1CD00...0x1CDE5).contains($0.value) })
    }

    @Test func pixelsDrawTheViewportAsAnImageBesideCellChrome() throws {
        let ui = try makeUI(columns: 80, rows: 16)
        _ = ui.handle(.character("x"))
        #expect(lines(ui).last?.hasPrefix(" no pixels: --pixels off") == true)
        ui.notice = nil
        ui.pixelTarget = PixelTarget(mode: .kitty, cellWidth: 8, cellHeight: 16)
        let port = ui.viewportRect
        let image = try #require(ui.viewportImage())
        #expect(image.rect == port && image.mode == .kitty)
        #expect(image.escape.starts(with: Array("\u{1B}_Ga=T,f=32,o=z,s=\(port.columns * 8),v=\(port.rows * 16),".utf8)))
        // The chrome stays in cells below the image; the viewport's cells are left blank for it.
        let screen = ui.screen()
        #expect(port.row + port.rows < screen.rows)
        for row in port.row..<(port.row + port.rows) {
            for column in port.column..<(port.column + port.columns) { #expect(screen[column, row] == .blank) }
        }
        #expect(lines(ui).last?.contains("drop  kitty pixels  30fps") == true)
        // x switches to cells, and an overlay is drawn in cells with no image over it.
        _ = ui.handle(.character("x"))
        #expect(ui.viewportImage() == nil && lines(ui).last?.contains("half 256") == true)
        _ = ui.handle(.character("x"))
        _ = ui.handle(.character("?"))
        #expect(ui.activePixelMode == nil && ui.viewportImage() == nil)
    }

    @Test func aSixelImageScaledDownToTheTerminalsLargestIsCentred() throws {
        let ui = try makeUI(columns: 80, rows: 18)
        // 80 × 16 viewport cells of 10 × 20 pixels are 800 × 320; the terminal shows at most
        // 400 × 200, so the image is 400 × 160: 40 × 8 cells in the middle of the viewport.
        ui.pixelTarget = PixelTarget(mode: .sixel, cellWidth: 10, cellHeight: 20, largestImage: (400, 200))
        let port = ui.viewportRect
        #expect(port == CellRect(column: 0, row: 0, columns: 80, rows: 16))
        let image = try #require(ui.viewportImage())
        #expect(image.rect == CellRect(column: 20, row: 4, columns: 40, rows: 8))
        // A kitty image fills the viewport.
        ui.pixelTarget = PixelTarget(mode: .kitty, cellWidth: 10, cellHeight: 20)
        #expect(try #require(ui.viewportImage()).rect == port)
    }

    @Test func helpOverlayTogglesAndEscapeCloses() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("?"))
        let screen = lines(ui).joined(separator: "\n")
        #expect(screen.contains("┌─ keys ─"))
        #expect(screen.contains("space     play / pause"))
        #expect(screen.contains("q ^C      quit"))
        #expect(screen.contains("k w s     keypath/findings/machine"))
        _ = ui.handle(.escape)
        #expect(!lines(ui).joined().contains("play / pause"))
        _ = ui.handle(.character("?"))
        _ = ui.handle(.character("?"))
        #expect(ui.overlay == .none)
    }

    @Test func markerListPlaysTheSelectedRange() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("m"))
        #expect(lines(ui).joined(separator: "\n").contains("bounce  @30  +60"))
        _ = ui.handle(.down)
        _ = ui.handle(.enter)
        #expect(ui.overlay == .none)
        #expect(ui.isPlaying)
        #expect(ui.player.realtimeAnimationFrame == 30)
        ui.advance(by: 10)
        #expect(ui.player.realtimeAnimationFrame == 90)
        #expect(!ui.isPlaying)
    }

    @Test func timelineShowsPlayheadMarkersAndScrubsWithTheMouse() throws {
        let ui = try makeUI(columns: 41, rows: 10)
        let timeline = lines(ui)[8]
        #expect(timeline.hasPrefix("●─────────┼"))
        #expect(Array(timeline)[30] == "┼")
        _ = ui.handle(.mousePress(column: 20, row: 8))
        #expect(ui.player.realtimeAnimationFrame == 60)
        _ = ui.handle(.mouseDrag(column: 40, row: 3))
        #expect(ui.player.realtimeAnimationFrame == 120)
        _ = ui.handle(.mouseRelease(column: 40, row: 3))
        _ = ui.handle(.mouseDrag(column: 0, row: 3))
        #expect(ui.player.realtimeAnimationFrame == 120)
        _ = ui.handle(.mousePress(column: 5, row: 2))
        #expect(ui.player.realtimeAnimationFrame == 120)
    }

    @Test func viewportShowsTheAnimation() throws {
        let ui = try makeUI(columns: 40, rows: 22)
        let viewport = lines(ui).prefix(20).joined()
        #expect(viewport.contains { $0 != " " })
    }

    @Test(arguments: [(10, 3), (5, 2), (3, 1), (1, 1), (0, 0)])
    func tinyTerminalsShowWhatFits(columns: Int, rows: Int) throws {
        let ui = try makeUI(columns: columns, rows: rows)
        _ = ui.handle(.character("?"))
        let screen = ui.screen()
        #expect(screen.columns == columns)
        #expect(screen.rows == rows)
        if rows >= 1 && columns >= 3 { #expect(screen.text.split(separator: "\n").last?.hasPrefix(" ■") == true) }
    }

    @Test func resizeReflows() throws {
        let ui = try makeUI()
        ui.resize(columns: 100, rows: 30)
        let screen = lines(ui)
        #expect(screen.count == 30)
        #expect(screen.allSatisfy { $0.count == 100 })
    }

    @Test func quitKeys() throws {
        let ui = try makeUI()
        #expect(ui.handle(.character("x")) == .keepRunning)
        #expect(ui.handle(.character("q")) == .quit)
        #expect(ui.handle(.interrupt) == .quit)
    }
}

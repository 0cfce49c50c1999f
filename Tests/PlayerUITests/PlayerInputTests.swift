import CellEncoder
import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// Input beyond the keys: wheel, Ctrl-letters, paste, the backdrop key, the frame-rate readout.
@Suite struct PlayerInputTests {
    private func makeUI() throws -> PlayerUI {
        let animation = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        let ui = PlayerUI(view: LottieAnimationView(animation: animation))
        ui.resize(columns: 80, rows: 20)
        return ui
    }

    @Test func theWheelStepsFrames() throws {
        let ui = try makeUI()
        ui.player.pause(at: .frame(10))
        #expect(ui.handle(.wheelDown(column: 5, row: 5)) == .keepRunning)
        #expect(ui.player.realtimeAnimationFrame == 11)
        _ = ui.handle(.wheelUp(column: 5, row: 5))
        _ = ui.handle(.wheelUp(column: 5, row: 5))
        #expect(ui.player.realtimeAnimationFrame == 9)
    }

    @Test func controlLetters() throws {
        let ui = try makeUI()
        #expect(ui.handle(.control("l")) == .redraw)
        for letter in "abdefghjknopstuvwxy" { #expect(ui.handle(.control(letter)) == .keepRunning) }
        #expect(ui.handle(.interrupt) == .quit)
    }

    @Test func aPastedPathOpensThatFileAndOtherTextIsIgnored() throws {
        let ui = try makeUI()
        #expect(ui.handle(.paste("  '/tmp/some file.json'\n")) == .open("/tmp/some file.json"))
        #expect(ui.handle(.paste("\"a.lottie\"")) == .open("a.lottie"))
        #expect(ui.handle(.paste("line one\nline two")) == .keepRunning)
        #expect(ui.handle(.paste("   ")) == .keepRunning)
        // A `q` inside a paste is text, not the quit key.
        #expect(ui.handle(.paste("q")) == .open("q"))
    }

    @Test func gCyclesTheBackdropAndTheStatusBarNamesIt() throws {
        let ui = try makeUI()
        #expect(ui.backdrop == .terminal)
        var seen: [BackdropMode] = []
        for _ in 0..<4 {
            _ = ui.handle(.character("g"))
            seen.append(ui.backdrop)
        }
        #expect(seen == [.checkerboard, .black, .white, .terminal])
        _ = ui.handle(.character("g"))
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains("half 256 checkerboard") == true)
    }

    @Test func theDrawnFrameRateShowsOnlyWhilePlaying() throws {
        let ui = try makeUI()
        ui.achievedFPS = 24
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains("  30fps") == true)
        _ = ui.handle(.character(" "))
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains("24/30fps") == true)
    }

    @Test func theJumpPromptTakesFramesTimesProgressAndMarkers() throws {
        let ui = try makeUI()
        func jump(_ text: String) -> String {
            _ = ui.handle(.character(":"))
            for character in text { _ = ui.handle(.character(character)) }
            _ = ui.handle(.enter)
            return ui.screen().text.components(separatedBy: "\n").last ?? ""
        }
        _ = jump("45")
        #expect(ui.player.realtimeAnimationFrame == 45 && ui.jumpText == nil)
        _ = jump("2.5s")
        #expect(ui.player.realtimeAnimationFrame == 75)
        _ = jump("0:01.5")
        #expect(ui.player.realtimeAnimationFrame == 45)
        _ = jump("25%")
        #expect(ui.player.realtimeAnimationFrame == 30)
        _ = jump("SETTLE")
        #expect(ui.player.realtimeAnimationFrame == 90)
        _ = jump("bo")
        #expect(ui.player.realtimeAnimationFrame == 30)
        // Bad input shows an error in the prompt and changes nothing.
        ui.player.pause(at: .frame(10))
        let bad = jump("500")
        #expect(bad.contains("jump to: 500▏  outside the animation"))
        #expect(ui.jumpText == "500" && ui.player.realtimeAnimationFrame == 10)
        _ = ui.handle(.escape)
        #expect(ui.jumpText == nil)
        let unknown = jump("nope")
        #expect(unknown.contains("not a frame, time, progress or marker"))
        _ = ui.handle(.escape)
        // Tab completes a marker name; a paste is typed in.
        _ = ui.handle(.character(":"))
        _ = ui.handle(.character("s"))
        _ = ui.handle(.tab)
        #expect(ui.jumpText == "settle")
        _ = ui.handle(.escape)
        _ = ui.handle(.character(":"))
        _ = ui.handle(.paste(" 60 "))
        _ = ui.handle(.enter)
        #expect(ui.player.realtimeAnimationFrame == 60)
        // While the prompt is open, `q` is text, not quit.
        _ = ui.handle(.character(":"))
        #expect(ui.handle(.character("q")) == .keepRunning)
    }

    @Test func aNoticeShowsUntilTheNextInput() throws {
        let ui = try makeUI()
        ui.notice = "cannot open: x.json: no such file\nsecond line"
        let status = ui.screen().text.components(separatedBy: "\n").last ?? ""
        #expect(status.hasPrefix(" cannot open: x.json: no such file\\nsecond line"))
        _ = ui.handle(.character("0"))
        #expect(ui.screen().text.components(separatedBy: "\n").last?.hasPrefix(" ■ paused") == true)
    }

    @Test func aAndTCycleALottiesAnimationsAndThemes() throws {
        let ui = try makeUI()
        #expect(ui.handle(.character("a")) == .keepRunning)  // not a .lottie: nothing to switch
        ui.container = (["one", "two"], "one", ["dark", "light"], nil)
        #expect(ui.handle(.character("a")) == .container(animation: "two", theme: nil))
        #expect(ui.handle(.character("t")) == .container(animation: "one", theme: "dark"))
        ui.container = (["one", "two"], "two", ["dark", "light"], "light")
        ui.title = "x.lottie"
        ui.resize(columns: 120, rows: 20)
        #expect(ui.handle(.character("a")) == .container(animation: "one", theme: nil))
        #expect(ui.handle(.character("t")) == .container(animation: "two", theme: nil))
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains(":two/light") == true)
    }

    @Test func nAndPStepThroughAList() throws {
        let ui = try makeUI()
        #expect(ui.handle(.character("n")) == .keepRunning)
        ui.listPosition = (2, 3)
        #expect(ui.handle(.character("n")) == .step(1))
        #expect(ui.handle(.character("p")) == .step(-1))
    }

    @Test func zoomsCompose() {
        let first = ViewZoom(scale: 2, focusX: 0.25, focusY: 0.75)
        let second = ViewZoom(scale: 3, focusX: 0.6, focusY: 0.4)
        let both = first.followed(by: second)
        let direct = first.transform(width: 100, height: 50).concatenating(second.transform(width: 100, height: 50))
        let combined = both.transform(width: 100, height: 50)
        for (a, b) in [(direct.a, combined.a), (direct.d, combined.d), (direct.tx, combined.tx), (direct.ty, combined.ty)] {
            #expect(abs(a - b) < 1e-9)
        }
        #expect(ViewZoom.none.followed(by: .none) == .none)
    }

    @Test func vCyclesHowTheAnimationFillsTheViewport() throws {
        let ui = try makeUI()
        ui.resize(columns: 100, rows: 12)
        let fit = ui.screen()
        _ = ui.handle(.character("v"))
        #expect(ui.fitting == .fill)
        #expect(ui.screen() != fit)
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains("half 256 fill") == true)
        _ = ui.handle(.character("v"))
        #expect(ui.fitting == .stretch)
        _ = ui.handle(.character("v"))
        #expect(ui.fitting == .original)
        // The 200 × 200 sample at one pixel per cell pixel: 200 columns wide, so it overflows a
        // 100-column viewport on both sides, and its centre stays in the middle.
        let original = ui.screen()
        #expect(original != fit)
        #expect(original.text.components(separatedBy: "\n").last?.contains("half 256 original") == true)
        _ = ui.handle(.character("v"))
        #expect(ui.fitting == .fit)
        #expect(ui.screen() == fit)
    }

    @Test func zAndCapitalsZoomAndPanTheViewport() throws {
        let ui = try makeUI()
        ui.resize(columns: 100, rows: 20)
        let whole = ui.screen()
        _ = ui.handle(.character("H"))  // no pan without zoom
        #expect(ui.zoom == .none)
        _ = ui.handle(.character("z"))
        _ = ui.handle(.character("z"))
        #expect(ui.zoom.scale == 2.25)
        let zoomed = ui.screen()
        #expect(zoomed != whole)
        #expect(zoomed.text.components(separatedBy: "\n").last?.contains("zoom 2.25x") == true)
        _ = ui.handle(.character("L"))
        #expect(ui.zoom.focusX > 0.5 && ui.zoom.focusY == 0.5)
        #expect(ui.screen() != zoomed)
        for _ in 0..<20 { _ = ui.handle(.character("L")) }
        #expect(ui.zoom.focusX <= 1 - 0.5 / 2.25 + 1e-9)  // the view stays inside the frame
        _ = ui.handle(.character("Z"))
        _ = ui.handle(.character("Z"))
        #expect(ui.zoom == .none)
        #expect(ui.screen() == whole)
    }

    @Test func fListsTheFilesAndEnterPlaysOne() throws {
        let ui = try makeUI()
        #expect(ui.handle(.character("f")) == .keepRunning)
        #expect(ui.overlay == .none)
        ui.listPosition = (2, 3)
        ui.listFiles = [("/a/one.json", nil), ("/a/two.json", nil), ("/a/bad.json", "no such file")]
        _ = ui.handle(.character("f"))
        #expect(ui.overlay == .files(selected: 1))
        let text = ui.screen().text
        #expect(text.contains("▶ two.json"))
        #expect(text.contains("× bad.json: no such file"))
        _ = ui.handle(.up)
        #expect(ui.handle(.enter) == .step(-1))
        #expect(ui.overlay == .none)
        _ = ui.handle(.character("f"))
        #expect(ui.handle(.enter) == .keepRunning)  // the one playing
    }

    @Test func aSwitchPreviewTogglesAndPlaysEachTransitionOnce() throws {
        let ui = try makeUI()
        ui.startControl(.toggle(on: .init(from: 0, to: 0.5), off: .init(from: 0.5, to: 1)))
        #expect(ui.player.realtimeAnimationFrame == 120 && !ui.isPlaying)
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains("switch off") == true)
        _ = ui.handle(.enter)
        #expect(ui.isSwitchOn && ui.isPlaying)
        for _ in 0..<90 { ui.advance(by: 1.0 / 30) }
        #expect(ui.player.realtimeAnimationFrame == 60 && !ui.isPlaying)
        #expect(ui.screen().text.components(separatedBy: "\n").last?.contains("switch on") == true)
        _ = ui.handle(.mousePress(column: 40, row: 5))  // a click in the viewport: toggles on release
        #expect(ui.isSwitchOn)
        _ = ui.handle(.mouseRelease(column: 40, row: 5))
        for _ in 0..<90 { ui.advance(by: 1.0 / 30) }
        #expect(!ui.isSwitchOn && ui.player.realtimeAnimationFrame == 120)
    }

    @Test func aButtonPreviewPlaysPressThenRelease() throws {
        let ui = try makeUI()
        let marker = try #require(ControlPreview.span("bounce", in: ui.player.animation))
        #expect(marker == .init(from: 0.25, to: 0.75))
        ui.startControl(.button(press: .init(from: 0, to: 0.25), release: .init(from: 0.75, to: 1)))
        #expect(ui.player.realtimeAnimationFrame == 0)
        _ = ui.handle(.enter)
        var frames: [Double] = []
        for _ in 0..<120 {
            ui.advance(by: 1.0 / 30)
            frames.append(ui.player.realtimeAnimationFrame)
        }
        #expect(frames.contains { $0 >= 28 && $0 <= 30 } && frames.contains { $0 > 90 })
        #expect(!frames.contains { $0 > 31 && $0 < 89 })  // the middle is skipped
        #expect(ui.player.realtimeAnimationFrame == 120 && !ui.isPlaying)
    }
}

import Foundation
import Lottie
import PlayerUI
import Testing

/// The file browser (`O`): its state (files added in batches, the filter, the selection and
/// its bounds) and the player's keys and screen while it is open.
@Suite struct FileBrowserTests {
    private func makeUI() throws -> PlayerUI {
        let animation = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        let ui = PlayerUI(view: LottieAnimationView(animation: animation))
        ui.resize(columns: 80, rows: 24)
        ui.player.pause(at: .frame(0))
        return ui
    }

    private func lines(_ ui: PlayerUI) -> [String] {
        ui.screen().text.components(separatedBy: "\n")
    }

    private func browser(_ paths: [String]) -> FileBrowser {
        var browser = FileBrowser()
        browser.append(paths)
        return browser
    }

    @Test func filterIsACaseInsensitiveSubstringOfThePath() {
        var browser = browser(["a/Spinner.json", "b/ball.lottie", "b/spin/x.tgs", "c.lot"])
        #expect(browser.matches.count == 4 && browser.selected == "a/Spinner.json")
        for character in "SPIN" { browser.type(character) }
        #expect(browser.matches.map { browser.entries[$0] } == ["a/Spinner.json", "b/spin/x.tgs"])
        browser.type("n")
        #expect(browser.matches.map { browser.entries[$0] } == ["a/Spinner.json"])
        browser.type("z")
        #expect(browser.matches.isEmpty && browser.selected == nil)
        browser.deleteBackward()
        browser.deleteBackward()
        #expect(browser.filter == "SPIN" && browser.matches.count == 2)
        // Files listed later join the matches when they match.
        browser.append(["d/spinning.json", "e/other.json"])
        #expect(browser.matches.map { browser.entries[$0] } == ["a/Spinner.json", "b/spin/x.tgs", "d/spinning.json"])
        for _ in 0..<10 { browser.deleteBackward() }
        #expect(browser.filter.isEmpty && browser.matches.count == 6)
    }

    @Test func selectionStaysInBoundsAndOnItsFileWhileItMatches() {
        var browser = browser((0..<50).map { "f\($0).json" })
        browser.move(by: -3)
        #expect(browser.selectedIndex == 0)
        browser.move(by: 100)
        #expect(browser.selectedIndex == 49 && browser.selected == "f49.json")
        #expect(browser.firstShownRow(visible: 20) == 30)
        browser.move(by: -40)
        #expect(browser.firstShownRow(visible: 20) == 0)
        // f9.json still matches `9`: it stays selected; f1.json does not match `9`, so the first match is.
        browser.type("9")
        #expect(browser.selected == "f9.json")
        browser.deleteBackward()
        browser.move(by: -9)
        #expect(browser.selected == "f0.json")
        browser.type("4")
        #expect(browser.selected == "f4.json")
    }

    @Test func capitalOOpensTheBrowserAndTypingFiltersIt() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("O"))
        #expect(ui.isBrowserOpen)
        #expect(lines(ui).contains { $0.contains("listing…") })
        ui.browser.append(["anims/ball.json", "anims/spinner.json", "misc/wipe.tgs"])
        ui.browser.isComplete = true
        #expect(ui.wantedPreview == "anims/ball.json")
        var screen = lines(ui)
        #expect(screen[0].contains("open: ▏") && screen[0].contains("3 files"))
        #expect(screen[1].hasPrefix(" anims/ball.json") && screen[3].hasPrefix(" misc/wipe.tgs"))
        #expect(screen.contains { $0.contains("opening ball.json…") })
        // Keys the player would take (`i`, `n`) go to the filter.
        for key in "SPin" { _ = ui.handle(.character(key)) }
        screen = lines(ui)
        #expect(ui.isBrowserOpen && ui.playRange == nil)
        #expect(screen[0].contains("open: SPin▏") && screen[0].contains("1 of 3 files"))
        #expect(screen[1].hasPrefix(" anims/spinner.json") && !screen[2].contains("json"))
        _ = ui.handle(.backspace)
        #expect(ui.browser.filter == "SPi")
        #expect(ui.handle(.enter) == .play("anims/spinner.json"))
        #expect(!ui.isBrowserOpen)
    }

    @Test func previewShowsTheFirstFrameOrWhyTheFileCannotBeOpened() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("O"))
        ui.browser.append(["good.json", "bad.json"])
        let sample = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        ui.showPreview(of: "good.json", renderer: LottieAnimationView(animation: sample).renderer, startFrame: 0)
        #expect(ui.wantedPreview == nil)
        let preview = ui.screen()
        // Drawn cells right of the list (the sample's background is not blank).
        let drawn = (0..<20).contains { row in (50..<80).contains { preview[$0, row] != .blank } }
        #expect(drawn)
        _ = ui.handle(.down)
        #expect(ui.wantedPreview == "bad.json")
        ui.showPreview(of: "bad.json", failure: "unexpected end of input at line 1")
        #expect(lines(ui).contains { $0.contains("unexpected end of input") })
        _ = ui.handle(.escape)
        #expect(!ui.isBrowserOpen && ui.wantedPreview == nil)
    }

    @Test func theHelpStillFitsEightyByTwentyFour() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("?"))
        let screen = lines(ui)
        #expect(screen.contains { $0.contains("n p f O W next/prev/list/open/watch") })
        #expect(screen.contains { $0.contains("q ^C      quit") })
    }
}

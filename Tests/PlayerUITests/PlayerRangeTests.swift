import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// Ranges that hold: a marker's range or an A–B loop stays the playback range through pauses,
/// resumes, seeks and loop-mode changes, shows on the timeline and in the status bar, and Esc
/// gives the whole animation back.
@Suite struct PlayerRangeTests {
    /// The built-in sample: 120 frames at 30 fps; markers drop 0+30, bounce 30+60, settle 90+30.
    private func makeUI() throws -> PlayerUI {
        let animation = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        let ui = PlayerUI(view: LottieAnimationView(animation: animation))
        ui.resize(columns: 80, rows: 20)
        ui.player.loopMode = .loop
        return ui
    }

    private func status(_ ui: PlayerUI) -> String { ui.screen().text.components(separatedBy: "\n").last ?? "" }
    private func timeline(_ ui: PlayerUI) -> String { ui.screen().text.components(separatedBy: "\n").dropLast().last ?? "" }

    /// Plays for `seconds` in steps of a frame, checking that every frame stays in `range`.
    private func play(_ ui: PlayerUI, seconds: Double, within range: ClosedRange<Double>) {
        for _ in 0..<Int(seconds * 30) {
            ui.advance(by: 1.0 / 30)
            #expect(range.contains(ui.player.realtimeAnimationFrame), "frame \(ui.player.realtimeAnimationFrame)")
        }
    }

    @Test func aMarkerRangeHoldsThroughPauseAndResume() throws {
        let ui = try makeUI()
        _ = ui.handle(.character("m"))
        _ = ui.handle(.down)
        _ = ui.handle(.enter)  // bounce: 30...90
        #expect(ui.playRange == PlayRange(from: 30, to: 90, name: "bounce"))
        play(ui, seconds: 1, within: 30...90)
        _ = ui.handle(.character(" "))
        #expect(!ui.isPlaying)
        _ = ui.handle(.character(" "))
        play(ui, seconds: 4, within: 30...90)
        #expect(status(ui).contains("[bounce 30-90]"))
        _ = ui.handle(.character(" "))
        ui.player.pause(at: .frame(60))
        #expect(timeline(ui).contains("["))
        #expect(timeline(ui).contains("]"))
    }

    @Test func seeksAndLoopModesKeepTheRange() throws {
        let ui = try makeUI()
        ui.playMarker("bounce")
        _ = ui.handle(.character("5"))  // 50 %: frame 60, inside
        play(ui, seconds: 3, within: 30...90)
        _ = ui.handle(.character("l"))
        play(ui, seconds: 3, within: 30...90)
    }

    @Test func escapeGivesTheWholeAnimationBack() throws {
        let ui = try makeUI()
        ui.playMarker("drop")
        _ = ui.handle(.escape)
        #expect(ui.playRange == nil)
        #expect(ui.isPlaying)
        var left = false
        for _ in 0..<60 {
            ui.advance(by: 1.0 / 30)
            if ui.player.realtimeAnimationFrame > 31 { left = true }
        }
        #expect(left)
        #expect(!status(ui).contains("["))
    }

    @Test func iAndOSetAnABLoopAtThePlayhead() throws {
        let ui = try makeUI()
        ui.player.pause(at: .frame(20))
        _ = ui.handle(.character("i"))
        ui.player.pause(at: .frame(50))
        _ = ui.handle(.character("o"))
        #expect(ui.playRange == PlayRange(from: 20, to: 50, name: "A-B"))
        _ = ui.handle(.character(" "))
        play(ui, seconds: 3, within: 20...50)
        // Setting the end before the start puts them in order.
        ui.player.pause(at: .frame(10))
        _ = ui.handle(.character("o"))
        #expect(ui.playRange == PlayRange(from: 10, to: 20, name: "A-B"))
    }

    @Test func theMarkerListOpensOnTheCurrentMarker() throws {
        let ui = try makeUI()
        ui.player.pause(at: .frame(95))
        _ = ui.handle(.character("m"))
        #expect(ui.overlay == .markers(selected: 2))
    }
}

import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// `replaceAnimation(with:)`, what `play --watch` calls when the file changed: the new
/// animation shows with what the user set up kept (frame, playing, loop mode, speed, range by
/// marker name, zoom, the inspector by keypath, the values set where their keypath still
/// resolves), and a notice says what changed. On Samples/bouncing-ball.json: 120 frames at 30
/// fps; layers Title, Ball, Shadow, Floor, Sky; markers drop 0+30, bounce 30+60, settle 90+30.
@Suite struct ReloadTests: InspectorHarness {
    /// The sample's JSON changed by `change`, as a view without value providers (what the
    /// driver gives after reading the file again).
    private func edited(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> LottieAnimationView {
        let data = try Data(contentsOf: Corpus.samples.appendingPathComponent("bouncing-ball.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&json)
        return LottieAnimationView(animation: try LottieAnimation.from(data: try JSONSerialization.data(withJSONObject: json)))
    }

    /// Changes the layers of `json` with `change`.
    private func layers(_ json: inout [String: Any], _ change: (inout [[String: Any]]) -> Void) {
        var layers = json["layers"] as? [[String: Any]] ?? []
        change(&layers)
        json["layers"] = layers
    }

    /// Markers as `(name, tm, dr)`.
    private func setMarkers(_ json: inout [String: Any], _ markers: [(String, Double, Double)]) {
        json["markers"] = markers.map { ["cm": $0.0, "tm": $0.1, "dr": $0.2] as [String: Any] }
    }

    private func status(_ ui: PlayerUI) -> String { lines(ui).last ?? "" }

    @Test func playbackStateAndViewSettingsAreKept() throws {
        let ui = try makeUI("bouncing-ball.json")
        press(ui, "ll++zv")
        ui.player.pause(at: .frame(45))
        let longer = try edited { $0["op"] = 150 }
        ui.replaceAnimation(with: longer)
        #expect(ui.view === longer)
        #expect(ui.player.animation.endFrame == 150)
        #expect(ui.player.realtimeAnimationFrame == 45)
        #expect(!ui.isPlaying)
        #expect(ui.player.loopMode == .autoReverse)
        #expect(ui.player.animationSpeed == 2)
        #expect(ui.zoom.scale == 1.5)
        #expect(ui.fitting == .fill)
        #expect(status(ui).trimmingCharacters(in: .whitespaces) == "reloaded: 4.00s → 5.00s")

        // A frame the new animation lacks becomes its last.
        ui.player.pause(at: .frame(140))
        ui.replaceAnimation(with: try edited())
        #expect(ui.player.realtimeAnimationFrame == 120)
        // Playing stays playing, from the same frame.
        ui.player.pause(at: .frame(100))
        press(ui, " ")
        ui.replaceAnimation(with: try edited { $0["op"] = 110 })
        #expect(ui.isPlaying)
        #expect(ui.player.realtimeAnimationFrame == 100)
        ui.advance(by: 0.1)
        #expect(ui.player.realtimeAnimationFrame > 100)
    }

    @Test func rangesFollowTheirMarkersByName() throws {
        let ui = try makeUI("bouncing-ball.json")
        ui.player.loopMode = .loop
        ui.playMarker("bounce")
        ui.advance(by: 0.5)
        ui.replaceAnimation(with: try edited { self.setMarkers(&$0, [("drop", 0, 30), ("bounce", 40, 40), ("settle", 100, 20)]) })
        #expect(ui.playRange == PlayRange(from: 40, to: 80, name: "bounce"))
        #expect(ui.isPlaying)
        for _ in 0..<90 {
            ui.advance(by: 1.0 / 30)
            #expect((40...80).contains(ui.player.realtimeAnimationFrame))
        }
        // The marker gone, the range goes; playback goes on over the whole animation.
        ui.replaceAnimation(with: try edited { self.setMarkers(&$0, [("drop", 0, 30)]) })
        #expect(ui.playRange == nil)
        #expect(ui.isPlaying)

        // Two markers' span follows both; an A-B loop keeps its frames, inside the animation.
        ui.replaceAnimation(with: try edited())
        ui.playMarkers(from: "drop", to: "settle")
        #expect(ui.playRange == PlayRange(from: 0, to: 90, name: "drop..settle"))
        ui.replaceAnimation(with: try edited { self.setMarkers(&$0, [("drop", 10, 30), ("settle", 100, 20)]) })
        #expect(ui.playRange == PlayRange(from: 10, to: 100, name: "drop..settle"))
        ui.player.pause(at: .frame(20))
        press(ui, "i")
        ui.player.pause(at: .frame(50))
        press(ui, "o")
        ui.replaceAnimation(with: try edited { $0["op"] = 40 })
        #expect(ui.playRange == PlayRange(from: 20, to: 40, name: "A-B"))
    }

    @Test func theInspectorKeepsItsNodesAndSelectionByKeypath() throws {
        let ui = try makeUI("bouncing-ball.json")
        press(ui, "kjjjlj")  // Floor expanded, its Transform selected
        #expect(footer(ui).first == "Floor.Transform")
        press(ui, "l")
        #expect(panel(ui).contains("    • Anchor Point"))
        // A layer added on top moves every row of the tree down one place.
        ui.replaceAnimation(with: try edited { self.layers(&$0) { layers in layers.insert(["ty": 3, "nm": "Sun", "ip": 0, "op": 120, "st": 0, "ks": [:]], at: 0) } })
        #expect(ui.isInspectorOpen)
        #expect(footer(ui).first == "Floor.Transform")
        #expect(Array(panel(ui).prefix(4)) == ["keypaths", "▸ Sun", "▸ Title", "▸ Ball"])
        #expect(panel(ui).contains("▾ Floor"))
        #expect(panel(ui).contains("  ▾ Transform"))
        #expect(panel(ui).contains("    • Anchor Point"))

        // A filter stays, with its selection.
        press(ui, "/Fill.Color")
        _ = ui.handle(.enter)
        press(ui, "j")
        #expect(footer(ui).first == "Floor.Fill.Color")
        ui.replaceAnimation(with: try edited())
        #expect(footer(ui).first == "Floor.Fill.Color")
        #expect(footer(ui).last == "/Fill.Color  (2 matches)")
    }

    @Test func valuesSetAreKeptWhereTheirKeypathResolvesAndTheOthersListedOnce() throws {
        let ui = try makeUI("bouncing-ball.json")
        ui.assignments = [("Title.Transform.Opacity", "50"), ("**.Outline.Stroke Width", "4")]
        press(ui, "k/Floor.Fill.Color")
        _ = ui.handle(.enter)
        _ = ui.handle(.enter)
        press(ui, "#ff0000")
        _ = ui.handle(.enter)
        press(ui, "/")
        _ = ui.handle(.escape)
        press(ui, "/Shadow.Fill.Opacity")
        _ = ui.handle(.enter)
        _ = ui.handle(.enter)
        press(ui, "25")
        _ = ui.handle(.enter)
        #expect(ui.edits.map(\.keypath) == ["Floor.Fill.Color", "Shadow.Fill.Opacity"])

        // Title goes, and the floor's fill is renamed.
        let changed = { (json: inout [String: Any]) in
            self.layers(&json) { layers in
                layers.removeAll { $0["nm"] as? String == "Title" }
                for index in layers.indices where layers[index]["nm"] as? String == "Floor" {
                    layers[index]["shapes"] = (layers[index]["shapes"] as? [[String: Any]] ?? []).map { shape in
                        var shape = shape
                        if shape["nm"] as? String == "Fill" { shape["nm"] = "Paint" }
                        return shape
                    }
                }
            }
        }
        let summary = ui.replaceAnimation(with: try edited(changed))
        #expect(summary.editCount == 4)
        #expect(summary.goneEdits == ["Title.Transform.Opacity", "Floor.Fill.Color"])
        #expect(summary.layersAdded == 0 && summary.layersRemoved == 1)
        #expect(summary.notice == "reloaded: +0 layers, -1; kept 2 of 4 edits; gone: Title.Transform.Opacity, Floor.Fill.Color")
        #expect(ui.assignments.map(\.keypath) == ["**.Outline.Stroke Width"])
        #expect(ui.edits.map(\.keypath) == ["Shadow.Fill.Opacity"])
        #expect(ui.view.renderer.valueProviders.map(\.keypath.string) == ["**.Outline.Stroke Width", "Shadow.Fill.Opacity"])
        #expect(footer(ui).prefix(2) == ["Shadow.Fill.Opacity", "= 25 (set)"])

        // The next reload has nothing more to say about them.
        #expect(ui.replaceAnimation(with: try edited(changed)).notice == "reloaded")
        #expect(ui.view.renderer.valueProviders.count == 2)
    }

    @Test func theNoticeSaysWhatChangedUntilTheNextKey() throws {
        let ui = try makeUI("bouncing-ball.json")
        let summary = ui.replaceAnimation(
            with: try edited { json in
                json["op"] = 150
                self.layers(&json) { $0.append(["ty": 3, "nm": "Sun", "ip": 0, "op": 150, "st": 0, "ks": [:]]) }
                self.setMarkers(&json, [("drop", 0, 30), ("bounce", 30, 60), ("extra", 120, 30)])
            })
        #expect(summary.notice == "reloaded: +1 layer, -0, 4.00s → 5.00s, markers: +extra -settle")
        #expect(status(ui).hasPrefix(" reloaded: +1 layer, -0, 4.00s → 5.00s, markers: +extra -settle"))
        press(ui, "5")
        #expect(status(ui).hasPrefix(" ■ paused  75/150"))
    }

    @Test func aFileThatDoesNotDecodeKeepsTheLastGoodAnimationAndSaysWhy() throws {
        let ui = try makeUI("bouncing-ball.json")
        ui.watching = true
        let view = ui.view
        ui.reloadFailed("a.json: line 3, column 1: unexpected end of input")
        #expect(ui.view === view)
        #expect(status(ui).hasPrefix(" reload failed: a.json: line 3, column 1: unexpected end of input"))
        // Keys do not hide it: it stays until the file reads again.
        press(ui, "5")
        #expect(status(ui).hasPrefix(" reload failed: a.json"))
        ui.replaceAnimation(with: try edited())
        #expect(ui.reloadError == nil)
        press(ui, "5")
        #expect(status(ui).hasPrefix(" ■ paused  60/120") && status(ui).contains("  watch  "))
    }

    @Test func shiftWTogglesWatching() throws {
        let ui = try makeUI("bouncing-ball.json")
        press(ui, "W")
        #expect(ui.watching == nil)
        #expect(status(ui).hasPrefix(" W: the built-in sample has no file to watch"))
        ui.watching = false
        press(ui, "W")
        #expect(ui.watching == true)
        #expect(status(ui).hasPrefix(" watching: the file reloads when it changes"))
        ui.reloadFailed("gone")
        press(ui, "W")
        #expect(ui.watching == false)
        #expect(ui.reloadError == nil)
        #expect(status(ui).hasPrefix(" stopped watching"))
    }

    @Test func aPreviewedSwitchStaysOn() throws {
        let ui = try makeUI("bouncing-ball.json")
        ui.startControl(.toggle(on: .init(from: 0, to: 0.5), off: .init(from: 0.5, to: 1)))
        _ = ui.handle(.enter)
        for _ in 0..<90 { ui.advance(by: 1.0 / 30) }
        #expect(ui.isSwitchOn)
        let frame = ui.player.realtimeAnimationFrame
        ui.replaceAnimation(with: try edited())
        #expect(ui.isSwitchOn)
        #expect(ui.player.realtimeAnimationFrame == frame)
        press(ui, "5")
        #expect(status(ui).contains("switch on"))
    }
}

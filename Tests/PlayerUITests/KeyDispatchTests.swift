import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// Every key the help overlay lists does something: pressed in a player set up so that each
/// key has a use (a list of files, a `.lottie`, a control, a range), it returns a command or
/// changes what the screen shows. The help table and the dispatch cannot drift apart.
@Suite struct KeyDispatchTests {
    private func makeUI() throws -> PlayerUI {
        let animation = try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))
        let ui = PlayerUI(
            view: LottieAnimationView(animation: animation),
            colorMode: .palette256, colorModes: [.palette256, .palette16])
        ui.resize(columns: 120, rows: 30)
        ui.title = "x.lottie"
        ui.listPosition = (2, 3)
        ui.listFiles = [("a.json", nil), ("x.lottie", nil), ("c.json", nil)]
        ui.container = (["one", "two"], "one", ["dark"], nil)
        ui.player.pause(at: .frame(45))
        return ui
    }

    /// The inputs a help line's key column stands for.
    private func inputs(_ key: String) -> [PlayerInput] {
        switch key {
        case "space": [.character(" ")]
        case "←": [.left]
        case "→": [.right]
        case "S-←": [.shiftLeft]
        case "S-→": [.shiftRight]
        case "Home": [.home]
        case "End": [.end]
        case "Esc": [.escape]
        case "^L": [.control("l")]
        case "^C": [.interrupt]
        case "0-9": (0...9).map { .character(Character("\($0)")) }
        case "Enter": [.enter]
        default: key.count == 1 ? [.character(Character(key))] : []
        }
    }

    @Test func everyListedPlayerKeyIsHandled() throws {
        for line in PlayerUI.helpLines.map(\.line) {
            for key in line.prefix(10).split(separator: " ").map(String.init) {
                let keyInputs = inputs(key)
                #expect(!keyInputs.isEmpty, "no input for the help key \(key)")
                for input in keyInputs {
                    let ui = try makeUI()
                    if key == "Enter" { ui.startControl(.toggle(on: .init(from: 0, to: 1), off: .init(from: 1, to: 0))) }
                    if key == "Esc" { ui.playMarker("bounce") }
                    if ["H", "J", "K", "L", "Z"].contains(key) { _ = ui.handle(.character("z")) }
                    let before = (ui.screen(), ui.player.realtimeAnimationFrame, ui.isPlaying)
                    let command = ui.handle(input)
                    let after = (ui.screen(), ui.player.realtimeAnimationFrame, ui.isPlaying)
                    let changed = before.0 != after.0 || before.1 != after.1 || before.2 != after.2
                    #expect(command != .keepRunning || changed, "the help lists \(key) (\(input)), which does nothing")
                }
            }
        }
    }
}

import Foundation
import Lottie
import PlayerUI
import TestSupport

/// What the inspector suites share: a player UI over a sample (Samples/keypaths.json: layers
/// Left, Right, Badge, Panel; Badge.Circle is a red circle in the middle; or the built-in
/// sample), and its screen, panel and footer lines.
protocol InspectorHarness {}

extension InspectorHarness {
    func makeUI(_ name: String = "keypaths.json", columns: Int = 80, rows: Int = 20) throws -> PlayerUI {
        let data = try Data(contentsOf: Corpus.samples.appendingPathComponent(name))
        let animation = try LottieAnimation.from(data: data)
        let ui = PlayerUI(
            view: LottieAnimationView(animation: animation),
            colorMode: .trueColor, colorModes: [.trueColor])
        ui.resize(columns: columns, rows: rows)
        return ui
    }

    func lines(_ ui: PlayerUI) -> [String] {
        ui.screen().text.components(separatedBy: "\n")
    }

    /// The inspector panel's lines, without the border.
    func panel(_ ui: PlayerUI) -> [String] {
        guard let rect = ui.layout.inspector else { return [] }
        return lines(ui).prefix(rect.row + rect.rows).dropFirst(rect.row).map {
            String($0.dropFirst(rect.column + (rect.column > 0 ? 2 : 1))).trimmingSuffixSpaces
        }
    }

    func press(_ ui: PlayerUI, _ keys: String) {
        for key in keys { _ = ui.handle(.character(key)) }
    }

    /// The footer lines: keypath, value, message, then the edit line or the filter line.
    func footer(_ ui: PlayerUI) -> [String] { Array(panel(ui).suffix(4)) }
}

extension String {
    fileprivate var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

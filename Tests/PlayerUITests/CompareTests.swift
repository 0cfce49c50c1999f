import CellEncoder
import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// `play --compare NEW`: the two versions side by side under their names, frame for frame.
@Suite struct CompareTests {
    /// The red channel of the brighter of a cell's two colours.
    private func red(_ cell: Cell) -> Int {
        [cell.foreground, cell.background].map { if case .rgb(let r, _, _) = $0 { Int(r) } else { 0 } }.max() ?? 0
    }

    private func blue(_ cell: Cell) -> Int {
        [cell.foreground, cell.background].map { if case .rgb(_, _, let b) = $0 { Int(b) } else { 0 } }.max() ?? 0
    }

    @Test func bothVersionsAreDrawnSideBySideInSync() throws {
        let old = try LottieAnimation.from(data: Data(FindingsFixture.twoSquares().utf8))
        // The new version: the left square blue instead of red.
        let changed = FindingsFixture.twoSquares().replacingOccurrences(of: #""c":{"a":0,"k":[1,0,0,1]}"#, with: #""c":{"a":0,"k":[0,0,1,1]}"#)
        let new = try LottieAnimation.from(data: Data(changed.utf8))
        let ui = PlayerUI(view: LottieAnimationView(animation: old), colorMode: .trueColor, colorModes: [.trueColor])
        ui.title = "old.json"
        ui.compare(with: LottieFrameRenderer(animation: new), title: "new.json")
        ui.resize(columns: 81, rows: 24)
        let screen = ui.screen()
        let lines = screen.text.components(separatedBy: "\n")
        // Two halves of 40 columns under their names, a divider between them.
        #expect(lines[0].hasPrefix(" old.json") && lines[0].dropFirst(41).hasPrefix(" new.json"), "\(lines[0])")
        for row in 0..<ui.viewportRect.rows { #expect(screen[40, row].character == "│") }
        // The left square: red on the left, blue on the right; the right squares blue in both.
        let (leftSquare, rightSquare, row) = (10, 30, 10)
        #expect(red(screen[leftSquare, row]) > 200 && blue(screen[leftSquare, row]) < 50)
        #expect(blue(screen[41 + leftSquare, row]) > 200 && red(screen[41 + leftSquare, row]) < 50)
        #expect(blue(screen[rightSquare, row]) > 200 && blue(screen[41 + rightSquare, row]) > 200)
        // The status bar and timeline stay those of the file played.
        #expect(lines.contains { $0.contains("old.json") && ($0.contains("paused") || $0.contains("playing")) })
    }
}

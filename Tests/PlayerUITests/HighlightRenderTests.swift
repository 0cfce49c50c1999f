import Foundation
import Lottie
import PlayerUI
import TestSupport
import Testing

/// The inspector's highlight: a render that keeps a node's pixels and dims the rest, on
/// `Samples/keypaths.json`.
@Suite struct HighlightRenderTests {
    @Test func aHighlightedRenderDimsWhatTheNodeDoesNotCover() throws {
        let renderer = LottieFrameRenderer(animation: try LottieAnimation.load(filePath: Corpus.samples.appendingPathComponent("keypaths.json").path))
        let badge = try #require(renderer.keypathTree.nodes(matching: "Badge.Circle").first)
        let plain = renderer.render(frame: 0, width: 100, height: 100)
        let lit = renderer.render(frame: 0, width: 100, height: 100, highlight: badge)
        #expect(lit.width == 100 && lit.storage.count == plain.storage.count)
        // The badge's red circle in the middle keeps its colour; every pixel it does not cover
        // keeps 30 % of its own.
        let centre = (50 * 100 + 50) * 4
        #expect(lit.storage[centre] == plain.storage[centre] && plain.storage[centre] > 230)
        var dimmed = 0
        for index in stride(from: 0, to: plain.storage.count, by: 4) where plain.storage[index + 3] > 128 {
            let kept = Float(lit.storage[index + 3]) / Float(plain.storage[index + 3])
            let isDimmed = abs(kept - LottieFrameRenderer.highlightDimming) < 0.01
            #expect(kept == 1 || isDimmed)
            if isDimmed { dimmed += 1 }
        }
        #expect(dimmed > 100)
    }
}

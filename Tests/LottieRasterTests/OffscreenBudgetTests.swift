import LottieGraphics
import LottieRaster
import Testing

/// The pixels of offscreen layers are one budget per frame: masked groups past it are not
/// drawn, the renderer says so, and the next frame starts with the whole budget again.
@Suite struct OffscreenBudgetTests {
    /// Three masked 10 × 20 columns (200 offscreen pixels each) side by side on 30 × 20.
    private let columns = DisplayList(
        width: 30, height: 20,
        items: (0..<3).map { column in
            let x = Double(column * 10)
            return .group(
                GroupDraw(
                    children: [TestScene.fill(TestScene.rect(x, 0, 10, 20))],
                    masks: [MaskDraw(path: TestScene.drawnRect(x, 0, 10, 20), mode: .add)]))
        })

    @Test func groupsPastTheBudgetAreLeftOutWithANote() {
        let renderer = Renderer()
        renderer.offscreenPixelBudget = 450
        var buffer = PixelBuffer(width: 30, height: 20)
        renderer.render(columns, into: &buffer, transform: .identity)
        #expect([5, 15, 25].map { TestScene.alpha(buffer, $0, 10) } == [1, 1, 0])
        #expect(
            renderer.notes == [
                "offscreen layers (masks, mattes, blend modes, group opacity) need more than 450 pixels in one frame; the rest of them are not drawn"
            ])
        renderer.offscreenPixelBudget = EvaluationLimits.maxOffscreenPixels
        renderer.render(columns, into: &buffer, transform: .identity)
        #expect([5, 15, 25].map { TestScene.alpha(buffer, $0, 10) } == [1, 1, 1])
        #expect(renderer.notes.isEmpty)
    }
}

import LottieGraphics
import LottieRaster
import Testing

/// Masks on a 20 × 20 opaque layer: A = left half, B = top half at opacity 0.5.
@Suite struct MaskTests {
    private let maskA = MaskDraw(path: TestScene.rect(0, 0, 10, 20), mode: .add)

    private func maskB(_ mode: MaskMode) -> MaskDraw {
        MaskDraw(path: TestScene.rect(0, 0, 20, 10), mode: mode, opacity: 0.5)
    }

    /// Alpha in the top-left, top-right, bottom-left and bottom-right quadrants.
    private func quadrants(_ masks: [MaskDraw]) -> [Double] {
        let group = GroupDraw(children: [TestScene.fill(TestScene.rect(0, 0, 20, 20))], masks: masks)
        let b = TestScene.render([.group(group)], width: 20, height: 20)
        return [(5, 5), (15, 5), (5, 15), (15, 15)].map { TestScene.alpha(b, $0.0, $0.1) }
    }

    private func expectClose(_ a: [Double], _ b: [Double]) {
        #expect(zip(a, b).allSatisfy { abs($0 - $1) < TestScene.byteTolerance }, "\(a) vs \(b)")
    }

    @Test func eachModeAfterAnAdd() {
        expectClose(quadrants([maskA, maskB(.add)]), [1, 0.5, 1, 0])
        expectClose(quadrants([maskA, maskB(.subtract)]), [0.5, 0, 1, 0])
        expectClose(quadrants([maskA, maskB(.intersect)]), [0.5, 0, 0, 0])
        expectClose(quadrants([maskA, maskB(.lighten)]), [1, 0.5, 1, 0])
        expectClose(quadrants([maskA, maskB(.darken)]), [0.5, 0, 0, 0])
        expectClose(quadrants([maskA, maskB(.difference)]), [0.5, 0.5, 1, 0])
    }

    @Test func seedDependsOnFirstMode() {
        var a = maskA
        a.mode = .subtract
        expectClose(quadrants([a]), [0, 1, 0, 1])
        a.mode = .intersect
        expectClose(quadrants([a]), [1, 0, 1, 0])
        a.mode = .darken
        expectClose(quadrants([a]), [0, 0, 0, 0])
        a.mode = .lighten
        expectClose(quadrants([a]), [1, 0, 1, 0])
    }

    @Test func invertedCoverageBeforeOpacity() {
        let inverted = MaskDraw(path: TestScene.rect(0, 0, 10, 20), mode: .add, isInverted: true, opacity: 0.5)
        expectClose(quadrants([inverted]), [0, 0.5, 0, 0.5])
        let b = MaskDraw(path: TestScene.rect(0, 0, 20, 10), mode: .subtract, isInverted: true, opacity: 0.5)
        expectClose(quadrants([maskA, b]), [1, 0, 0.5, 0])
    }

    @Test func maskUsesItsOwnTransform() {
        let moved = MaskDraw(path: TestScene.rect(0, 0, 10, 20), transform: AffineTransform(translationX: 10, y: 0))
        expectClose(quadrants([moved]), [0, 1, 0, 1])
    }

    @Test func antialiasedMaskEdge() {
        let half = MaskDraw(path: TestScene.drawnRect(0, 0, 10.5, 20))
        let group = GroupDraw(children: [TestScene.fill(TestScene.rect(0, 0, 20, 20))], masks: [half])
        let b = TestScene.render([.group(group)], width: 20, height: 20)
        #expect(abs(TestScene.alpha(b, 10, 3) - 0.5) < TestScene.byteTolerance)
    }
}

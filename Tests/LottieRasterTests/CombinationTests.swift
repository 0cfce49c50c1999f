import LottieGraphics
import LottieRaster
import Testing

/// Merged paths (`mm` subtract, intersect, exclude) filled as one shape: each operand only
/// changes the result over its own bounds, and an intersection clears what lies outside them.
@Suite struct CombinationTests {
    private let a = TestScene.rect(0, 0, 20, 20)
    private let b = TestScene.rect(10, 10, 20, 20)

    private func merged(_ operation: PathCombination.Operation, _ operands: [BezierPath]) -> PixelBuffer {
        var shape = ShapeDraw(path: TestScene.rect(0, 0, 30, 30), paint: TestScene.black, style: .fill(.nonZero))
        shape.combination = PathCombination(operation: operation, operands: operands)
        return TestScene.render([.shape(shape)])
    }

    private func alpha(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Float { buffer.premultiplied(x: x, y: y).w }

    @Test func subtractCutsTheLaterOperandsOut() {
        let hole = TestScene.rect(5, 5, 5, 5)
        let result = merged(.subtract, [a, hole])
        #expect(abs(TestScene.totalAlpha(result) - (400 - 25)) < 0.5)
        #expect(alpha(result, 7, 7) == 0)
        #expect(alpha(result, 2, 2) == 1)
    }

    @Test func intersectKeepsOnlyWhatEveryOperandCovers() {
        let result = merged(.intersect, [a, b])
        #expect(abs(TestScene.totalAlpha(result) - 100) < 0.5)
        // Outside the second operand's bounds, the first operand's coverage is cleared.
        #expect(alpha(result, 5, 5) == 0)
        #expect(alpha(result, 15, 15) == 1)
        #expect(alpha(result, 25, 25) == 0)
    }

    /// Only the area an intersection or subtraction can cover is drawn; its partly covered
    /// edge pixels are still drawn whole.
    @Test func fractionalEdgesKeepTheirCoverage() {
        let first = TestScene.rect(0.5, 0.5, 20, 20)
        let second = TestScene.rect(10.25, 10.25, 20, 20)
        let intersection = merged(.intersect, [first, second])
        #expect(abs(TestScene.totalAlpha(intersection) - 10.25 * 10.25) < 0.5)
        #expect(abs(alpha(intersection, 20, 15) - 0.5) < 0.01)
        #expect(abs(alpha(intersection, 10, 15) - 0.75) < 0.01)
        let subtraction = merged(.subtract, [first, second])
        #expect(abs(TestScene.totalAlpha(subtraction) - (400 - 10.25 * 10.25)) < 0.5)
        #expect(abs(alpha(subtraction, 0, 5) - 0.5) < 0.01)
    }

    @Test func anEmptyOperandLeavesNothingOfAnIntersection() {
        #expect(TestScene.totalAlpha(merged(.intersect, [a, b, BezierPath()])) == 0)
        // …and changes nothing of a subtraction.
        #expect(abs(TestScene.totalAlpha(merged(.subtract, [a, BezierPath()])) - 400) < 0.5)
    }

    @Test func excludeKeepsWhatExactlyOneSideCovers() {
        let result = merged(.exclude, [a, b])
        #expect(abs(TestScene.totalAlpha(result) - 600) < 0.5)
        #expect(alpha(result, 15, 15) == 0)
        #expect(alpha(result, 5, 5) == 1)
        #expect(alpha(result, 25, 25) == 1)
    }
}

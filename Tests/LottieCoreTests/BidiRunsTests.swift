import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Right-to-left runs inside a line: reversed in place, digits kept in reading order, range
/// selectors still counting in reading order (synthetic font, see `TextFixture`).
@Suite struct BidiRunsTests {
    typealias F = TextFixture

    private func spans(_ text: String, _ fields: String = "") throws -> [[Double]] {
        F.boxes(F.evaluator(try F.animation(documents: [F.document(text, fields)])))
            .map { [($0.minX * 1000).rounded() / 1000, ($0.maxX * 1000).rounded() / 1000] }
    }

    @Test func aHebrewWordInLatinTextIsShownReversed() throws {
        // a b ␣ א ב ג ␣ c: the run אבג takes 12.5…30.5, its first letter on the right.
        #expect(
            try spans("ab אבג c") == [[0, 5], [5, 10], [24.5, 30.5], [18.5, 24.5], [12.5, 18.5], [33, 38]])
    }

    @Test func spacesBetweenRightToLeftWordsJoinTheRun() throws {
        // א ב ␣ ג ד is shown as ד ג ␣ ב א.
        #expect(try spans("אב גד") == [[20.5, 26.5], [14.5, 20.5], [6, 12], [0, 6]])
    }

    @Test func digitsInsideARunKeepTheirOrder() throws {
        // א 1 2 ב is shown as ב 1 2 א.
        #expect(try spans("א12ב") == [[16, 22], [6, 11], [11, 16], [0, 6]])
    }

    @Test func rightJustifiedRunsEndAtTheOrigin() throws {
        #expect(try spans("אב", #""j":1"#) == [[-6, 0], [-12, -6]])
    }

    @Test func latinTextIsUnchanged() throws {
        #expect(try spans("ab c") == [[0, 5], [5, 10], [12.5, 17.5]])
    }
}

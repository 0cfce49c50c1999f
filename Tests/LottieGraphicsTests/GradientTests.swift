import LottieGraphics
import Testing

@Suite struct GradientTests {
    private let g = Gradient(
        kind: .linear(start: .zero, end: Vector2(1, 0)),
        stops: [
            GradientStop(offset: 1, color: .white), GradientStop(offset: 0, color: .black),
            GradientStop(offset: 0.5, color: Color(r: 1, g: 0, b: 0, a: 0.5)),
        ])

    @Test func interpolatesStraightColoursBetweenSortedStops() {
        #expect(g.color(at: 0.25) == Color(r: 0.5, g: 0, b: 0, a: 0.75))
        #expect(g.color(at: 0.5) == Color(r: 1, g: 0, b: 0, a: 0.5))
    }

    @Test func padsBeyondTheEnds() {
        #expect(g.color(at: -3) == .black)
        #expect(g.color(at: 7) == .white)
        #expect(g.color(at: .nan) == .black)
        #expect(Gradient(kind: g.kind, stops: []).color(at: 0.5) == .clear)
    }
}

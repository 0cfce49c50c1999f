import LottieGraphics
import Testing

/// The one hex colour parser.
@Suite struct ColorHexTests {
    @Test func readsThreeSixAndEightDigits() {
        #expect(Color(hex: "#f00") == Color(r: 1, g: 0, b: 0))
        #expect(Color(hex: "00FF00") == Color(r: 0, g: 1, b: 0))
        #expect(Color(hex: "#0000ff80") == Color(r: 0, g: 0, b: 1, a: 128.0 / 255))
        for bad in ["", "#", "#12", "#1234", "#12345", "#1234567", "#gg0000", "#ff00001234"] {
            #expect(Color(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func writesWhatItReads() {
        #expect(Color(r: 1, g: 0.5, b: 0).hexString == "#ff8000")
        #expect(Color(r: 0, g: 0, b: 0, a: 0.5).hexString == "#00000080")
        #expect(Color(r: .nan, g: 2, b: -1).hexString == "#00ff00")
        #expect(Color(hex: "#3366cc")?.hexString == "#3366cc")
    }
}

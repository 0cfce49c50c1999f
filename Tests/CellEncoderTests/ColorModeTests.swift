import CellEncoder
import Testing

/// Colour quantization tables and colour-mode detection.
@Suite struct ColorModeTests {
    @Test(
        arguments: [
            (0, 0, 0, 16), (255, 255, 255, 231), (255, 0, 0, 196), (95, 135, 175, 67), (128, 128, 128, 244),
            (8, 8, 8, 232), (238, 238, 238, 255), (100, 0, 0, 52), (0, 0, 60, 17), (0, 0, 50, 233),
        ] as [(UInt8, UInt8, UInt8, UInt8)])
    func palette240(red: UInt8, green: UInt8, blue: UInt8, index: UInt8) {
        #expect(ColorMode.palette240.cellColor(red: red, green: green, blue: blue) == .palette(index))
    }

    @Test func the256PaletteAlsoUsesTheThemeColours() {
        #expect(ColorMode.palette256.cellColor(red: 205, green: 0, blue: 0) == .palette(1))
        #expect(ColorMode.palette256.cellColor(red: 92, green: 92, blue: 255) == .palette(12))
    }

    @Test func every240EntryIsItsOwnNearest() {
        for index in UInt8(16)...255 {
            let rgb = XtermPalette.rgb(index)
            let color = ColorMode.palette240.cellColor(red: UInt8(rgb.x), green: UInt8(rgb.y), blue: UInt8(rgb.z))
            #expect(color == .palette(index), "entry \(index)")
        }
    }

    @Test(
        arguments: [
            (0, 0, 0, 0), (205, 0, 0, 1), (255, 0, 0, 9), (240, 240, 240, 7), (250, 250, 250, 15), (100, 100, 100, 8),
            (0, 0, 200, 4), (90, 90, 250, 12),
        ] as [(UInt8, UInt8, UInt8, UInt8)])
    func palette16(red: UInt8, green: UInt8, blue: UInt8, index: UInt8) {
        #expect(ColorMode.palette16.cellColor(red: red, green: green, blue: blue) == .palette(index))
    }

    @Test func trueColorAndMonochrome() {
        #expect(ColorMode.trueColor.cellColor(red: 1, green: 2, blue: 3) == .rgb(1, 2, 3))
        #expect(ColorMode.monochrome.cellColor(red: 1, green: 2, blue: 3) == .terminalDefault)
    }

    @Test(
        arguments: [
            ([:], nil, false, ColorMode.palette256),
            (["NO_COLOR": "1"], nil, false, .monochrome),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], 256, true, .monochrome),
            (["NO_COLOR": ""], nil, false, .palette256),
            (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], nil, false, .palette256),
            (["NO_COLOR": "1", "CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"], nil, false, .trueColor),
            (["NO_COLOR": "1", "CLICOLOR_FORCE": "0"], nil, false, .monochrome),
            (["NO_COLOR": "1", "CLICOLOR_FORCE": ""], nil, false, .monochrome),
            (["CLICOLOR_FORCE": "1"], 2, false, .monochrome),
            (["COLORTERM": "truecolor"], nil, false, .trueColor),
            (["COLORTERM": "24bit"], 8, false, .trueColor),
            (["COLORTERM": "TrueColor"], nil, false, .trueColor),
            (["COLORTERM": "yes"], nil, false, .palette256),
            ([:], 256, true, .trueColor),
            ([:], 16_777_216, false, .trueColor),
            ([:], 256, false, .palette256),
            ([:], 88, false, .palette16),
            ([:], 16, false, .palette16),
            ([:], 8, false, .palette16),
            ([:], 2, false, .monochrome),
            ([:], -1, false, .monochrome),
        ] as [([String: String], Int?, Bool, ColorMode)])
    func detection(environment: [String: String], colors: Int?, rgb: Bool, expected: ColorMode) {
        #expect(ColorMode.detect(environment: environment, terminfoColors: colors, terminfoHasRGB: rgb) == expected)
    }
}

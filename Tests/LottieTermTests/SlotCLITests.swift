import Foundation
import Lottie
import TestSupport
import Testing

/// Slots on the command line: `info` lists them, `--slot ID=VALUE` sets them for `render`
/// (pixels checked), and bad values and unknown ids exit 64 naming the slot.
@Suite struct SlotCLITests {
    static let sample = Corpus.samples.appendingPathComponent("slots.json").path

    /// Renders frame 0 of the slots sample at 100×130 with `options`; the pixels, or the result when it failed.
    static func render(_ options: [String]) throws -> (pixels: ImageBitmap?, result: CLITests.Result) {
        let output = ScratchSpace.url("slots", extension: "png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLITests.run(["render", sample, "--frame", "0", "--size", "100x130", "-o", output.path] + options)
        guard result.status == 0 else { return (nil, result) }
        return (try ImageDecoder.decode(try Data(contentsOf: output)), result)
    }

    static func isClose(_ color: Color, _ expected: Color, tolerance: Double = 0.02) -> Bool {
        abs(color.r - expected.r) <= tolerance && abs(color.g - expected.g) <= tolerance && abs(color.b - expected.b) <= tolerance
    }

    @Test func infoListsTheSlots() throws {
        let text = try CLITests.run(["info", Self.sample])
        #expect(text.status == 0)
        #expect(text.stdout.contains("slots       7"))
        #expect(text.stdout.contains("  swatch_color        color    #ff0000  at layers[0].shapes[0].it[1].c"))
        #expect(text.stdout.contains("  bar_gradient        gradient 0:#ffff00 1:#00ffff  at layers[3].shapes[0].it[1].g"))
        #expect(text.stdout.contains("  picture             image    data:image/png;base64,… (embedded)  at assets[0]"))
        let json = try CLITests.run(["info", "--json", Self.sample])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let slots = try #require(object["slots"] as? [[String: Any]])
        #expect(slots.map { $0["type"] as? String } == ["image", "color", "scalar", "position", "vector", "gradient", "text"])
        #expect(slots.first { $0["id"] as? String == "dot_position" }?["value"] as? String == "25,75")
        #expect(slots.first { $0["id"] as? String == "title" }?["paths"] as? [String] == ["layers[5].t.d"])
    }

    @Test func slotOptionsChangeThePixels() throws {
        let plain = try #require(try Self.render([]).pixels)
        let (changed, result) = try Self.render([
            "--slot", "swatch_color=#00ff00", "--slot", "fade_opacity=0", "--slot", "dot_position=50,50", "--slot", "dot_size=40,40",
            "--slot", "bar_gradient=0:#ff0000 1:#0000ff", "--slot", "title=", "--slot", "picture=images/checker.png",
        ])
        let pixels = try #require(changed, "\(result.stderr)")
        #expect(Self.isClose(plain.straightColor(x: 25, y: 25), Color(r: 1, g: 0, b: 0)))
        #expect(Self.isClose(pixels.straightColor(x: 25, y: 25), Color(r: 0, g: 1, b: 0)))
        #expect(plain.straightColor(x: 75, y: 25).a == 1 && pixels.straightColor(x: 75, y: 25).a == 0)
        #expect(pixels.straightColor(x: 25, y: 75).a == 0 && pixels.straightColor(x: 66, y: 50).a == 1)
        #expect(pixels.straightColor(x: 57, y: 75).r > 0.8 && pixels.straightColor(x: 57, y: 75).g < 0.1)
        #expect(!Self.isClose(pixels.straightColor(x: 15, y: 115), plain.straightColor(x: 15, y: 115), tolerance: 0.1))
        #expect(pixels.straightColor(x: 60, y: 117).a == 0 && (40..<95).contains { plain.straightColor(x: $0, y: 117).a > 0.5 })
    }

    @Test func badValuesAndUnknownSlotsExit64NamingTheSlot() throws {
        let cases: [(String, String)] = [
            ("swatch_color=12", "--slot swatch_color=12: slot 'swatch_color' is a color slot; expected a colour, #rrggbb[aa] or r,g,b[,a]"),
            ("fade_opacity=#ff0000", "slot 'fade_opacity' is a scalar slot; expected a number"),
            ("dot_position=1", "slot 'dot_position' is a position slot; expected a point, x,y"),
            ("bar_gradient=red", "slot 'bar_gradient' is a gradient slot; expected gradient stops"),
            ("nope=1", "--slot nope=…: no slot 'nope'; available: picture, swatch_color, fade_opacity, dot_position, dot_size, bar_gradient, title"),
            ("picture=../../etc/passwd", "--slot picture=../../etc/passwd: image asset 'picture': path '../../etc/passwd' leaves the animation's folder"),
            ("picture=images/none.png", "--slot picture=images/none.png: image asset 'picture': no file found"),
        ]
        for (option, message) in cases {
            let result = try Self.render(["--slot", option]).result
            #expect(result.status == 64, "\(option)")
            #expect(result.stderr.contains(message), "\(option): \(result.stderr)")
        }
        let malformed = try CLITests.run(["render", Self.sample, "--frame", "0", "-o", "/dev/null", "--slot", "no-equals"])
        #expect(malformed.status == 64)
    }
}

import CellEncoder
import Foundation
import ImageCodecs
import Lottie
import LottieGraphics
import TestSupport
import Testing

/// `render --format kitty|sixel|iterm` end to end: each escape decoded back into pixels by our
/// own decoders and compared with `render`'s PNG of the same frame at the same size.
@Suite struct PixelOutputTests {
    static let sample = CLITests.sample
    static let frameArguments = [sample, "--frame", "30", "--size", "60x48"]

    /// `render`'s PNG of the frame, as straight RGBA bytes.
    static func reference() throws -> [UInt8] {
        let path = ScratchSpace.url("pixel-reference", extension: "png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLITests.run(["render"] + frameArguments + ["-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        return try ImageDecoder.decode(Data(contentsOf: URL(fileURLWithPath: path))).straightRGBA8()
    }

    static func escape(_ format: String, _ extra: [String] = []) throws -> String {
        let result = try CLITests.run(["render"] + frameArguments + ["--format", format, "--terminal-bg", "dark"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The largest difference of any channel between two RGBA byte arrays.
    static func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func kittyPayloadIsTheRenderedFrame() throws {
        let text = try Self.escape("kitty", ["--cols", "6", "--rows", "3"])
        let decoded = try #require(PixelDecoders.kitty(text))
        #expect(decoded.keys["a"] == "T" && decoded.keys["f"] == "32" && decoded.keys["o"] == "z")
        #expect(decoded.keys["s"] == "60" && decoded.keys["v"] == "48" && decoded.keys["c"] == "6" && decoded.keys["r"] == "3")
        #expect(decoded.keys["i"] == "7310" && decoded.keys["p"] == "1" && decoded.keys["q"] == "2")
        let pixels = try #require(PixelDecoders.inflate(Array(decoded.payload)))
        let reference = try Self.reference()
        #expect(pixels.count == 60 * 48 * 4)
        // The PNG goes through premultiplied floats on decoding: at most one level apart.
        #expect(Self.largestDifference(pixels, reference) <= 1)
        #expect(pixels.contains(0) && pixels.contains { $0 > 200 })
    }

    /// A frame of noise (every byte value as a literal) beside flat runs and rows repeated
    /// from the row above, each kind of code the kitty payload's deflater writes, decodes
    /// back to the frame's bytes exactly; so does an empty frame.
    @Test func kittyPayloadKeepsEveryPixelOfNoiseRunsAndRepeatedRows() throws {
        let (width, height) = (97, 41)
        var random = SplitMix64(seed: 7)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if y % 5 == 4 {
                    for c in 0..<4 { bytes[i + c] = bytes[i - width * 4 + c] }
                } else if x > width / 2 {
                    (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (200, UInt8(y), 17, 255)
                } else {
                    for c in 0..<3 { bytes[i + c] = UInt8(truncatingIfNeeded: random.next()) }
                    bytes[i + 3] = 255
                }
            }
        }
        let frames = [
            (PixelBuffer(width: width, height: height, straightRGBA8: bytes), bytes), (PixelBuffer(width: 1, height: 1), [0, 0, 0, 0]),
        ]
        for (frame, expected) in frames {
            let text = String(decoding: KittyImage().escape(frame, columns: nil, rows: nil), as: UTF8.self)
            let decoded = try #require(PixelDecoders.kittyCommands(text)?.first)
            let zlib = Array(decoded.payload)
            #expect(try #require(PixelDecoders.inflate(zlib)) == expected)
            let adler = Adler32.checksum(expected)
            #expect(Array(zlib.suffix(4)) == [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> UInt32($0)) })
        }
    }

    @Test func iTermImageIsThePNG() throws {
        let text = try Self.escape("iterm", ["--cols", "6", "--rows", "3"])
        let prefix = "\u{1B}]1337;File=inline=1;size="
        #expect(text.hasPrefix(prefix) && text.hasSuffix("\u{07}"))
        let header = try #require(text.split(separator: ":", maxSplits: 1).first)
        #expect(header.hasSuffix(";width=6;height=3;preserveAspectRatio=0"))
        let base64 = try #require(text.split(separator: ":", maxSplits: 1).last).dropLast()
        let png = try #require(Data(base64Encoded: String(base64)))
        #expect(header.contains("size=\(png.count);"))
        #expect(Self.largestDifference(try ImageDecoder.decode(png).straightRGBA8(), try Self.reference()) <= 1)
    }

    /// Sixel has one palette of at most 256 colours for the frame, each given in whole percent,
    /// and dithering of up to 1/64 of the range either way: a mean error within 3 levels of 255
    /// over the drawn pixels is what that allows on this frame of flat shapes.
    @Test func sixelShowsTheFrameOverTheBackgroundAndLeavesTransparentPixels() throws {
        let decoded = try #require(PixelDecoders.sixel(try Self.escape("sixel")))
        #expect(decoded.width == 60 && decoded.height == 48 && decoded.colors <= 256)
        let reference = try Self.reference()
        var error = 0
        var drawn = 0
        for index in 0..<(60 * 48) {
            let alpha = Int(reference[index * 4 + 3])
            guard let shown = decoded.pixels[index] else {
                #expect(alpha == 0, "pixel \(index) is transparent in the sixel but not in the frame")
                continue
            }
            #expect(alpha > 0, "pixel \(index) is drawn but transparent in the frame")
            // Over a black terminal the frame shows its colour times its alpha.
            for channel in 0..<3 { error += abs(shown[channel] - (Int(reference[index * 4 + channel]) * alpha + 127) / 255) }
            drawn += 1
        }
        #expect(drawn > 100)
        let mae = Double(error) / Double(drawn * 3)
        #expect(mae <= 3, "sixel MAE \(mae)")
    }

    @Test func benchReportsBytesAndFramesPerSecondForPixelModes() throws {
        for mode in ["kitty", "sixel", "iterm"] {
            let result = try CLITests.run([
                "bench", "--cells", "--pixels", mode, "--cols", "8", "--rows", "4", "--cell-size", "8x16", "--runs", "1", "--json",
                Self.sample,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\"pixels\":\"\(mode)\"") && result.stdout.contains("\"image\":\"64x64\""))
            #expect(result.stdout.contains("\"fps\":") && result.stdout.contains("\"bytes\":"))
        }
    }

    @Test func pixelFormatsRefuseCellOptions() throws {
        let result = try CLITests.run(["render", Self.sample, "--format", "sixel", "--cells", "octant"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--cells, --color and --highlight need --format ansi"))
    }
}

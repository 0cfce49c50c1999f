import CellEncoder
import Foundation
import Lottie
import PlayerUI
import Testing

/// The player in pixels sends only what changed between frames: its escapes, decoded by our own
/// decoders and drawn as a terminal draws them, one frame after another, must leave the screen
/// showing what the whole frame shows.
@Suite struct PixelUpdateTests {
    /// A playing player over the built-in sample in pixels, and a second one, paused, that
    /// draws each frame whole.
    static func players(_ target: PixelTarget) throws -> (playing: PlayerUI, whole: PlayerUI) {
        func make() throws -> PlayerUI {
            let ui = PlayerUI(
                view: LottieAnimationView(animation: try LottieAnimation.from(data: Data(BuiltInSample.json.utf8))),
                colorMode: .trueColor, colorModes: [.trueColor])
            ui.resize(columns: 30, rows: 10)
            ui.pixelTarget = target
            return ui
        }
        return (try make(), try make())
    }

    /// The player's images for frames 20 to 31 (a shape moving over a still background), each
    /// made for the screen showing the one before, as the terminal draws them (an image whose
    /// base is not on screen is left out), with the whole image of the same frame.
    static func frames(_ target: PixelTarget) throws -> [(sent: TerminalImage, whole: TerminalImage)] {
        let (ui, reference) = try players(target)
        var shown: TerminalImage?
        var frames: [(TerminalImage, TerminalImage)] = []
        for frame in 20..<32 {
            ui.player.currentFrame = Double(frame)
            reference.player.currentFrame = Double(frame)
            let image = try #require(ui.viewportImage(shown: shown))
            if image.base == nil || image.base === shown?.frame { shown = image }
            frames.append((image, try #require(reference.viewportImage())))
        }
        return frames
    }

    @Test func kittyEditsLeaveTheScreenAsTheWholeFrameByteForByte() throws {
        let target = PixelTarget(mode: .kitty, cellWidth: 8, cellHeight: 16, editsFrames: true)
        var screen: (width: Int, rows: [UInt8])?
        var edits = 0
        for (index, (sent, whole)) in try Self.frames(target).enumerated() {
            let commands = try #require(PixelDecoders.kittyCommands(String(decoding: sent.escape, as: UTF8.self)))
            for (keys, payload) in commands {
                switch keys["a"] {
                case "T":
                    let width = try #require(keys["s"].flatMap { Int($0) })
                    screen = (width, try #require(PixelDecoders.inflate(Array(payload))))
                case "f":
                    #expect(keys["r"] == "1" && keys["X"] == "1" && keys["i"] == "7310")
                    let pixels = try #require(PixelDecoders.inflate(Array(payload)))
                    let values = try ["x", "y", "s", "v"].map { try #require(keys[$0].flatMap { Int($0) }) }
                    #expect(pixels.count == values[2] * values[3] * 4)
                    let width = try #require(screen?.width)
                    for row in 0..<values[3] {
                        let start = ((values[1] + row) * width + values[0]) * 4
                        screen?.rows.replaceSubrange(start..<(start + values[2] * 4), with: pixels[(row * values[2] * 4)..<((row + 1) * values[2] * 4)])
                    }
                    edits += 1
                case "a":
                    #expect(keys["c"] == "1")
                default:
                    Issue.record("unexpected command \(keys)")
                }
            }
            let reference = try #require(PixelDecoders.kitty(String(decoding: whole.escape, as: UTF8.self)))
            #expect(screen?.rows == PixelDecoders.inflate(Array(reference.payload)), "frame \(20 + index) differs")
            if index > 0 { #expect(sent.escape.count < whole.escape.count, "frame \(20 + index) sent \(sent.escape.count) bytes") }
        }
        #expect(edits == 11)
    }

    /// Each sixel part has a palette fitted to it, so colours may differ from the whole frame's
    /// by the palette's error; which pixels are drawn must be the same.
    @Test func sixelPartsLeaveTheScreenAsTheWholeFrame() throws {
        let target = PixelTarget(mode: .sixel, cellWidth: 8, cellHeight: 16)
        var screen: [SIMD3<Int>?] = []
        var width = 0
        var parts = 0
        for (index, (sent, whole)) in try Self.frames(target).enumerated() {
            let decoded = try #require(PixelDecoders.sixel(String(decoding: sent.escape, as: UTF8.self)))
            let cells = sent.patch ?? CellRect(column: 0, row: 0, columns: sent.rect.columns, rows: sent.rect.rows)
            if sent.patch == nil {
                width = decoded.width
                screen = Array(repeating: nil, count: decoded.width * decoded.height)
            } else {
                parts += 1
                #expect(decoded.width <= cells.columns * 8 && decoded.height <= cells.rows * 16)
            }
            let (x0, y0) = (cells.column * 8, cells.row * 16)
            // The cells drawn are erased first when some of their pixels are not drawn.
            if sent.leavesPixels {
                for y in y0..<min(y0 + cells.rows * 16, screen.count / width) {
                    for x in x0..<min(x0 + cells.columns * 8, width) { screen[y * width + x] = nil }
                }
            }
            for y in 0..<decoded.height {
                for x in 0..<decoded.width where decoded.pixels[y * decoded.width + x] != nil {
                    screen[(y0 + y) * width + x0 + x] = decoded.pixels[y * decoded.width + x]
                }
            }
            let reference = try #require(PixelDecoders.sixel(String(decoding: whole.escape, as: UTF8.self)))
            #expect(reference.pixels.map { $0 == nil } == screen.map { $0 == nil }, "frame \(20 + index): drawn pixels differ")
            var error = 0
            for (shown, expected) in zip(screen, reference.pixels) {
                if let shown, let expected { error = max(error, (0..<3).map { abs(shown[$0] - expected[$0]) }.max() ?? 0) }
            }
            #expect(error <= 24, "frame \(20 + index): a colour is \(error) levels off")
        }
        #expect(parts == 11)
    }

    @Test func anUnchangedFrameSendsNothingAndAnImageNotOnScreenIsSentWhole() throws {
        let (ui, _) = try Self.players(PixelTarget(mode: .kitty, cellWidth: 8, cellHeight: 16, editsFrames: true))
        let first = try #require(ui.viewportImage())
        let again = try #require(ui.viewportImage(shown: first))
        #expect(again == first && again.escape.isEmpty)
        ui.player.currentFrame = 25
        let other = try #require(ui.viewportImage(shown: nil))
        #expect(other.base == nil && other.escape.starts(with: Array("\u{1B}_Ga=T,".utf8)))
    }
}

import Foundation
import Lottie
import LottieGraphics
import TestSupport
import Testing

/// Pixel snapshots of our samples at progress 0, 25, 50, 75 and 100 %: each frame is
/// rendered small and compared with `Snapshots/<sample>.<percent>.txt` (one `rrggbbaa`
/// per pixel, straight alpha), allowing 3/255 per premultiplied channel for rounding.
/// `RECORD_SNAPSHOTS=1 swift test -c release --filter SampleSnapshotTests` re-records
/// them (and fails, so a recording run is never mistaken for a pass).
@Suite struct SampleSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let percents = [0, 25, 50, 75, 100]
    static let samples = Corpus.sampleFiles().filter { !$0.path.contains("/invalid/") && $0.pathExtension == "json" }
    static let tolerance = 3

    @Test(arguments: samples)
    func framesMatchTheirSnapshots(_ sample: URL) throws {
        let loaded = try LoadedAnimationFile.load(filePath: sample.path)
        let animation = loaded.animation
        let renderer = LottieFrameRenderer(animation: animation, imageProvider: loaded.imageProvider)
        let width = 32
        let height = max(1, Int((Double(width) * animation.size.height / max(animation.size.width, 1)).rounded()))
        for percent in Self.percents {
            let frame = animation.frameTime(forProgress: Double(percent) / 100)
            let pixels = renderer.render(frame: frame, width: width, height: height)
            let name = "\(sample.deletingPathExtension().lastPathComponent).\(percent).txt"
            if let failure = Snapshot.check(Self.text(of: pixels), against: Self.directory.appendingPathComponent(name), mismatch: Self.firstMismatch) {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }

    @Test func everySnapshotHasASample() throws {
        let names = Set(Self.samples.map { $0.deletingPathExtension().lastPathComponent })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".txt") }
        for file in files {
            let sample = file.split(separator: ".").dropLast(2).joined(separator: ".")
            #expect(names.contains(sample), "orphan snapshot \(file)")
        }
        #expect(files.count == names.count * Self.percents.count)
    }

    /// `W H` then one line per row of `rrggbbaa` pixels.
    static func text(of pixels: PixelBuffer) -> String {
        let bytes = pixels.straightRGBA8()
        var lines = ["\(pixels.width) \(pixels.height)"]
        for y in 0..<pixels.height {
            var row: [String] = []
            for x in 0..<pixels.width {
                let base = (y * pixels.width + x) * 4
                row.append(bytes[base..<base + 4].map { String(format: "%02x", $0) }.joined())
            }
            lines.append(row.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first pixel whose channels differ by more than the tolerance, described.
    static func firstMismatch(_ actual: String, _ expected: String) -> String? {
        let a = actual.split(whereSeparator: \.isWhitespace)
        let e = expected.split(whereSeparator: \.isWhitespace)
        guard a.count == e.count, a.prefix(2) == e.prefix(2) else { return "size or layout differs" }
        for index in 2..<a.count where a[index] != e[index] {
            guard let x = UInt32(a[index], radix: 16), let y = UInt32(e[index], radix: 16) else { return "unreadable pixel" }
            // Colours are compared premultiplied, as they show over a background: a faint edge
            // pixel's straight colour can swing with a one-level change of its alpha.
            func premultiplied(_ pixel: UInt32, _ shift: UInt32) -> Int {
                Int(pixel >> shift & 0xFF) * (shift == 0 ? 255 : Int(pixel & 0xFF)) / 255
            }
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let difference = abs(premultiplied(x, shift) - premultiplied(y, shift))
                if difference > tolerance {
                    let width = Int(a[0]) ?? 1
                    let pixel = index - 2
                    return "pixel (\(pixel % width), \(pixel / width)) is \(a[index]), expected \(e[index])"
                }
            }
        }
        return nil
    }
}

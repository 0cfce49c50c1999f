import CellEncoder
import Foundation
import Lottie
import TestSupport
import Testing

/// Text snapshots of our samples as terminal cells: each sample at progress 0, 25, 50, 75 and
/// 100 %, on 40 columns in half blocks, octants and braille (256 colours, dithered, over a black
/// terminal, as `render --format ansi --terminal-bg dark` draws them), compared
/// with `Snapshots/cells/<sample>.<mode>.<percent>.txt`. Up to 1 % of the characters may differ
/// (anti-aliasing noise can tip a pixel over a threshold). `RECORD_SNAPSHOTS=1 swift test
/// --filter CellSnapshotTests` re-records them (and fails).
@Suite struct CellSnapshotTests {
    static let directory = SampleSnapshotTests.directory.appendingPathComponent("cells")
    static let columns = 40
    /// The cell kinds snapshotted (quadrants and sextants are the octant fitting on fewer pixels).
    static let modes: [CellMode] = [.halfBlock, .octant, .braille]

    @Test(arguments: SampleSnapshotTests.samples)
    func cellsMatchTheirSnapshots(_ sample: URL) throws {
        let animation = try LottieAnimation.load(filePath: sample.path)
        let renderer = LottieFrameRenderer(animation: animation)
        let rows = max(1, Int((Double(Self.columns) * animation.size.height / max(animation.size.width, 1) / 2).rounded()))
        for mode in Self.modes {
            let encoder = CellEncoder(cellMode: mode, colorMode: .palette256)
            for percent in SampleSnapshotTests.percents {
                let grid = renderer.cells(
                    frame: animation.frameTime(forProgress: Double(percent) / 100), columns: Self.columns, rows: rows,
                    encoder: encoder)
                let name = "\(sample.deletingPathExtension().lastPathComponent).\(mode.rawValue).\(percent).txt"
                if let failure = Snapshot.check(grid.text + "\n", against: Self.directory.appendingPathComponent(name), mismatch: Self.mismatch) {
                    Issue.record(Comment(rawValue: failure))
                }
            }
        }
    }

    /// Whether the cells differ in size, or in more than 1 % of their characters.
    static func mismatch(_ text: String, _ expected: String) -> String? {
        let actual = Array(text.unicodeScalars)
        let wanted = Array(expected.unicodeScalars)
        guard actual.count == wanted.count else { return "size differs" }
        let differing = zip(actual, wanted).filter { $0 != $1 }.count
        return differing * 100 <= wanted.count ? nil : "\(differing) characters differ\n\(text)"
    }

    @Test func everySnapshotHasASample() throws {
        let names = Set(SampleSnapshotTests.samples.map { $0.deletingPathExtension().lastPathComponent })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".txt") }
        for file in files {
            let sample = file.split(separator: ".").dropLast(3).joined(separator: ".")
            #expect(names.contains(sample), "orphan snapshot \(file)")
        }
        #expect(files.count == names.count * Self.modes.count * SampleSnapshotTests.percents.count)
    }
}

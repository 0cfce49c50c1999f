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
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        for mode in Self.modes {
            let encoder = CellEncoder(cellMode: mode, colorMode: .palette256)
            for percent in SampleSnapshotTests.percents {
                let grid = renderer.cells(
                    frame: animation.frameTime(forProgress: Double(percent) / 100), columns: Self.columns, rows: rows,
                    encoder: encoder)
                let text = grid.text + "\n"
                let name = "\(sample.deletingPathExtension().lastPathComponent).\(mode.rawValue).\(percent).txt"
                let url = Self.directory.appendingPathComponent(name)
                if record {
                    try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                    try text.write(to: url, atomically: true, encoding: .utf8)
                    Issue.record("recorded \(name)")
                    continue
                }
                let expected = try String(contentsOf: url, encoding: .utf8)
                let actual = Array(text.unicodeScalars)
                let wanted = Array(expected.unicodeScalars)
                let differing = zip(actual, wanted).filter { $0 != $1 }.count
                #expect(actual.count == wanted.count, "\(name): size differs")
                #expect(differing * 100 <= wanted.count, "\(name): \(differing) characters differ\n\(text)")
            }
        }
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

import CellEncoder
import Foundation
import Lottie
import LottieGraphics
import LottieModel

/// The `bench --cells` measurement of one file: cell encoding time and terminal bytes per frame.
struct CellBench {
    /// The most frames played per file (consecutive, from the start).
    static let maxFrames = 1000

    let file: String
    let data: Data
    let columns: Int
    let rows: Int
    let encoder: CellEncoder
    let runs: Int
    /// The colour change (0–255 per channel) below which a cell is not resent.
    let tolerance: Int

    /// Plays up to ``maxFrames`` consecutive frames, encoding each `runs` times.
    func run(json: Bool) throws {
        let animation = try LottieAnimation.from(data: data)
        let renderer = LottieFrameRenderer(animation: animation)
        let size = encoder.pixelSize(columns: columns, rows: rows)
        let span = animation.endFrame - animation.startFrame
        let count = span.isFinite ? span.rounded(.up).clampedInt(in: 1...Self.maxFrames) : 1
        let writer = ANSIWriter()
        var renderTimes: [Double] = []
        var encodeTimes: [Double] = []
        var writeTimes: [Double] = []
        var fullBytes: [Int] = []
        var changedBytes: [Int] = []
        var previous: CellGrid?
        for index in 0..<count {
            var pixels = PixelBuffer(width: 0, height: 0)
            renderTimes += Bench.measure(runs: 1, seconds: 0) {
                pixels = renderer.render(frame: animation.startFrame + Double(index), width: size.width, height: size.height)
            }
            var exact = CellGrid(columns: 0, rows: 0)
            encodeTimes.append(
                Bench.median(Bench.measure(runs: runs, seconds: 0) { exact = encoder.encode(pixels, columns: columns, rows: rows) }))
            fullBytes.append(writer.frame(exact).count)
            // What the player sends while playing: changes too small to see are held back.
            let grid = exact.settled(toward: previous, tolerance: tolerance)
            if let previous {
                var bytes: [UInt8] = []
                writeTimes.append(
                    Bench.median(Bench.measure(runs: runs, seconds: 0) { bytes = writer.frame(grid, previous: previous) }))
                changedBytes.append(bytes.count)
            }
            previous = grid
        }
        let report = Report(
            render: Bench.median(renderTimes), encode: Bench.median(encodeTimes), write: Bench.median(writeTimes), full: Self.mean(fullBytes),
            changed: Self.mean(changedBytes), changedMax: changedBytes.max() ?? 0, frames: count)
        print(json ? report.json(file: file, bench: self) : report.text(file: file))
    }

    private static func mean(_ values: [Int]) -> Double {
        values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
    }

    /// The figures of one file.
    private struct Report {
        let render: Double
        let encode: Double
        let write: Double
        let full: Double
        let changed: Double
        let changedMax: Int
        let frames: Int

        /// The frames per second render, encode and write allow on one core.
        var fps: Double { 1000 / max(render + encode + write, 0.001) }

        func json(file: String, bench: CellBench) -> String {
            var object = JSONObject()
            object.append("file", .string(file))
            object.append("size", .string("\(bench.columns)x\(bench.rows)"))
            object.append("cells", .string(bench.encoder.cellMode.rawValue))
            object.append("color", .string(bench.encoder.colorMode.rawValue))
            object.append("supersample", .number(Double(bench.encoder.supersampling)))
            object.append("render_ms", .number((render * 1000).rounded() / 1000))
            object.append("encode_ms", .number((encode * 1000).rounded() / 1000))
            object.append("write_ms", .number((write * 1000).rounded() / 1000))
            object.append("bytes_full", .number(full.rounded()))
            object.append("bytes_diff", .number(changed.rounded()))
            object.append("bytes_diff_max", .number(Double(changedMax)))
            object.append("frames", .number(Double(frames)))
            object.append("fps", .number(fps.rounded()))
            return JSONWriter.string(of: .object(object))
        }

        func text(file: String) -> String {
            String(
                format: "%8.3f ms render, %.3f ms encode, %.3f ms write, %7.0f B full, %7.0f B diff (max %d), %.0f fps, %d frames  %@",
                render, encode, write, full, changed, changedMax, fps, frames, file)
        }
    }
}

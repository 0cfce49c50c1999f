import CellEncoder
import Foundation
import Lottie
import LottieGraphics
import LottieModel

/// The `bench --cells --pixels MODE` measurement of one file: the viewport rendered at the
/// terminal's pixel size and encoded as an image, with its bytes per frame.
struct PixelBench {
    let file: String
    let data: Data
    let columns: Int
    let rows: Int
    let target: PixelTarget
    let runs: Int

    /// Plays up to ``CellBench/maxFrames`` consecutive frames, encoding each `runs` times.
    func run(json: Bool) throws {
        let animation = try LottieAnimation.from(data: data)
        let renderer = LottieFrameRenderer(animation: animation)
        let (width, height) = (columns * target.cellWidth, rows * target.cellHeight)
        let span = animation.endFrame - animation.startFrame
        let count = span.isFinite ? span.rounded(.up).clampedInt(in: 1...CellBench.maxFrames) : 1
        var renderTimes: [Double] = []
        var encodeTimes: [Double] = []
        var sizes: [Int] = []
        for index in 0..<count {
            var pixels = PixelBuffer(width: 0, height: 0)
            renderTimes += Bench.measure(runs: 1, seconds: 0) {
                pixels = renderer.render(frame: animation.startFrame + Double(index), width: width, height: height)
            }
            var bytes: [UInt8] = []
            encodeTimes.append(
                Bench.median(
                    Bench.measure(runs: runs, seconds: 0) {
                        bytes = target.mode.image(
                            pixels, columns: columns, rows: rows, background: .zero, colorRegisters: target.colorRegisters)
                    }))
            sizes.append(bytes.count)
        }
        let render = Bench.median(renderTimes)
        let encode = Bench.median(encodeTimes)
        let mean = Double(sizes.reduce(0, +)) / Double(max(sizes.count, 1))
        let fps = 1000 / max(render + encode, 0.001)
        if json {
            var object = JSONObject()
            object.append("file", .string(file))
            object.append("size", .string("\(columns)x\(rows)"))
            object.append("pixels", .string(target.mode.rawValue))
            object.append("image", .string("\(width)x\(height)"))
            object.append("render_ms", .number((render * 1000).rounded() / 1000))
            object.append("encode_ms", .number((encode * 1000).rounded() / 1000))
            object.append("bytes", .number(mean.rounded()))
            object.append("bytes_max", .number(Double(sizes.max() ?? 0)))
            object.append("frames", .number(Double(count)))
            object.append("fps", .number(fps.rounded()))
            print(JSONWriter.string(of: .object(object)))
        } else {
            print(
                String(
                    format: "%8.3f ms render, %.3f ms encode, %8.0f B per frame (max %d), %.0f fps, %d frames  %@ %@ %dx%d px",
                    render, encode, mean, sizes.max() ?? 0, fps, count, file, target.mode.rawValue, width, height))
        }
    }
}

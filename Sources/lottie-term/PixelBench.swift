import CellEncoder
import Dispatch
import Foundation
import ImageCodecs
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

    /// Plays up to ``CellBench/maxFrames`` consecutive frames as the player does: each rendered
    /// into the renderer's buffer while the frame before is encoded on another thread, as the
    /// part that changed since the frame before that (``ImageUpdater``; kitty as kitty itself
    /// takes it). fps is the median rate at which encoded frames come out of the two stages.
    func run(json: Bool) throws {
        let animation = try LottieAnimation.from(data: data)
        let renderer = LottieFrameRenderer(animation: animation)
        let (width, height) = (columns * target.cellWidth, rows * target.cellHeight)
        let span = animation.endFrame - animation.startFrame
        let count = span.isFinite ? span.rounded(.up).clampedInt(in: 1...CellBench.maxFrames) : 1
        let queue = DispatchQueue(label: "lottie-term.bench-encoder")
        let clock = ContinuousClock()
        var updater = ImageUpdater(target: target, background: .zero, png: { PNGEncoder(compressionLevel: 1).encode($0) })
        var inFlight: BackgroundJob<(update: ImageUpdater.Update, updater: ImageUpdater, milliseconds: Double)>?
        var shown: TerminalImage.Token?
        var renderTimes: [Double] = []
        var encodeTimes: [Double] = []
        var sizes: [Int] = []
        var finished: [ContinuousClock.Instant] = []
        /// The frame in flight, once encoded: what the player then draws.
        func finish() {
            guard let job = inFlight else { return }
            inFlight = nil
            guard let result = job.wait() else { return }
            finished.append(clock.now)
            (updater, shown) = (result.updater, result.update.frame)
            encodeTimes.append(result.milliseconds)
            sizes.append(result.update.escape.count)
        }
        for index in 0..<count {
            var pixels = PixelBuffer(width: 0, height: 0)
            renderTimes += Bench.measure(runs: 1, seconds: 0) {
                pixels = renderer.render(frame: animation.startFrame + Double(index), width: width, height: height)
            }
            finish()
            let (taken, onScreen, frame) = (updater, shown, pixels)
            inFlight = BackgroundJob(on: queue) {
                var updater = taken
                let start = clock.now
                let update = updater.update(frame, columns: columns, rows: rows, shown: onScreen)
                return (update, updater, Bench.milliseconds(clock.now - start))
            }
        }
        finish()
        let periods = zip(finished.dropFirst(), finished).map { Bench.milliseconds($0 - $1) }
        let render = Bench.median(renderTimes)
        let encode = Bench.median(encodeTimes)
        let fps = 1000 / max(periods.isEmpty ? max(render, encode) : Bench.median(periods), 0.001)
        let mean = Double(sizes.reduce(0, +)) / Double(max(sizes.count, 1))
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

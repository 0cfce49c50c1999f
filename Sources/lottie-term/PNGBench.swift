import Foundation
import ImageCodecs
import Lottie
import LottieGraphics
import LottieModel

/// The `bench --png` measurement of one file: frames rendered once (untimed), then encoded by
/// libpng at zlib levels 1, 6 and 9; the median milliseconds and the mean bytes per frame.
struct PNGBench {
    let file: String
    let animation: LottieAnimation
    let imageProvider: any AnimationImageProvider
    let size: OutputSize
    let runs: Int

    /// Each encoder, named as the output names it, from the rendered pixels (conversion to
    /// straight RGBA included).
    private var encoders: [(name: String, encode: (PixelBuffer) -> [UInt8])] {
        [1, 6, 9].map { level in ("level\(level)", { PNGEncoder(compressionLevel: level).encode($0) }) }
    }

    func run(json: Bool) {
        let renderer = LottieFrameRenderer(animation: animation, imageProvider: imageProvider)
        let count = (animation.endFrame - animation.startFrame).clampedInt(in: 1...10)
        let frames = (0..<count).map { index in
            let frame = animation.startFrame + Double(index) * (animation.endFrame - animation.startFrame) / Double(count)
            let pixels = renderer.render(frame: frame, width: size.width, height: size.height)
            return pixels
        }
        var object = JSONObject([("file", .string(file)), ("size", .string("\(size.width)x\(size.height)")), ("frames", .number(Double(count)))])
        var line = "\(file) \(size.width)x\(size.height), \(count) frames:"
        for encoder in encoders {
            var bytes = 0
            var samples: [Double] = []
            for pixels in frames {
                samples += Bench.measure(runs: runs, seconds: 0) { bytes += encoder.encode(pixels).count }
            }
            let milliseconds = (Bench.median(samples) * 1000).rounded() / 1000
            let meanBytes = (Double(bytes) / Double(samples.count)).rounded()
            object.append("\(encoder.name)_ms", .number(milliseconds))
            object.append("\(encoder.name)_bytes", .number(meanBytes))
            line += String(format: "  %@ %.2f ms %.0f bytes", encoder.name, milliseconds, meanBytes)
        }
        print(json ? JSONWriter.string(of: .object(object)) : line)
    }
}

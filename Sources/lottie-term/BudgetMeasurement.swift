import CLibz
import Compatibility
import Foundation
import ImageCodecs
import Lottie
import LottieModel

/// The measures of one loaded file that its budgets and targets ask for: sizes from the file
/// and its images, the render time from drawing frames. Costly measures are taken only when a
/// budget limits them.
enum BudgetMeasurement {
    /// The most frames drawn to time ``Budget/Key/renderMS``.
    static let timedFrames = 12

    static func measure(
        _ loaded: LoadedAnimationFile, renderer: LottieFrameRenderer, budget: Budget, targets: [Target]
    ) -> AnimationMeasures {
        let model = loaded.animation.model
        var measures = AnimationMeasures(model)
        let size = (try? FileManager.default.attributesOfItem(atPath: loaded.path)[.size] as? Int) ?? loaded.json.count
        measures.fileSize = size
        if targets.contains(.telegram) {
            measures.gzippedSize = loaded.format == .gzip ? size : gzippedSize(of: loaded.json)
        }
        if budget.limits[.imageBytes] != nil {
            var bytes = 0
            var webp = 0
            for case .image(let asset) in model.assets {
                guard let data = loaded.imageBytes(for: asset) else { continue }
                bytes += data.count
                webp += webpSize(of: data) ?? data.count
            }
            measures.imageBytes = bytes
            measures.webpBytes = webp
        }
        if budget.limits[.renderMS] != nil { measures.renderMS = renderMilliseconds(renderer, side: budget.renderSize) }
        return measures
    }

    /// The smaller of the image as lossless WebP and as lossy WebP at quality 80, nil when it
    /// cannot be decoded.
    static func webpSize(of data: Data) -> Int? {
        guard let bitmap = try? ImageDecoder.decode(data) else { return nil }
        let sizes = [true, false].compactMap { WebPEncoder.encode(bitmap, lossless: $0)?.count }
        return sizes.min()
    }

    /// The mean time to evaluate and draw a frame with the longer side `side` pixels, over up
    /// to ``timedFrames`` frames spread over the animation (after one untimed frame).
    static func renderMilliseconds(_ renderer: LottieFrameRenderer, side: Int) -> Double {
        let animation = renderer.animation
        let scale = Double(side) / max(animation.size.width, animation.size.height, 1)
        let width = (animation.size.width * scale).rounded().clampedInt(in: 1...side)
        let height = (animation.size.height * scale).rounded().clampedInt(in: 1...side)
        _ = renderer.render(frame: animation.startFrame, width: width, height: height)
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<timedFrames {
            let progress = Double(index) / Double(timedFrames)
            _ = renderer.render(frame: animation.frameTime(forProgress: progress), width: width, height: height)
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds * 1000 / Double(timedFrames)
    }

    /// The size of `bytes` gzipped at the best compression (a `.tgs` as Telegram counts it).
    static func gzippedSize(of bytes: Data) -> Int {
        var bound = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        let status = bytes.withUnsafeBytes { input in
            compress2(&output, &bound, input.bindMemory(to: UInt8.self).baseAddress, uLong(bytes.count), 9)
        }
        // A zlib stream has 6 bytes of header and checksum; gzip's are 18.
        return status == Z_OK ? Int(bound) + 12 : bytes.count
    }
}

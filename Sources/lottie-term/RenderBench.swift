import Dispatch
import Foundation
import Lottie
import LottieModel

/// The `bench --render` measurement of one file.
struct RenderBench {
    let file: String
    let data: Data
    /// Where the file's images come from (decoded once, before timing).
    let imageProvider: any AnimationImageProvider
    let size: OutputSize
    let runs: Int
    let seconds: Double
    /// `--set` overrides, applied before timing.
    let assignments: [ValueAssignment]
    /// With more than 1, also the throughput of this many renderers on as many threads.
    var threads = 1

    /// Frames spread evenly over the animation (up to 30), cycled through for steady state.
    private func frames(_ animation: LottieAnimation) -> [Double] {
        let count = (animation.endFrame - animation.startFrame).clampedInt(in: 1...30)
        return (0..<count).map { animation.startFrame + Double($0) * (animation.endFrame - animation.startFrame) / Double(count) }
    }

    func run(json: Bool) throws {
        guard let animation = try? LottieAnimation.from(data: data) else { return }
        let frames = frames(animation)
        let clock = ContinuousClock()
        let renderer = LottieFrameRenderer(animation: animation, imageProvider: imageProvider)
        try ValueAssignments.apply(assignments, to: renderer)
        let coldStart = clock.now
        _ = renderer.render(frame: frames[0], width: size.width, height: size.height)
        let first = milliseconds(clock.now - coldStart)
        var evaluate: [Double] = []
        var rasterize: [Double] = []
        var total: [Double] = []
        let start = clock.now
        // Whole passes over the frames, so that each weighs the same in the medians.
        repeat {
            for frame in frames {
                let t0 = clock.now
                let list = renderer.displayList(frame: frame)
                let t1 = clock.now
                _ = renderer.rasterize(list, width: size.width, height: size.height)
                let t2 = clock.now
                evaluate.append(milliseconds(t1 - t0))
                rasterize.append(milliseconds(t2 - t1))
                total.append(milliseconds(t2 - t0))
            }
        } while (total.count < runs || milliseconds(clock.now - start) < seconds * 1000) && total.count + frames.count <= 100_000
        let rss = PeakMemory.residentMegabytes()
        let scaling = threads > 1 ? try throughput(animation, frames: frames) : nil
        if json {
            var object = JSONObject()
            object.append("file", .string(file))
            object.append("size", .string("\(size.width)x\(size.height)"))
            object.append("render_ms", .number(rounded(Bench.median(total))))
            object.append("first_render_ms", .number(rounded(first)))
            object.append("eval_ms", .number(rounded(Bench.median(evaluate))))
            object.append("raster_ms", .number(rounded(Bench.median(rasterize))))
            object.append("peak_rss_mb", .number(rounded(rss)))
            object.append("frames", .number(Double(total.count)))
            if let scaling {
                object.append("threads", .number(Double(threads)))
                object.append("fps_1", .number(rounded(scaling.single)))
                object.append("fps_threads", .number(rounded(scaling.parallel)))
                object.append("scaling", .number(rounded(scaling.parallel / scaling.single)))
            }
            print(JSONWriter.string(of: .object(object)))
        } else {
            print(
                String(
                    format: "%8.3f ms/frame (eval %.3f + raster %.3f), first %.3f ms, peak %.1f MB  %@",
                    Bench.median(total), Bench.median(evaluate), Bench.median(rasterize), first, rss, file))
            if let scaling {
                print(
                    String(
                        format: "%8.1f frames/s on 1 thread, %.1f on %d threads (%.2f×)", scaling.single, scaling.parallel,
                        threads, scaling.parallel / scaling.single))
            }
        }
    }

    /// Frames per second of one renderer on one thread, then of `threads` renderers on as many
    /// threads at once, each rendering every frame of `frames` (a second's worth at least).
    private func throughput(_ animation: LottieAnimation, frames: [Double]) throws -> (single: Double, parallel: Double) {
        let (imageProvider, assignments, size) = (self.imageProvider, self.assignments, self.size)
        let render: @Sendable (Int) -> Void = { rounds in
            let renderer = LottieFrameRenderer(animation: animation, imageProvider: imageProvider)
            try? ValueAssignments.apply(assignments, to: renderer)
            for _ in 0..<rounds {
                for frame in frames { _ = renderer.render(frame: frame, width: size.width, height: size.height) }
            }
        }
        let clock = ContinuousClock()
        var start = clock.now
        render(1)
        let once = max(milliseconds(clock.now - start), 0.001)
        let rounds = max(1, min(1000, Int(1000 / once)))
        start = clock.now
        render(rounds)
        let single = Double(rounds * frames.count) / (milliseconds(clock.now - start) / 1000)
        start = clock.now
        DispatchQueue.concurrentPerform(iterations: threads) { _ in render(rounds) }
        let parallel = Double(threads * rounds * frames.count) / (milliseconds(clock.now - start) / 1000)
        return (single, parallel)
    }

    private func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// The process's peak resident set size (VmHWM), from /proc.
enum PeakMemory {
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }
}

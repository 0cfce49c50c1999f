import Foundation
import LottieCore
import LottieGraphics

/// What rendering some frames cost, in all and layer instance by layer instance
/// (``LottieFrameRenderer/profile(frames:width:height:passes:contentMode:zoom:)``).
package struct FrameProfile {
    /// The per-instance times and areas, added up over every frame rendered.
    package let layers: LayerProfile
    /// Frames rendered (the frames given, times the passes).
    package let renderedFrames: Int
    /// The rendering thread's CPU time for those renders, evaluation and rasterization, in
    /// nanoseconds (less the time the profiling itself took).
    package let totalNanoseconds: UInt64

    /// Milliseconds per frame of the whole render.
    package var frameMilliseconds: Double { Self.perFrame(totalNanoseconds, renderedFrames) }

    /// Milliseconds per frame spent inside the layer instances (the rest is the frame's own
    /// work: clearing, clipping to the composition, gathering the display list).
    package var layerMilliseconds: Double {
        Self.perFrame(layers.entries.reduce(0) { $0 &+ $1.evaluationNanoseconds &+ $1.rasterNanoseconds }, renderedFrames)
    }

    /// The entry of the layer instance at `steps` (a layer node of the keypath tree), if it was
    /// evaluated.
    package func entry(at steps: [NodeStep]) -> LayerProfile.Entry? {
        layers.entry(for: steps)
    }

    /// `nanoseconds` over `frames` frames, in milliseconds per frame.
    package static func perFrame(_ nanoseconds: UInt64, _ frames: Int) -> Double {
        Double(nanoseconds) / 1e6 / Double(max(frames, 1))
    }
}

extension LottieFrameRenderer {
    /// Renders `frames` (absolute frame numbers) `passes` times at `width`×`height` and measures
    /// where the time goes, layer instance by layer instance. The first frame is rendered once
    /// beforehand, untimed, so that caches and scratch memory are warm.
    package func profile(
        frames: [Double], width: Int, height: Int, passes: Int = 1, contentMode: LottieContentMode = .scaleAspectFit,
        zoom: ViewZoom = .none
    ) -> FrameProfile {
        // The rendering thread's CPU time: other processes and threads taking the core do not
        // count toward whichever layer was being drawn when they did.
        let layers = LayerProfile {
            var now = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
            return UInt64(max(now.tv_sec, 0)) &* 1_000_000_000 &+ UInt64(max(now.tv_nsec, 0))
        }
        if let first = frames.first { _ = render(frame: first, width: width, height: height, contentMode: contentMode, zoom: zoom, background: nil) }
        let start = layers.nanoseconds
        rasterizer.profile = layers
        defer { rasterizer.profile = nil }
        for _ in 0..<max(passes, 1) {
            for frame in frames {
                let list = evaluator.evaluate(at: clamped(frame), profile: layers).list
                _ = rasterize(list, width: width, height: height, contentMode: contentMode, zoom: zoom)
            }
        }
        return FrameProfile(
            layers: layers, renderedFrames: frames.count * max(passes, 1),
            totalNanoseconds: (layers.nanoseconds &- start) &- min(layers.overheadNanoseconds, layers.nanoseconds &- start))
    }
}

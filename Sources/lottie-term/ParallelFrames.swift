import Lottie
import LottieGraphics

/// Renders frames on several tasks and hands them over in order, a batch at a time: each task
/// makes its own renderer (renderers are not thread-safe) and returns pixels as values, after
/// the encoder's per-frame work (`prepare`). The
/// next batch renders while the caller consumes the current one, so at most two batches of
/// frames are held.
struct ParallelFrames: Sendable {
    /// Makes a renderer with the command's images, text and value providers.
    let makeRenderer: @Sendable () throws -> LottieFrameRenderer
    let width: Int
    let height: Int
    let contentMode: LottieContentMode
    let background: Color?
    let workers: Int

    /// Frames per task in one batch.
    static let framesPerTask = 8

    /// Renders `frames`, passes each frame's straight RGBA pixels through `prepare` on the
    /// rendering tasks, and calls `consume` with each frame's index and result, in order.
    func render(
        _ frames: [Double], prepare: @escaping @Sendable ([UInt8]) throws -> [UInt8] = { $0 },
        consume: (Int, [UInt8]) throws -> Void
    ) async throws {
        let batchSize = workers * Self.framesPerTask
        var start = 0
        var pending: [[UInt8]]? = nil
        while start < frames.count || pending != nil {
            let batch = Array(frames[start..<min(start + batchSize, frames.count)])
            async let next = renderBatch(batch, prepare: prepare)
            if let pending {
                let first = start - pending.count
                for (offset, pixels) in pending.enumerated() { try consume(first + offset, pixels) }
            }
            pending = batch.isEmpty ? nil : try await next
            start += batch.count
        }
    }

    private func renderBatch(_ batch: [Double], prepare: @escaping @Sendable ([UInt8]) throws -> [UInt8]) async throws -> [[UInt8]] {
        guard !batch.isEmpty else { return [] }
        return try await withThrowingTaskGroup(of: [(Int, [UInt8])].self) { group in
            let tasks = min(workers, batch.count)
            for task in 0..<tasks {
                group.addTask {
                    let renderer = try makeRenderer()
                    return try stride(from: task, to: batch.count, by: tasks).map { index in
                        let pixels = renderer.render(
                            frame: batch[index], width: width, height: height, contentMode: contentMode, background: background)
                        return (index, try prepare(pixels.straightRGBA8()))
                    }
                }
            }
            var frames = [[UInt8]](repeating: [], count: batch.count)
            for try await part in group {
                for (index, pixels) in part { frames[index] = pixels }
            }
            return frames
        }
    }
}

import AnimationEncoders
import ArgumentParser
import Foundation
import Lottie
import LottieGraphics

extension Render {
    /// The checks specific to animations: one output, no single-frame options.
    func validateAnimation(_ format: Format) throws {
        if frame != nil || progress != nil || outdir != nil {
            throw ValidationError("an animation (\(format.rawValue)) takes --frames or --marker, not --frame, --progress or --outdir")
        }
        if output == nil && format != .y4m { throw ValidationError("\(format.rawValue) needs -o FILE (or -o - for standard output)") }
        if export.quality != nil && format != .webp { throw ValidationError("--quality is for WebP") }
    }

    /// Renders the selected frames on every core and writes them as one animated file.
    func exportAnimation(
        _ format: Format, animation: LottieAnimation, loaded: LoadedAnimationFile?, background: Color?
    ) async throws {
        let timeline = try timeline(in: animation)
        let file = self.file
        let frames = ParallelFrames(
            makeRenderer: rendererMaker(animation: animation, loaded: loaded),
            width: size.width, height: size.height, contentMode: contentMode,
            background: background ?? (format == .y4m ? Color(r: 0, g: 0, b: 0) : nil), workers: export.workers)
        let path = output ?? "-"
        let sink = try OutputSink(path: path)
        var progress = ExportProgress(total: timeline.count, label: "\(file) → \(path)")
        do {
            let encoder = try await makeEncoder(format, timeline: timeline, frames: frames, framerate: animation.framerate)
            try await frames.render(timeline.map(\.frame), prepare: encoder.prepare) { index, prepared in
                try sink.write(try encoder.append(prepared, duration: timeline[index].duration))
                progress.update(index + 1)
            }
            try sink.write(try encoder.finish())
            progress.finish()
        } catch let error as EncodingError {
            progress.finish()
            FileHandle.standardError.write(Data("lottie-term: \(path): cannot encode \(format.rawValue): \(error)\n".utf8))
            throw ExitCode(73)
        }
    }

    /// Each output frame and how long it shows: the selected runs, resampled at `--fps`.
    func timeline(in animation: LottieAnimation) throws -> [(frame: Double, duration: Double)] {
        let step = export.fps.map { animation.framerate / $0 }
        return try selectedRuns(in: animation).flatMap { run in
            let duration = (step ?? run.step) / animation.framerate
            return run.frames(step: step).map { ($0, duration) }
        }
    }

    private func makeEncoder(
        _ format: Format, timeline: [(frame: Double, duration: Double)], frames: ParallelFrames, framerate: Double
    ) async throws -> any AnimationEncoding {
        let (width, height) = (size.width, size.height)
        switch format {
        case .gif:
            // One palette for the whole animation, from up to 8 frames spread over it.
            let count = min(8, timeline.count)
            let samples = (0..<count).map { timeline[$0 * timeline.count / count].frame }
            var pixels: [[UInt8]] = []
            try await frames.render(samples) { _, rgba in pixels.append(rgba) }
            return try GIFEncoder(width: width, height: height, palette: GIFPalette(frames: pixels), loopCount: export.loop)
        case .webp:
            return try WebPAnimationEncoder(width: width, height: height, loopCount: export.loop, quality: export.quality)
        case .y4m:
            let rate = timeline.first.map { 1 / $0.duration } ?? framerate
            return Y4MEncoder(width: width, height: height, framesPerSecond: (rate * 1000).rounded() / 1000)
        default:
            return APNGEncoder(width: width, height: height, frameCount: timeline.count, loopCount: export.loop, level: compression)
        }
    }
}

/// Where an export's bytes go: a file, or standard output for `-`. A file that cannot be
/// created or written exits 73 with its path.
final class OutputSink {
    private let handle: FileHandle
    private let path: String

    init(path: String) throws {
        self.path = path
        if path == "-" {
            handle = .standardOutput
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("lottie-term: \(path): cannot write the file\n".utf8))
            throw ExitCode(73)
        }
        self.handle = handle
    }

    func write(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            FileHandle.standardError.write(Data("lottie-term: \(path): cannot write the file\n".utf8))
            throw ExitCode(73)
        }
    }
}

import AnimationEncoders
import ArgumentParser
import Foundation
import ImageCodecs
import Lottie
import LottieGraphics

extension Render {
    /// The checks of `--state-machine`: a whole animation (`-o`) or stills (`--outdir`), no
    /// frame choices (the machine chooses), a duration within bounds.
    func validateStateMachine() throws {
        guard machine.id != nil else {
            if machine.isGiven { throw ValidationError("--script, --event, --duration and --trace need --state-machine") }
            return
        }
        if frame != nil || frames != nil || marker != nil || progress != nil {
            throw ValidationError("--state-machine chooses the frames: leave out --frame, --frames, --marker and --progress")
        }
        let format = resolvedFormat
        guard format.isAnimated || (format == .png && outdir != nil) else {
            throw ValidationError("--state-machine writes an animation (-o out.gif, .webp, .png, .y4m) or PNGs (--outdir)")
        }
        if format.isAnimated, output == nil, format != .y4m { throw ValidationError("\(format.rawValue) needs -o FILE (or -o - for standard output)") }
        if let duration = machine.duration, !(duration > 0 && duration <= StateMachineScript.maxTime) {
            throw ValidationError("--duration must be between 0 and \(Int(StateMachineScript.maxTime)) seconds")
        }
        if let fps = export.fps, !(fps.isFinite && fps >= 1 && fps <= 120) { throw ValidationError("--fps must be between 1 and 120") }
        _ = try machine.steps()
    }

    /// Runs the state machine through the script and writes what it shows at `--fps`.
    func renderStateMachine(animation: LottieAnimation, loaded: LoadedAnimationFile?, background: Color?) async throws {
        guard let id = machine.id else { return }
        let available = loaded?.dotLottie?.stateMachines ?? [:]
        guard let json = available[id] else {
            let known = available.keys.sorted()
            throw usageError("no state machine \"\(id)\": " + (known.isEmpty ? "the file has none" : "it has " + known.joined(separator: ", ")))
        }
        let steps = try machine.steps()
        let fps = export.fps ?? min(max(animation.framerate, 1), 60)
        let duration = machine.duration ?? ((steps.last?.time ?? 0) + 1)
        let count = max(1, Int((duration * fps).rounded(.down)) + 1)
        let makeRenderer = rendererMaker(animation: animation, loaded: loaded)
        let background = background ?? (resolvedFormat == .y4m ? Color(r: 0, g: 0, b: 0) : nil)
        let (width, height, mode) = (size.width, size.height, contentMode)

        /// The first error the machine reported (a cycle that stopped it), with its time.
        var failure: String?

        /// One run of the machine from the start, calling `body` with each output frame.
        func run(trace: Bool, _ body: (Int, PixelBuffer) throws -> Void) throws {
            let machine: DotLottieStateMachine
            do {
                machine = try DotLottieStateMachine(json: json, id: id, renderer: try makeRenderer())
            } catch let error as DotLottieStateMachine.LoadingError {
                FileHandle.standardError.write(Data("lottie-term: \(file): state machine \(id): \(error)\n".utf8))
                throw ExitCode(65)
            }
            var now = 0.0
            machine.onEvent = { event in
                if trace { print(String(format: "%7.3f  ", now) + event.description) }
                if let error = event.error, failure == nil { failure = String(format: "at %.3f s: ", now) + error }
            }
            if trace {
                for diagnostic in machine.diagnostics { print("  check  \(diagnostic.path): \(diagnostic.message)") }
            }
            machine.start()
            var next = 0
            for index in 0..<count {
                let time = Double(index) / fps
                while next < steps.count, steps[next].time <= time {
                    // The clock is set first, so that the events of the advance carry its end.
                    let elapsed = steps[next].time - now
                    now = steps[next].time
                    machine.advance(by: elapsed)
                    do {
                        try machine.perform(steps[next])
                    } catch {
                        throw usageError(error.description)
                    }
                    next += 1
                }
                let elapsed = time - now
                now = time
                machine.advance(by: elapsed)
                try body(index, machine.render(width: width, height: height, contentMode: mode, background: background))
            }
        }

        if let outdir {
            try FileManager.default.createDirectory(atPath: outdir, withIntermediateDirectories: true)
            let encoder = PNGEncoder(compressionLevel: compression)
            let digits = String(count - 1).count
            try run(trace: machine.trace) { index, pixels in
                let name = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
                try Self.write(encoder.encode(pixels), to: "\(outdir)/\(name).png")
            }
            try reportFailure(failure, machine: id)
            return
        }
        let format = resolvedFormat
        let encoder: any AnimationEncoding
        switch format {
        case .gif:
            // One palette for the whole animation, from up to 8 frames spread over it.
            var samples: [[UInt8]] = []
            let stride = max(count / 8, 1)
            try run(trace: false) { index, pixels in if index % stride == 0, samples.count < 8 { samples.append(pixels.straightRGBA8()) } }
            encoder = try GIFEncoder(width: width, height: height, palette: GIFPalette(frames: samples), loopCount: export.loop)
        case .webp: encoder = try WebPAnimationEncoder(width: width, height: height, loopCount: export.loop, quality: export.quality)
        case .y4m: encoder = Y4MEncoder(width: width, height: height, framesPerSecond: fps)
        default: encoder = APNGEncoder(width: width, height: height, frameCount: count, loopCount: export.loop, level: compression)
        }
        let path = output ?? "-"
        let sink = try OutputSink(path: path)
        do {
            try run(trace: machine.trace && path != "-") { _, pixels in
                try sink.write(try encoder.append(try encoder.prepare(pixels.straightRGBA8()), duration: 1 / fps))
            }
            try sink.write(try encoder.finish())
        } catch let error as EncodingError {
            FileHandle.standardError.write(Data("lottie-term: \(path): cannot encode \(format.rawValue): \(error)\n".utf8))
            throw ExitCode(73)
        }
        try reportFailure(failure, machine: id)
    }

    /// A machine that failed while running (its output is still written): the message, and
    /// exit 65 as for a file that cannot be decoded.
    private func reportFailure(_ failure: String?, machine id: String) throws {
        guard let failure else { return }
        FileHandle.standardError.write(Data("lottie-term: \(file): state machine \(id): \(failure)\n".utf8))
        throw ExitCode(65)
    }
}

import ArgumentParser
import CellEncoder
import Foundation
import ImageCodecs
import Lottie
import LottieGraphics

/// `lottie-term render FILE`: still PNGs (`--frame F -o OUT.png`, `--frames LIST --outdir DIR`,
/// `--progress P -o OUT.png`), an animation (`-o out.gif|out.webp|out.png|out.y4m`), or one
/// frame as coloured text (`--format ansi`).
struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render frames to PNG, an animation to GIF, WebP, APNG or Y4M, or one frame as coloured text.",
        discussion: """
            PNG files take exactly one of --frame, --frames (or --marker) with --outdir, and \
            --progress. -o out.gif, out.webp, out.png (without --frame and --progress: APNG) or \
            out.y4m (or - for standard output) writes an animation of the selected frames \
            (default: all). Frames are absolute frame numbers: the animation's own numbering, \
            starting at its in point, not 0-based indices. --frames takes all, N, A-B, A-B:STEP and \
            marker names, separated by commas; --outdir writes DIR/FRAME.png (29.png, 12.5.png). \
            Frames render in parallel and are written in order, with a progress bar on standard \
            error when it is a terminal.

            Output is 8-bit RGBA with straight alpha; by default the composition is scaled to fit, \
            centred, and clipped to its rectangle, transparent around it. GIF has one palette for \
            the whole animation, ordered dithering and transparency; WebP is lossless unless \
            --quality is given; Y4M is 4:2:0 (BT.601) over --background, for ffmpeg -i -.

            --format ansi prints one frame (default: the first) to standard output as the cells \
            the player's viewport shows for the same size and options, one line per row with \
            colour escapes; fully transparent areas keep the terminal's background.
            """)

    /// What `render` writes.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case png, apng, gif, webp, y4m, ansi, kitty, sixel, iterm

        /// Whether the format holds a whole animation in one file.
        var isAnimated: Bool { [.apng, .gif, .webp, .y4m].contains(self) }

        /// The graphics protocol of `kitty`, `sixel` and `iterm`.
        var pixelMode: PixelMode? { PixelMode(rawValue: rawValue) }
    }

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs).")
    var file: String

    @OptionGroup var container: ContainerOptions

    @Option(help: "One absolute frame number to render (with -o); a frame outside the animation exits 64.")
    var frame: Double?

    @Option(help: "Frames: all, N, A-B, A-B:STEP or marker names, separated by commas (with --outdir, or -o for an animation).")
    var frames: String?

    @Option(help: "The frames of this marker's range (as --frames NAME).")
    var marker: String?

    @Option(help: "Progress 0...1 through the animation, the frame ip + (op - ip) * P (with -o).")
    var progress: Double?

    @Option(name: .shortAndLong, help: "Output file: .png, or an animation .gif, .webp, .png (APNG) or .y4m; - for standard output.")
    var output: String?

    @Option(help: "Output directory for --frames, created if needed.")
    var outdir: String?

    @Option(
        parsing: .unconditional,
        help: "Output size WxH in pixels, \(OutputSize.limits) (PNG; --format ansi sizes by --cols and --rows).")
    var size: OutputSize = OutputSize(width: 160, height: 160)

    @Option(help: "zlib level of PNG files, 0 (fastest) to 9 (smallest).")
    var compression = 6

    @Option(help: "Background colour (#rrggbb or #rrggbbaa); transparent when omitted (black for y4m).")
    var background: String?

    @Option(
        help: "fit (scaled to fit, centred), fill (scaled to cover, centred, the overflow cut), stretch (each axis to the output) or top-left (unscaled).")
    var contentMode: LottieContentMode = .scaleAspectFit

    @OptionGroup var overrides: ValueAssignmentOptions

    @OptionGroup var slots: SlotOptions

    @OptionGroup var text: TextOptions

    @Option(
        help:
            "png, apng, gif, webp or y4m (files; default: from -o's extension, else png), ansi (one frame as text on stdout), or kitty, sixel, iterm (one frame as a terminal image at --size on stdout)."
    )
    var format: Format?

    @OptionGroup(title: "Animations (gif, webp, apng, y4m)")
    var export: ExportOptions

    @OptionGroup(title: "Text output (--format ansi)")
    var ansi: ANSIOptions

    @OptionGroup(title: "State machines (.lottie)")
    var machine: StateMachineOptions

    /// The format to write: `--format`, else what `-o`'s extension names.
    var resolvedFormat: Format {
        if let format { return format }
        switch output.map({ URL(fileURLWithPath: $0).pathExtension.lowercased() }) {
        case "gif": return .gif
        case "webp": return .webp
        case "y4m": return .y4m
        case "apng": return .apng
        case "png": return frame == nil && progress == nil && outdir == nil ? .apng : .png
        default: return .png
        }
    }

    func validate() throws {
        if let frame, !frame.isFinite { throw ValidationError("--frame must be a finite number") }
        if machine.isGiven { return try validateStateMachine() }
        if !(0...9).contains(compression) { throw ValidationError("--compression must be between 0 and 9") }
        if let progress, !(0...1).contains(progress) { throw ValidationError("--progress must be between 0 and 1") }
        if let background, ValueLiteral.hexColor(background) == nil {
            throw ValidationError("--background must be #rrggbb or #rrggbbaa, found \(background)")
        }
        if let frames {
            do { _ = try FrameSelection(parsing: frames) } catch { throw ValidationError("--frames: \(error)") }
        }
        let format = resolvedFormat
        if format.pixelMode != nil { return try validatePixels() }
        if format == .ansi { return try validateANSI() }
        if ansi.isGiven { throw ValidationError("--cols, --rows, --cells, --color and the cell options need --format ansi") }
        if format.isAnimated { return try validateAnimation(format) }
        if export.fps != nil || export.loop != 0 || export.quality != nil {
            throw ValidationError("--fps, --loop and --quality are for animations (gif, webp, apng, y4m)")
        }
        if export.jobs != nil && outdir == nil { throw ValidationError("--jobs is for --outdir and animations") }
        let listed = frames != nil || marker != nil
        let choices = [frame != nil, listed, progress != nil].filter { $0 }.count
        guard choices == 1 else { throw ValidationError("give exactly one of --frame, --frames (or --marker) or --progress") }
        if listed && outdir == nil { throw ValidationError("--frames and --marker need --outdir (or -o out.gif, .webp, .png, .y4m)") }
        if !listed && output == nil { throw ValidationError("--frame and --progress need -o OUT.png") }
    }

    /// Whether the command draws one frame (text, a terminal image, or one PNG with `-o`),
    /// which ``runOneFrame()`` does on the calling thread. Animations, stills in `--outdir` and
    /// state machines render in parallel tasks (``run()``).
    var drawsOneFrame: Bool {
        guard machine.id == nil else { return false }
        let format = resolvedFormat
        return format == .ansi || format.pixelMode != nil || (!format.isAnimated && outdir == nil)
    }

    /// Draws the frame of a command that ``drawsOneFrame``, on the calling thread.
    func runOneFrame() throws {
        let (animation, _, renderer, color) = try prepared()
        try drawOneFrame(animation: animation, renderer: renderer, background: color)
    }

    func run() async throws {
        let (animation, loaded, renderer, color) = try prepared()
        if machine.id != nil { return try await renderStateMachine(animation: animation, loaded: loaded, background: color) }
        if drawsOneFrame { return try drawOneFrame(animation: animation, renderer: renderer, background: color) }
        let format = resolvedFormat
        if format.isAnimated {
            return try await exportAnimation(format, animation: animation, loaded: loaded, background: color)
        }
        var jobs: [(frame: Double, path: String)] = []
        if let frame, let output { jobs = [(frame, output)] }
        if let progress, let output { jobs = [(animation.frameTime(forProgress: progress), output)] }
        if let outdir {
            let list = try selectedRuns(in: animation).flatMap { $0.frames() }
            do {
                try FileManager.default.createDirectory(atPath: outdir, withIntermediateDirectories: true)
            } catch {
                FileHandle.standardError.write(Data("lottie-term: \(outdir): cannot create the directory\n".utf8))
                throw ExitCode(73)
            }
            jobs = list.map { ($0, "\(outdir)/\(FrameSelection.name($0)).png") }
        }
        if jobs.count == 1, let job = jobs.first {
            let pixels = renderer.render(
                frame: job.frame, width: size.width, height: size.height, contentMode: contentMode, background: color)
            try Self.write(PNGEncoder(compressionLevel: compression).encode(pixels), to: job.path)
            return
        }
        try await writeStills(jobs, animation: animation, loaded: loaded, background: color)
    }

    /// The animation with its slots set, a renderer of it with the file's images, the text
    /// options and the overrides, and the background colour; `--frame` checked.
    private func prepared() throws -> (LottieAnimation, LoadedAnimationFile?, LottieFrameRenderer, Color?) {
        let (_, loaded, unslotted) = try container.load(file)
        let animation = try slots.apply(to: unslotted)
        let renderer = CommandSupport.renderer(
            for: animation, loaded: loaded, textProvider: text.textProvider, fontProvider: text.fontProvider)
        try slots.checkImages(of: renderer)
        try overrides.apply(to: renderer)
        if let frame { try checkRange(frame, animation) }
        return (animation, loaded, renderer, background.flatMap(ValueLiteral.hexColor))
    }

    /// Prints the frame as text or a terminal image, or writes it as one PNG.
    private func drawOneFrame(animation: LottieAnimation, renderer: LottieFrameRenderer, background: Color?) throws {
        let format = resolvedFormat
        if let mode = format.pixelMode { return try printImage(renderer, mode: mode, background: background) }
        if format == .ansi { return try printText(renderer, background: background) }
        guard let output, let frame = progress.map(animation.frameTime(forProgress:)) ?? frame else { return }
        let pixels = renderer.render(frame: frame, width: size.width, height: size.height, contentMode: contentMode, background: background)
        try Self.write(PNGEncoder(compressionLevel: compression).encode(pixels), to: output)
    }

    /// Renders and PNG-encodes the frames of `--outdir` on every core (`--jobs`), writing each
    /// file in order as it is ready.
    private func writeStills(
        _ jobs: [(frame: Double, path: String)], animation: LottieAnimation, loaded: LoadedAnimationFile?, background: Color?
    ) async throws {
        let (width, height) = (size.width, size.height)
        let encoder = PNGEncoder(compressionLevel: compression)
        let frames = ParallelFrames(
            makeRenderer: rendererMaker(animation: animation, loaded: loaded),
            width: width, height: height, contentMode: contentMode, background: background, workers: export.workers)
        let prepare: @Sendable ([UInt8]) throws -> [UInt8] = { encoder.encode(rgba: $0, width: width, height: height) }
        try await frames.render(jobs.map(\.frame), prepare: prepare) { index, png in try Self.write(png, to: jobs[index].path) }
    }

    /// Makes one renderer for each rendering task: the file's images, `--text`/`--font`
    /// providers and `--set` overrides, as the other commands set them up.
    func rendererMaker(animation: LottieAnimation, loaded: LoadedAnimationFile?) -> @Sendable () throws -> LottieFrameRenderer {
        let (text, overrides) = (self.text, self.overrides)
        return {
            let renderer = CommandSupport.renderer(
                for: animation, loaded: loaded, textProvider: text.textProvider, fontProvider: text.fontProvider)
            try overrides.apply(to: renderer)
            return renderer
        }
    }

    /// The runs `--frames` and `--marker` select (all frames when neither is given).
    func selectedRuns(in animation: LottieAnimation) throws -> [FrameSelection.Run] {
        do {
            return try FrameSelection.runs(frames: frames, marker: marker, in: animation)
        } catch let error as SelectionError {
            throw usageError("\(marker != nil && frames == nil ? "--marker" : "--frames"): \(error)")
        }
    }

    /// Refuses a frame outside the animation's `ip`...`op`.
    func checkRange(_ frame: Double, _ animation: LottieAnimation) throws {
        do {
            _ = try FrameSelection(items: [.run(.init(start: frame, end: frame, step: 1, includesEnd: true))]).runs(in: animation)
        } catch {
            throw usageError("--frame: \(error)")
        }
    }

    /// Prints `message` on one line with the file and returns exit code 64.
    func usageError(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("lottie-term: \(file): \(message)\n".utf8))
        return ExitCode(64)
    }

    /// Writes `bytes` to `path`, or exits 73 with the path.
    static func write(_ bytes: [UInt8], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            FileHandle.standardError.write(Data("lottie-term: \(path): cannot write the file\n".utf8))
            throw ExitCode(73)
        }
    }
}

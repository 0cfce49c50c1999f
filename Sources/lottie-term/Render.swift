import ArgumentParser
import Foundation
import Lottie

/// `lottie-term render FILE (--frame F -o OUT.png | --frames F,… --outdir DIR | --progress P -o OUT.png) --size WxH`,
/// or `lottie-term render FILE --format ansi --cols N [--frame F | --progress P]` for a text frame on stdout.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render frames of an animation to PNG, or one frame as coloured text.",
        discussion: """
            Frames are absolute frame numbers: the animation's own numbering, starting at its \
            in point. --outdir writes DIR/<frame>.png. Output is straight-alpha RGBA; the \
            composition is scaled to fit, centred, and clipped to its rectangle by default. \
            --format ansi prints one frame (default: the first) to stdout as terminal cells \
            with colour escapes; transparent areas keep the terminal's background.
            """)

    /// What `render` writes.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case png, ansi, kitty, sixel, iterm

        /// The graphics protocol of `kitty`, `sixel` and `iterm`.
        var pixelMode: PixelMode? { PixelMode(rawValue: rawValue) }
    }

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs).")
    var file: String

    @OptionGroup var container: ContainerOptions

    @Option(help: "One absolute frame number to render (with -o).")
    var frame: Double?

    @Option(help: "Comma-separated absolute frame numbers (with --outdir).")
    var frames: String?

    @Option(help: "Progress 0...1 through the animation (with -o).")
    var progress: Double?

    @Option(name: .shortAndLong, help: "Output PNG file.")
    var output: String?

    @Option(help: "Output directory for --frames.")
    var outdir: String?

    @Option(
        parsing: .unconditional,
        help: "Output size WxH in pixels, \(OutputSize.limits) (PNG; --format ansi sizes by --cols and --rows).")
    var size: OutputSize = OutputSize(width: 160, height: 160)

    @Option(help: "Background colour (#rrggbb or #rrggbbaa); transparent when omitted.")
    var background: String?

    @Option(help: "fit, fill, stretch or top-left.")
    var contentMode: ContentMode = .fit

    @OptionGroup var overrides: ValueAssignmentOptions

    @OptionGroup var text: TextOptions

    @Option(help: "png (files), ansi (one frame as text on stdout), or kitty, sixel, iterm (one frame as a terminal image at --size on stdout).")
    var format: Format = .png

    @OptionGroup(title: "Text output (--format ansi)")
    var ansi: ANSIOptions

    func validate() throws {
        if let frame, !frame.isFinite { throw ValidationError("--frame must be a finite number") }
        if let progress, !(0...1).contains(progress) { throw ValidationError("--progress must be between 0 and 1") }
        if let background, ValueLiteral.hexColor(background) == nil {
            throw ValidationError("--background must be #rrggbb or #rrggbbaa, found \(background)")
        }
        if format.pixelMode != nil { return try validatePixels() }
        if format == .ansi { return try validateANSI() }
        if ansi.isGiven { throw ValidationError("--cols, --rows, --cells, --color and the cell options need --format ansi") }
        let choices = [frame != nil, frames != nil, progress != nil].filter { $0 }.count
        guard choices == 1 else { throw ValidationError("give exactly one of --frame, --frames or --progress") }
        if frames != nil && outdir == nil { throw ValidationError("--frames needs --outdir") }
        if frames == nil && output == nil { throw ValidationError("--frame and --progress need -o OUT.png") }
        if let frames, FrameList.parse(frames) == nil {
            throw ValidationError("--frames must be comma-separated numbers, found \(frames)")
        }
    }

    func run() throws {
        let (_, loaded, animation) = try container.load(file)
        let renderer = CommandSupport.renderer(
            for: animation, loaded: loaded, textProvider: text.textProvider, fontProvider: text.fontProvider)
        try overrides.apply(to: renderer)
        let color = background.flatMap(ValueLiteral.hexColor)
        if let mode = format.pixelMode { return try printImage(renderer, mode: mode, background: color) }
        if format == .ansi { return try printText(renderer, background: color) }
        var jobs: [(frame: Double, path: String)] = []
        if let frame, let output { jobs = [(frame, output)] }
        if let progress, let output { jobs = [(animation.frameTime(forProgress: progress), output)] }
        if let frames, let outdir, let list = FrameList.parse(frames) {
            do {
                try FileManager.default.createDirectory(atPath: outdir, withIntermediateDirectories: true)
            } catch {
                FileHandle.standardError.write(Data("lottie-term: \(outdir): cannot create the directory\n".utf8))
                throw ExitCode(73)
            }
            jobs = list.map { ($0, "\(outdir)/\(FrameList.name($0)).png") }
        }
        for job in jobs {
            let pixels = renderer.render(
                frame: job.frame, width: size.width, height: size.height, contentMode: contentMode, background: color)
            let png = PNGEncoder().encode(pixels)
            guard FileManager.default.createFile(atPath: job.path, contents: Data(png)) else {
                FileHandle.standardError.write(Data("lottie-term: \(job.path): cannot write the file\n".utf8))
                throw ExitCode(73)
            }
        }
    }
}

/// `WxH` with each side in 1...8192 and at most `PixelBuffer.maxPixelCount` pixels.
struct OutputSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    /// The limits, as help and error messages state them.
    static let limits = "each side 1 to 8192, at most \(PixelBuffer.maxPixelCount) pixels (4096x4096)"

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...8192).contains(width), (1...8192).contains(height), width * height <= PixelBuffer.maxPixelCount
        else { return nil }
        self.init(width: width, height: height)
    }
}

extension ContentMode: ExpressibleByArgument {}

/// Comma-separated frame numbers, named without padding (`29.png`, `12.5.png`).
enum FrameList {
    static func parse(_ text: String) -> [Double]? {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.count <= 100_000, values.allSatisfy({ $0?.isFinite ?? false }) else { return nil }
        return values.compactMap { $0 }
    }

    static func name(_ frame: Double) -> String {
        frame == frame.rounded() && abs(frame) < 1e15 ? String(Int64(frame)) : "\(frame)"
    }
}

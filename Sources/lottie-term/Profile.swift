import ArgumentParser
import Foundation
import Lottie
import LottieModel

/// `lottie-term profile FILE [--frames LIST] [--size WxH] [--json]`: where a frame's time goes,
/// layer instance by layer instance.
struct Profile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Show what each layer costs to draw: evaluation and rasterization time, and pixel area.",
        discussion: """
            Renders the selected frames (default: 30 frames spread over the animation, or all when \
            it has fewer) --passes times at --size and measures each \
            layer instance (a layer, each time a precomposition shows it): its evaluation (model to \
            draw commands) and rasterization (draw commands to pixels) in milliseconds of CPU time per frame, \
            without the layers inside it (a precomposition layer's "with layers" column adds them), \
            and the pixels its drawing covers. Rows are sorted by time, the most expensive first; \
            the first line gives the whole frame time and the part outside every layer (clearing, \
            clipping). A matte's rasterization counts with the layer it mattes.
            """)

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs).")
    var file: String

    @OptionGroup var container: ContainerOptions

    @Option(help: "Frames: all, N, A-B, A-B:STEP or marker names, separated by commas (default: 30 spread over the animation).")
    var frames: String?

    @Option(help: "The frames of this marker's range (as --frames NAME).")
    var marker: String?

    @Option(parsing: .unconditional, help: "Render size WxH in pixels, \(OutputSize.limits).")
    var size: OutputSize = OutputSize(width: 512, height: 512)

    @Option(help: "How many times each frame is rendered, 1...100 (more passes, steadier numbers).")
    var passes = 3

    @Option(help: "Show the N most expensive layer instances (0: all).")
    var top = 20

    @OptionGroup var overrides: ValueAssignmentOptions

    @OptionGroup var text: TextOptions

    @Flag(
        help: """
            Print one JSON object: file, size, frames, frame_ms, layers_ms and layers, every layer instance, most \
            expensive first (keypath, names, total_ms, eval_ms, raster_ms, inclusive_ms, pixels, frames_drawn).
            """)
    var json = false

    func validate() throws {
        if !(1...100).contains(passes) { throw ValidationError("--passes must be between 1 and 100") }
        if top < 0 { throw ValidationError("--top must be 0 or more") }
        if let frames {
            do { _ = try FrameSelection(parsing: frames) } catch { throw ValidationError("--frames: \(error)") }
        }
    }

    func run() throws {
        let (_, loaded, animation) = try container.load(file)
        let renderer = CommandSupport.renderer(
            for: animation, loaded: loaded, textProvider: text.textProvider, fontProvider: text.fontProvider)
        try overrides.apply(to: renderer)
        var selected: [Double]
        do {
            selected = try FrameSelection.runs(frames: frames, marker: marker, in: animation).flatMap { $0.frames() }
        } catch {
            FileHandle.standardError.write(Data("lottie-term: \(file): \(marker != nil && frames == nil ? "--marker" : "--frames"): \(error)\n".utf8))
            throw ExitCode(64)
        }
        if frames == nil, marker == nil, selected.count > Self.defaultFrameCount {
            let all = selected
            selected = (0..<Self.defaultFrameCount).map { all[$0 * all.count / Self.defaultFrameCount] }
        }
        let profile = renderer.profile(frames: selected, width: size.width, height: size.height, passes: passes)
        let rows = ProfileRow.rows(of: profile)
        if json {
            print(Self.json(profile, rows: rows, file: file, size: size))
        } else {
            print(Self.text(profile, rows: top == 0 ? rows : Array(rows.prefix(top)), file: file, size: size, passes: passes))
        }
    }

    /// Frames profiled when none are selected: enough to see every phase of an animation,
    /// few enough for a heavy file to answer in seconds.
    static let defaultFrameCount = 30

    // MARK: - Output

    static func text(_ profile: FrameProfile, rows: [ProfileRow], file: String, size: OutputSize, passes: Int) -> String {
        let frame = profile.frameMilliseconds
        let frames = profile.renderedFrames / max(passes, 1)
        var lines = [
            "\(file): \(frames) frame\(frames == 1 ? "" : "s") × \(passes) pass\(passes == 1 ? "" : "es") at \(size.width)x\(size.height): "
                + "\(ms(frame)) ms per frame, \(ms(profile.layerMilliseconds)) ms in layers, "
                + "\(ms(max(frame - profile.layerMilliseconds, 0))) ms outside them",
            "   total    eval  raster  with layers  share   pixels  layer",
        ]
        for row in rows {
            let inclusive = row.inclusiveMilliseconds > row.totalMilliseconds + 0.0005 ? ms(row.inclusiveMilliseconds) : ""
            lines.append(
                [
                    ms(row.totalMilliseconds).leftPadded(8), ms(row.evaluationMilliseconds).leftPadded(7),
                    ms(row.rasterMilliseconds).leftPadded(7), inclusive.leftPadded(12),
                    (String(format: "%.1f", frame > 0 ? row.totalMilliseconds / frame * 100 : 0) + "%").leftPadded(6),
                    String(row.pixels).leftPadded(8), " " + row.keypath,
                ].joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ profile: FrameProfile, rows: [ProfileRow], file: String, size: OutputSize) -> String {
        let layers = rows.map { row in
            JSONValue.object(
                JSONObject([
                    ("keypath", .string(row.keypath)), ("names", .array(row.names.map { .string($0) })),
                    ("total_ms", .number(rounded(row.totalMilliseconds))),
                    ("eval_ms", .number(rounded(row.evaluationMilliseconds))),
                    ("raster_ms", .number(rounded(row.rasterMilliseconds))),
                    ("inclusive_ms", .number(rounded(row.inclusiveMilliseconds))),
                    ("pixels", .number(Double(row.pixels))), ("frames_drawn", .number(Double(row.framesDrawn))),
                ]))
        }
        return JSONWriter.string(
            of: .object(
                JSONObject([
                    ("file", .string(file)), ("size", .string("\(size.width)x\(size.height)")),
                    ("frames", .number(Double(profile.renderedFrames))),
                    ("frame_ms", .number(rounded(profile.frameMilliseconds))),
                    ("layers_ms", .number(rounded(profile.layerMilliseconds))), ("layers", .array(layers)),
                ])))
    }

    private static func ms(_ value: Double) -> String { String(format: "%.3f", value) }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// One layer instance of a ``FrameProfile``, per frame.
struct ProfileRow {
    var names: [String]
    var evaluationMilliseconds: Double
    var rasterMilliseconds: Double
    /// With the layer instances a precomposition layer shows.
    var inclusiveMilliseconds: Double
    /// Mean device pixels covered in the frames it drew.
    var pixels: Int
    var framesDrawn: Int

    var keypath: String { names.joined(separator: ".") }
    var totalMilliseconds: Double { evaluationMilliseconds + rasterMilliseconds }

    /// Every entry of `profile`, the most expensive (exclusive time) first.
    static func rows(of profile: FrameProfile) -> [ProfileRow] {
        let entries = profile.layers.entries
        let frames = profile.renderedFrames
        var inclusive = entries.map { $0.evaluationNanoseconds &+ $0.rasterNanoseconds }
        // Children are made after their parents, so one backward pass adds each to its parent.
        for index in entries.indices.reversed() {
            if let parent = entries[index].parent, parent < index { inclusive[parent] &+= inclusive[index] }
        }
        return entries.indices.map { index in
            let entry = entries[index]
            return ProfileRow(
                names: entry.names, evaluationMilliseconds: FrameProfile.perFrame(entry.evaluationNanoseconds, frames),
                rasterMilliseconds: FrameProfile.perFrame(entry.rasterNanoseconds, frames),
                inclusiveMilliseconds: FrameProfile.perFrame(inclusive[index], frames),
                pixels: entry.frames > 0 ? entry.pixels / entry.frames : 0, framesDrawn: entry.frames)
        }
        .sorted { $0.totalMilliseconds > $1.totalMilliseconds }
    }
}

import AnimationDiff
import ArgumentParser
import Foundation
import ImageCodecs
import Lottie
import LottieModel

/// `lottie-term diff OLD NEW`: what changed between two versions of an animation, by keypath
/// and in its frames.
struct Diff: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of an animation: layers, shapes and properties by keypath, markers, images, and frames.",
        discussion: """
            Compares the decoded animations, not their JSON: a file written again with its keys in \
            another order or its numbers spelled differently has no change. Prints, under \
            composition, markers, images and layers, one line per change: + SUBJECT: DETAIL \
            (added), - SUBJECT: DETAIL (removed), ~ SUBJECT [ATTRIBUTE]: OLD -> NEW; NOTES \
            (changed). Layers, shapes and properties are named by keypath, as lottie-term keypaths \
            lists them; names repeated under one parent are paired in their order. A property shows \
            its value, or its keyframes (with their values when there are at most 4), timed in \
            the frames of the composition that holds it, with notes when its easing, motion path \
            or expression changed. An image shows its file, size and bytes, and whether its pixels \
            changed. At most \(DiffReport.maxListedChanges) changes are listed, then how many more.

            Then both animations are rendered at --size and compared frame by frame, by frame \
            number, over the frames both have (default: every frame, or \(Self.maxDefaultFrames) \
            evenly spaced when there are more), with the measures of the fidelity scoring \
            (score.py): over white and over black, the mean absolute error of R, G and B (MAE, \
            0-255) and the percentages of pixels and of half-block cells off by more than 32. A \
            frame differs when one of them goes over its limit (1.5, 1 %, 1 %) times --threshold. \
            Each run of consecutive compared frames that differ is listed with its worst frame \
            (the largest MAE) and its measures, the larger of the two backgrounds.

            --format json prints one object: old, new, same, changes (each with change, section, \
            subject and, when known, attribute, old, new, notes, oldTimes, newTimes), moreChanges, \
            and frames (size, threshold, compared, differing, first, last, and runs, each with first, \
            last, count, worstFrame, and white and black with mae, pct_gt32 and \
            halfblock_pct_gt32 as score.py reports them).

            Exits with 0 when nothing changed and no frame differs, 1 when something did (as diff \
            does), 64 for a usage error, 65 if a file cannot be decoded, 66 if a file is missing or \
            unreadable.
            """)

    @Argument(help: "The old version: a Lottie file (.json, .lot, .lottie or .tgs).")
    var old: String

    @Argument(help: "The new version.")
    var new: String

    @Option(
        help:
            "Frames to compare: all, N, A-B, A-B:STEP or the old version's marker names, separated by commas (default: every frame both have, at most \(maxDefaultFrames) evenly spaced)."
    )
    var frames: String?

    @Option(parsing: .unconditional, help: "The size frames are rendered at to be compared, WxH in pixels, \(OutputSize.limits).")
    var size: OutputSize = OutputSize(width: 160, height: 160)

    @Option(
        help:
            "Scales the limits a frame must stay within to look the same: 1 is the fidelity scoring's (MAE 1.5, 1 % of pixels and of half-block cells off by more than 32), 2 allows twice as much, 0 counts any change."
    )
    var threshold = 1.0

    @Option(help: "Output format: text, or json (one object).")
    var format: Format = .text

    /// The most frames compared when `--frames` is not given.
    static let maxDefaultFrames = 300

    func validate() throws {
        guard threshold.isFinite, threshold >= 0 else { throw ValidationError("--threshold must be a number of at least 0") }
        if let frames {
            do { _ = try FrameSelection(parsing: frames) } catch { throw ValidationError("--frames: \(error)") }
        }
    }

    func run() throws {
        var files: [LoadedAnimationFile] = []
        var codes: [Int32] = []
        for file in [old, new] {
            do {
                files.append(try LoadedAnimationFile.load(filePath: AnimationFiles.path(file)))
            } catch {
                CommandSupport.printError(error, file: file)
                codes.append(CommandSupport.exitCode(for: error).rawValue)
            }
        }
        if codes.contains(66) { throw ExitCode(66) }
        guard codes.isEmpty, let before = files.first, let after = files.last else { throw ExitCode(65) }
        let renderers = (
            CommandSupport.renderer(for: before.animation, loaded: before), CommandSupport.renderer(for: after.animation, loaded: after)
        )
        let frameList = try comparedFrames(before.animation, after.animation)
        let structure = StructuralDiff(old: Self.version(before, renderers.0), new: Self.version(after, renderers.1)) {
            try? ImageDecoder.decode(Data($0))
        }
        var comparison = FrameComparison(limits: FrameLimits(scale: threshold))
        for frame in frameList {
            let (a, b) = (render(renderers.0, frame), render(renderers.1, frame))
            comparison.append(frame, FrameDifference(a, b, width: size.width, height: size.height))
        }
        let report = DiffReport(old: old, new: new, changes: structure.changes, frames: comparison, size: size, threshold: threshold)
        print(format == .json ? report.json : report.text)
        if !report.isSame { throw ExitCode(1) }
    }

    /// The straight RGBA pixels of `frame`, as `render` writes them to PNG.
    private func render(_ renderer: LottieFrameRenderer, _ frame: Double) -> [UInt8] {
        renderer.render(frame: frame, width: size.width, height: size.height, contentMode: .scaleAspectFit, background: nil).straightRGBA8()
    }

    /// The frames to compare: `--frames` (markers are the old version's; every frame must lie in
    /// both versions, `all` being the frames both have), else the frames both have, at most
    /// ``maxDefaultFrames`` of them evenly spaced.
    func comparedFrames(_ a: LottieAnimation, _ b: LottieAnimation) throws -> [Double] {
        let (start, end) = (max(a.startFrame, b.startFrame), min(a.endFrame, b.endFrame))
        let common = FrameSelection.Run(start: start, end: end, step: 1, includesEnd: false)
        guard let frames else {
            guard end > start else { return [] }
            let count = (end - start).rounded(.up)
            return common.frames(step: count > Double(Self.maxDefaultFrames) ? (count / Double(Self.maxDefaultFrames)).rounded(.up) : 1)
        }
        let list: [Double]
        do {
            let items = try FrameSelection(parsing: frames).items.map { $0 == .all ? .run(common) : $0 }
            list = try FrameSelection(items: items).runs(in: a).flatMap { $0.frames() }
        } catch {
            throw usageError(old, "--frames: \(error)")
        }
        if let outside = list.first(where: { $0 < b.startFrame - 1e-3 || $0 > b.endFrame + 1e-3 }) {
            let range = "\(FrameSelection.name(b.startFrame))-\(FrameSelection.name(b.endFrame))"
            throw usageError(new, "--frames: frame \(FrameSelection.name(outside)) is outside the animation's frames \(range)")
        }
        guard !list.isEmpty else { throw usageError(old, "--frames: the frame list selects no frame") }
        guard list.count <= FrameSelection.maxFrames else {
            throw usageError(old, "--frames: the frame list selects more than \(FrameSelection.maxFrames) frames")
        }
        return list
    }

    /// Prints `message` on one line with `file` and returns exit code 64.
    private func usageError(_ file: String, _ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("lottie-term: \(file): \(message)\n".utf8))
        return ExitCode(64)
    }

    /// One version as the structural comparison reads it: the model, its keypath tree and
    /// evaluator, and each image asset's bytes found as the renderer finds them.
    private static func version(_ file: LoadedAnimationFile, _ renderer: LottieFrameRenderer) -> AnimationVersion {
        var bytes: [String: [UInt8]] = [:]
        for case .image(let image) in file.animation.model.assets {
            if let data = file.imageBytes(for: image) { bytes[image.id] = [UInt8](data) }
        }
        return AnimationVersion(animation: file.animation.model, tree: renderer.keypathTree, evaluator: renderer.evaluator, imageBytes: bytes)
    }
}

import ArgumentParser
import Foundation
import Lottie
import LottieModel

/// `lottie-term check FILE...`: decode each file and list its diagnostics.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decode animations and list what will not render as in After Effects.",
        discussion: """
            Prints FILE: ok, N diagnostics, then one line per diagnostic as SEVERITY: PATH: MESSAGE: \
            what decoding found, each image asset that cannot be loaded, the oddities of a .lottie \
            archive, the expressions that cannot be evaluated (found when decoding and by evaluating \
            the first, middle and last frames; such a property keeps its keyframed value), and what \
            the renderer cannot draw as described, as warning: (render): MESSAGE.

            Keeps going after a failure. Exits with 66 if a file or an image it draws is missing \
            or unreadable, else 65 if a file cannot be decoded, else (with --strict) 1 if there \
            is any warning, else 0.
            """)

    @Argument(help: "Lottie files (.json, .lot, .lottie or .tgs).")
    var files: [String]

    @Option(help: "The id of the animation to check in each .lottie file (default: its default animation).")
    var animation: String?

    @Flag(help: "Print one JSON object per file, one per line: file, status, exit, diagnostics (severity, feature, path, message), error.")
    var json = false

    @Flag(help: "Exit 1 when any file has a warning (for CI).")
    var strict = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to check") }
    }

    func run() throws {
        var codes: [Int32] = []
        for file in files {
            let report = Self.report(file, animation: animation)
            codes.append(report.exitCode(strict: strict))
            if json {
                print(report.json)
            } else if let error = report.error {
                CommandSupport.printError(error, file: file)
            } else {
                print(report.text)
            }
        }
        // The worst outcome wins: missing, then undecodable, then warnings.
        for code: Int32 in [66, 65, 1] where codes.contains(code) { throw ExitCode(code) }
    }

    /// Loads `file` and collects what `check` reports about it.
    static func report(_ file: String, animation: String?) -> CheckReport {
        do {
            let loaded = try LoadedAnimationFile.load(filePath: file, animationId: animation)
            let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
            let findings = renderFindings(renderer)
            let notes = findings.notes.map { Diagnostic(.warning, feature: "render", message: $0, path: "(render)") }
            let diagnostics =
                (loaded.dotLottie?.diagnostics ?? []) + loaded.animation.diagnostics + renderer.imageDiagnostics + findings.expressionFailures + notes
            return CheckReport(file: file, diagnostics: diagnostics, missingImages: renderer.imageDiagnostics.count)
        } catch {
            return CheckReport(file: file, error: error)
        }
    }

    /// What drawing the first, middle and last frames at the composition's own size (the longer
    /// side at most ``noteSide`` pixels) finds: what the renderer cannot draw as described
    /// (evaluation notes: layer instances, path points, repeater copies; rasterization notes:
    /// offscreen pixels), and the expressions it cannot evaluate (one diagnostic per expression,
    /// at its JSON path; those the decoder already diagnosed are left out).
    static func renderFindings(_ renderer: LottieFrameRenderer) -> (notes: [String], expressionFailures: [Diagnostic]) {
        let animation = renderer.animation
        let scale = min(1, Double(noteSide) / max(animation.size.width, animation.size.height, 1))
        let width = (animation.size.width * scale).rounded().clampedInt(in: 1...noteSide)
        let height = (animation.size.height * scale).rounded().clampedInt(in: 1...noteSide)
        var notes: [String] = []
        var failures: [Diagnostic] = []
        var paths = Set(animation.model.diagnostics.filter { $0.feature == "expression" }.map(\.path))
        for progress in [0.0, 0.5, 1.0] {
            let frame = min(animation.frameTime(forProgress: progress), animation.endFrame - 1e-4)
            let report = renderer.evaluator.evaluateReporting(at: frame)
            _ = renderer.rasterize(report.list, width: width, height: height)
            for note in report.notes + renderer.rasterNotes where !notes.contains(note) { notes.append(note) }
            for failure in report.expressionFailures where paths.insert(failure.path).inserted { failures.append(failure) }
        }
        return (notes, failures)
    }

    /// The longest side `check` draws frames at.
    static let noteSide = 1024
}

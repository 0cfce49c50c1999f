import ArgumentParser
import Lottie

/// `lottie-term check FILE...`: decode each file and list its diagnostics.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decode animations and list what will not render as in After Effects.",
        discussion: "Exits with 66 if a file is missing, else 65 if one cannot be decoded, else 0.")

    @Argument(help: "Lottie files (.json, .lot, .lottie or .tgs).")
    var files: [String]

    @Option(help: "The id of the animation to check in each .lottie file (default: its default animation).")
    var animation: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to check") }
    }

    func run() throws {
        var exitCode: Int32 = 0
        for file in files {
            do {
                let loaded = try LoadedAnimationFile.load(filePath: file, animationId: animation)
                let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
                let diagnostics = (loaded.dotLottie?.diagnostics ?? []) + loaded.animation.diagnostics + renderer.imageDiagnostics
                let notes = Self.renderNotes(renderer)
                let count = diagnostics.count + notes.count
                print("\(file): ok, \(count) diagnostic\(count == 1 ? "" : "s")")
                for diagnostic in diagnostics { print("  \(diagnostic)") }
                for note in notes { print("  warning: (render): \(note)") }
            } catch {
                let code = CommandSupport.exitCode(for: error)
                CommandSupport.printError(error, file: file)
                exitCode = exitCode == 66 ? 66 : code.rawValue
            }
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// What the renderer cannot draw as described, found by evaluating the first, middle
    /// and last frames.
    static func renderNotes(_ renderer: LottieFrameRenderer) -> [String] {
        let animation = renderer.animation
        let evaluator = renderer.evaluator
        var notes: [String] = []
        for progress in [0.0, 0.5, 1.0] {
            let frame = min(animation.frameTime(forProgress: progress), animation.endFrame - 1e-4)
            for note in evaluator.evaluate(at: frame).notes where !notes.contains(note) { notes.append(note) }
        }
        return notes
    }
}

import ArgumentParser
import Compatibility
import Foundation
import Lottie
import LottieModel

/// `lottie-term analyze FILE... [--json]`: which features each file uses, where, and whether
/// this renderer draws them.
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "List the features animations use (with counts and JSON paths) and whether they are drawn.",
        discussion: """
            The features: layer kinds, shape items, masks, track mattes, effects, expressions, text \
            layers and animators, fonts, image assets, 3D layers, time remapping, blend modes and \
            layer styles, each with its count and the JSON paths of its first five uses. \
            Each feature is marked drawn, approximated (drawn differently from After Effects: \
            expressions that cannot be evaluated use their keyframes, 3D layers of a composition without a camera are drawn flat) or \
            not drawn; a one-line \
            verdict ends each file. Keeps going after a failure: exits 66 if a file is missing, \
            else 65 if one cannot be decoded, else 0.
            """)

    @Argument(help: "Lottie files (.json, .lot, .lottie or .tgs).")
    var files: [String]

    @Option(help: "The id of the animation to analyze in each .lottie file (default: its default animation).")
    var animation: String?

    @Flag(help: "Print one JSON object per file, one per line, as check --format json does: schema, file, status, verdict, features (id, name, status, count, paths), diagnostics.")
    var json = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to analyze") }
    }

    func run() throws {
        var codes: [Int32] = []
        for file in files {
            do {
                let loaded = try LoadedAnimationFile.load(filePath: AnimationFiles.path(file), animationId: animation)
                let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
                let findings = Check.renderFindings(renderer)
                let census = FeatureCensus(
                    loaded.animation.model, imageDiagnostics: renderer.imageDiagnostics, renderNotes: findings.notes,
                    expressionFailures: findings.expressionFailures)
                if json {
                    let machines = loaded.dotLottie?.stateMachineSummaries(for: loaded.animation).flatMap(\.diagnostics) ?? []
                    let diagnostics = machines + loaded.animation.diagnostics + renderer.imageDiagnostics + findings.expressionFailures
                    print(CheckReport(file: file, diagnostics: diagnostics, missingImages: renderer.imageDiagnostics.count, census: census).json)
                } else {
                    print(Self.text(census, file: file))
                }
            } catch {
                CommandSupport.printError(error, file: file)
                codes.append(CommandSupport.exitCode(for: error).rawValue)
            }
        }
        for code: Int32 in [66, 65] where codes.contains(code) { throw ExitCode(code) }
    }

    static func text(_ census: FeatureCensus, file: String) -> String {
        let width = min(max(census.features.map(\.name.count).max() ?? 0, 8), 48)
        var lines = [file]
        for feature in census.features {
            let places = feature.paths.joined(separator: ", ") + (feature.count > feature.paths.count ? ", …" : "")
            lines.append(
                "  " + feature.status.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
                    + feature.name.padding(toLength: width, withPad: " ", startingAt: 0) + " "
                    + String(feature.count).leftPadded(5) + "  " + places)
        }
        lines.append("\(file): \(census.verdict)")
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

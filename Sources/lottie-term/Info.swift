import ArgumentParser
import Lottie

/// `lottie-term info FILE [--animation ID] [--json]`: what an animation contains.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print an animation's size, timing, layers, assets, fonts, markers and diagnostics.",
        discussion: """
            Prints the file name, name, version, size, frame rate, frame range, duration, layer counts \
            by type (precompositions' layers included), asset counts by type, fonts, markers (name, \
            start frame, duration) and diagnostic counts. For a .lottie file, describes its default \
            animation (or --animation), then the manifest version, the animations it holds (with \
            their playback settings; * marks the one described) and its themes.
            """)

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs). Omit it to describe the built-in sample.")
    var file: String?

    @OptionGroup var container: ContainerOptions

    @Flag(
        help: """
            Print one JSON object instead of text: file, name, version, width, height, fps, inPoint, outPoint, frames, \
            duration, layers, assets, fonts, markers, diagnostics, and container for a .lottie file.
            """)
    var json = false

    func validate() throws {
        if container.animation != nil && file == nil { throw ValidationError("--animation needs a .lottie file") }
        if container.theme != nil && file == nil { throw ValidationError("--theme needs a .lottie file") }
    }

    func run() throws {
        let (label, loaded, animation) = try container.load(file)
        let summary = AnimationSummary(animation.model)
        let container = loaded.flatMap { loaded in
            loaded.dotLottie.map {
                ContainerSummary(file: $0, shown: loaded.animationId, machines: $0.stateMachineSummaries(for: animation))
            }
        }
        if json {
            print(summary.jsonText(file: label, container: container?.json))
        } else {
            print(summary.text(file: label) + (container.map { "\n" + $0.text } ?? ""))
        }
    }
}

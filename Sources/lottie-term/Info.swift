import ArgumentParser
import Lottie

/// `lottie-term info FILE [--animation ID] [--json]`: what an animation contains.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print an animation's size, timing, layers, assets, fonts, markers and diagnostics.",
        discussion: "For a .lottie file, describes its default animation and lists the animations it holds.")

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs). Omit it to describe the built-in sample.")
    var file: String?

    @Option(help: "The id of the animation to describe in a .lottie file (default: its default animation).")
    var animation: String?

    @Option(help: "The id of a theme of the .lottie file to apply (default: the animation's initial theme, if any).")
    var theme: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        if animation != nil && file == nil { throw ValidationError("--animation needs a .lottie file") }
        if theme != nil && file == nil { throw ValidationError("--theme needs a .lottie file") }
    }

    func run() throws {
        let (label, loaded, animation) = try CommandSupport.load(file, animationId: self.animation, themeId: theme)
        let summary = AnimationSummary(animation.model)
        let container = loaded.flatMap { loaded in loaded.dotLottie.map { ContainerSummary(file: $0, shown: loaded.animationId) } }
        if json {
            print(summary.jsonText(file: label, container: container?.json))
        } else {
            print(summary.text(file: label) + (container.map { "\n" + $0.text } ?? ""))
        }
    }
}

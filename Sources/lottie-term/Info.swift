import ArgumentParser
import Lottie

/// `lottie-term info FILE [--json]`: what an animation contains.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print an animation's size, timing, layers, assets, fonts, markers and diagnostics.")

    @Argument(help: "A Lottie JSON file (.json or .lot). Omit it to describe the built-in sample.")
    var file: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let (label, animation) = try CommandSupport.load(file)
        let summary = AnimationSummary(animation.model)
        print(json ? summary.jsonText(file: label) : summary.text(file: label))
    }
}

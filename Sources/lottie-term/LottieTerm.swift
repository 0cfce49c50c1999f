import ArgumentParser
import Lottie

@main
struct LottieTerm: ParsableCommand {
    /// The release, as `--version` prints it.
    static let version = "0.4.0"

    static let configuration = CommandConfiguration(
        commandName: "lottie-term",
        abstract: "Play, inspect, check, render and benchmark Lottie animations.",
        discussion: """
            `lottie-term FILE` plays FILE; with no arguments, plays the built-in sample. Exit codes: 0 ok, \
            64 usage error, 65 animation data that cannot be decoded, 66 missing or unreadable file, \
            73 output that cannot be written; the player exits 1 when it cannot use the terminal and \
            128 + N when signal N stops it.
            """,
        version: "lottie-term \(version)",
        subcommands: [Play.self, Info.self, Check.self, Analyze.self, Render.self, Keypaths.self, Bench.self],
        defaultSubcommand: Play.self
    )
}

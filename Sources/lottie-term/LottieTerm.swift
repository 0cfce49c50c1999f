import ArgumentParser
import Lottie

@main
struct LottieTerm: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie-term",
        abstract: "Inspect, check, render and benchmark Lottie animations.",
        discussion: """
            With no subcommand and no file, shows the built-in sample. Exit codes: 0 ok, \
            64 usage error, 65 animation data that cannot be decoded, 66 missing or unreadable file, \
            73 output that cannot be written.
            """,
        subcommands: [Info.self, Check.self, Render.self, Keypaths.self, Bench.self],
        defaultSubcommand: Info.self
    )
}

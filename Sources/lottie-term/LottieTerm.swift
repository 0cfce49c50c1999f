import ArgumentParser
import Glibc
import Lottie

@main
struct LottieTerm: ParsableCommand {
    /// The release, as `--version` prints it.
    static let version = "0.5.0"

    static let configuration = CommandConfiguration(
        commandName: "lottie-term",
        abstract: "Play, inspect, check, render and benchmark Lottie animations.",
        discussion: """
            With no command, lottie-term plays its files (lottie-term FILE is lottie-term play FILE), \
            or the built-in sample without one. lottie-term help COMMAND or lottie-term COMMAND \
            --help shows a command's options. man lottie-term lists the player's keys, the \
            environment and the exit codes (0 ok, 64 usage error, 65 animation data that cannot be \
            decoded, 66 missing or unreadable file, 73 output that cannot be written), and man \
            lottie-term COMMAND describes a command.
            """,
        version: "lottie-term \(version)",
        subcommands: [Play.self, Info.self, Check.self, Diff.self, Analyze.self, Render.self, Keypaths.self, Profile.self, Bench.self],
        defaultSubcommand: Play.self
    )

    /// Runs the chosen command on the main thread: the player's curses session and its signal
    /// handlers (resize, suspend, interrupt) need it, and an async root command would run every
    /// command on a worker thread while the main thread only waits for signals. `render`, the one
    /// async command (its frames render in parallel tasks), runs on the task pool while the main
    /// thread waits for it, unless it draws one frame: the pool's threads, their first
    /// allocations and the two hand-overs would cost more than the frame.
    static func main() {
        do {
            var command = try parse(Array(CommandLine.arguments.dropFirst()))
            if let render = command as? Render, render.drawsOneFrame {
                try render.runOneFrame()
            } else if let render = command as? Render {
                try AsyncBridge.wait { try await render.run() }
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// The command `arguments` ask for. The subcommand they name first, or `play` when they
    /// start with neither a subcommand nor an option, parses them on its own; when it does not
    /// give itself back (an error, `--help`, a completion request) and for the root's own
    /// options (`--version`, `--help`), this command parses them, as the root, and answers as
    /// it always has. From the root, a command line also builds the argument sets of `play`
    /// and of the named subcommand, by reflection, to learn whether either passes arguments
    /// through: about 1.5 ms of every start.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        let first = arguments.first
        let named = configuration.subcommands.first { $0.configuration.commandName == first }
        let startsWithFile = first.map { !$0.hasPrefix("-") && $0 != "help" } ?? true
        if named == nil, startsWithFile, let first, isMistypedCommand(first) {
            let commands = configuration.subcommands.map { $0.configuration.commandName ?? "" }.joined(separator: ", ")
            throw ValidationError("unknown command \"\(first)\", and no file of that name; the commands are \(commands)")
        }
        if let subcommand = named ?? (startsWithFile ? configuration.defaultSubcommand : nil),
            let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst(named == nil ? 0 : 1))),
            type(of: command) == subcommand
        {
            return command
        }
        return try parseAsRoot(arguments)
    }

    /// Whether `word`, given where a command or a file goes, is a command misspelt: a bare word
    /// (letters, digits and hyphens; no extension, no folder) that names no file or folder.
    static func isMistypedCommand(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            && access(word, F_OK) != 0
    }
}

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
                let diagnostics = try LottieAnimation.load(filePath: file, animationId: animation).diagnostics
                print("\(file): ok, \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s")")
                for diagnostic in diagnostics { print("  \(diagnostic)") }
            } catch {
                let code = CommandSupport.exitCode(for: error)
                CommandSupport.printError(error, file: file)
                exitCode = exitCode == 66 ? 66 : code.rawValue
            }
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}

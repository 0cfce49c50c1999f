import Foundation
import TestSupport
import Testing

/// The man page and the README against what the binary says and does: options, completions
/// and exit codes.
@Suite struct DocumentationCLITests {
    static let man = (try? String(contentsOf: Corpus.packageRoot.appendingPathComponent("man/lottie-term.1"), encoding: .utf8)) ?? ""
    static let readme = (try? String(contentsOf: Corpus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test(arguments: ["play", "info", "check", "analyze", "render", "keypaths", "profile", "bench"])
    func everyOptionInHelpIsInTheManPage(command: String) throws {
        let help = try CLITests.run([command, "--help"])
        #expect(help.status == 0)
        let options = Set(
            help.stdout.split(whereSeparator: { " ,|[]()<>\n".contains($0) }).filter { $0.hasPrefix("--") && $0.count > 2 }.map {
                String($0.prefix { $0 == "-" || $0.isLetter || $0.isNumber }).lowercased()
            })
        for option in options.subtracting(["--help", "--version"]) {
            #expect(Self.man.contains("Fl \\-\(option.dropFirst(2))"), "the man page lacks \(option) of \(command)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(shell: String) throws {
        let result = try CLITests.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for word in ["analyze", "render", "check", "frames", "marker"] {
            #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
        #expect(Self.readme.contains("--generate-completion-script \(shell)"))
    }

    @Test func theExitCodesTheDocumentsListAreTheOnesTheCodeGives() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expression = directory.appendingPathComponent("expression.json")
        try Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"layers":[{"ty":3,"ind":1,"ip":0,"op":10,"ks":{"o":{"a":0,"k":100,"x":"v"}}}]}"#.utf8)
            .write(to: expression)
        let invalid = Corpus.samples.appendingPathComponent("invalid/zero-frame-rate.json").path
        let runs: [(Int32, [String])] = [
            (0, ["info", CLITests.sample]),
            (1, ["check", "--strict", expression.path]),
            (64, ["render", CLITests.sample, "--frame", "999", "-o", "/dev/null"]),
            (65, ["check", invalid]),
            (66, ["check", "/nonexistent.json"]),
            (73, ["render", CLITests.sample, "--frame", "0", "-o", "/nonexistent/dir/x.png"]),
        ]
        let table = Self.readme.components(separatedBy: "**Exit codes:**").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        let status = Self.man.components(separatedBy: ".Sh EXIT STATUS").dropFirst().first?.components(separatedBy: ".Sh ").first ?? ""
        for (code, arguments) in runs {
            #expect(try CLITests.run(arguments).status == code, "\(arguments)")
            #expect(table.contains(" \(code) "), "README's exit codes lack \(code)")
            #expect(status.contains(".It \(code)\n"), "the man page's EXIT STATUS lacks \(code)")
        }
        #expect(table.contains("128 + n") && status.contains(".It 128+ Ns Ar n"))
    }
}

import Foundation
import TestSupport
import Testing

/// The man pages against what the binary says and does: every command has its page, every
/// option `--help` lists is on the command's page with the same help, the exit codes the
/// overview page lists are the ones the commands give, and the completion scripts generate.
@Suite struct DocumentationCLITests {
    /// The commands, as `lottie-term --help` lists them (without `help`).
    static let commands = ["play", "info", "check", "diff", "analyze", "render", "keypaths", "profile", "bench"]

    /// The text of man/NAME.1 (empty when the page is missing).
    static func page(_ name: String) -> String {
        (try? String(contentsOf: Corpus.packageRoot.appendingPathComponent("man/\(name).1"), encoding: .utf8)) ?? ""
    }

    /// The text of `section` (a `.Sh` title) of an mdoc page, without its `.Sh` line.
    static func section(_ title: String, of page: String) -> String {
        page.components(separatedBy: ".Sh \(title)\n").dropFirst().first?.components(separatedBy: "\n.Sh ").first ?? ""
    }

    /// The options `--help` lists: each option's names (`--frames`, `-o`) and the first words of
    /// its help, which starts in the 27th column, or on the next line after a longer label.
    static func options(inHelp help: String) -> [(names: [String], words: String)] {
        let lines = help.components(separatedBy: "\n")
        var options: [(names: [String], words: String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("  -") {
            let characters = Array(line)
            let inline = characters.count > 26 && characters[25] == " "
            let label = String(inline ? characters[..<26] : characters[...])
            let names = label.split(whereSeparator: { $0 == " " || $0 == "," }).filter { $0.hasPrefix("-") }.map(String.init)
            let text = inline ? String(characters[26...]) : index + 1 < lines.count ? lines[index + 1] : ""
            options.append((names, text.split(separator: " ").prefix(3).joined(separator: " ")))
        }
        return options
    }

    /// The text of the `.It` item whose title names `option` (`--frames` as `Fl -frames`), its
    /// lines joined and the escapes generate-manual writes undone; nil without one.
    static func item(_ option: String, in page: String) -> String? {
        let lines = page.components(separatedBy: "\n")
        let name = String(option.dropFirst())
        guard
            let start = lines.firstIndex(where: {
                $0.hasPrefix(".It Fl ") && $0.split(whereSeparator: { $0 == " " || $0 == "," }).contains { $0 == name }
            })
        else { return nil }
        let body = lines[(start + 1)...].prefix { !$0.hasPrefix(".It") && !$0.hasPrefix(".El") }
        return body.joined(separator: " ").replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\e", with: "\\")
    }

    @Test func theOverviewPageListsEveryCommand() throws {
        let help = try CLITests.run(["--help"])
        #expect(help.status == 0)
        let listed = help.stdout.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        let names = listed.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0 != "help" }
        #expect(names == Self.commands, "lottie-term --help lists other commands than the tests know")
        let overview = Self.page("lottie-term")
        let commands = Self.section("COMMANDS", of: overview)
        let seeAlso = Self.section("SEE ALSO", of: overview)
        for command in Self.commands {
            #expect(commands.contains(".It Cm \(command)\n"), "lottie-term.1's COMMANDS lacks \(command)")
            #expect(commands.contains(".Xr lottie-term-\(command) 1"), "lottie-term.1's COMMANDS lacks lottie-term-\(command)(1)")
            #expect(seeAlso.contains(".Xr lottie-term-\(command) 1"), "lottie-term.1's SEE ALSO lacks lottie-term-\(command)(1)")
            #expect(Self.page("lottie-term-\(command)").contains(".Dt LOTTIE-TERM-\(command.uppercased()) 1"), "man/lottie-term-\(command).1")
        }
        for title in ["NAME", "SYNOPSIS", "DESCRIPTION", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"] {
            #expect(!Self.section(title, of: overview).isEmpty, "lottie-term.1 lacks \(title)")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: Corpus.packageRoot.appendingPathComponent("man").path)
            .filter { $0.hasSuffix(".1") }
        #expect(Set(pages) == Set(["lottie-term.1"] + Self.commands.map { "lottie-term-\($0).1" }), "pages for no command: \(pages)")
    }

    @Test(arguments: commands)
    func everyOptionInHelpIsOnTheCommandsPage(command: String) throws {
        let help = try CLITests.run([command, "--help"])
        #expect(help.status == 0)
        let options = Self.options(inHelp: help.stdout)
        #expect(options.count > 2, "no options found in \(command) --help")
        let page = Self.page("lottie-term-\(command)")
        for option in options {
            let name = option.names.last ?? ""
            guard let text = Self.item(name, in: page) else {
                Issue.record("man/lottie-term-\(command).1 lacks \(name)")
                continue
            }
            #expect(text.hasPrefix(option.words), "\(command) \(name): the page says \"\(text.prefix(60))\", --help \"\(option.words)\"")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(shell: String) throws {
        let result = try CLITests.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for word in ["analyze", "render", "check", "frames", "marker"] {
            #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
    }

    @Test func theExitCodesTheManPageListsAreTheOnesTheCodeGives() throws {
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
        let status = Self.section("EXIT STATUS", of: Self.page("lottie-term"))
        for (code, arguments) in runs {
            #expect(try CLITests.run(arguments).status == code, "\(arguments)")
            #expect(status.contains(".It \(code)\n"), "the man page's EXIT STATUS lacks \(code)")
        }
        #expect(status.contains(".It 128+ Ns Ar n"))
    }
}

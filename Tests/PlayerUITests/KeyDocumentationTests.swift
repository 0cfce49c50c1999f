import Foundation
import PlayerUI
import TestSupport
import Testing

/// The keys the help overlay lists are the keys the README's player tables and the man page's
/// KEYS section document, so the three cannot drift apart.
@Suite struct KeyDocumentationTests {
    static let root = Corpus.samples.deletingLastPathComponent()

    /// The help overlay's keys, each as the README writes it.
    static var helpKeys: [String] {
        (PlayerUI.helpLines.map(\.line) + PlayerUI.inspectorHelpLines).flatMap { line -> [String] in
            let keys = line.prefix(10).split(separator: " ").map(String.init)
            return keys.flatMap { key -> [String] in
                switch key {
                case "S-←": ["Shift-←"]
                case "S-→": ["Shift-→"]
                case "^L": ["Ctrl-L"]
                case "^C": ["Ctrl-C"]
                case "0-9": ["`0`…`9`"]
                case "space", "Home", "End", "Esc", "Enter", "click", "←", "→", "↑", "↓": [key]
                default: ["`\(key)`"]
                }
            }
        }
    }

    @Test func everyKeyTheHelpListsIsInTheReadme() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let player = readme.components(separatedBy: "## Player").dropFirst().first?.components(separatedBy: "## CLI usage").first ?? ""
        let keyColumn = player.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { $0.split(separator: "|").first ?? "" }
            .joined(separator: " ")
        for key in Self.helpKeys { #expect(keyColumn.contains(key), "README's key tables lack \(key)") }
    }

    @Test func everyLetterKeyTheHelpListsIsInTheManPage() throws {
        let man = try String(contentsOf: Self.root.appendingPathComponent("man/lottie-term.1"), encoding: .utf8)
        let keys = man.components(separatedBy: ".Sh KEYS").dropFirst().first?.components(separatedBy: ".Sh OPTIONS").first ?? ""
        // The words of the `.It` and `.Li` lines: the keys the section names.
        let named = Set(
            keys.split(separator: "\n").filter { $0.hasPrefix(".It") || $0.hasPrefix(".Li") }
                .flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }) }.map(String.init))
        let letters = Self.helpKeys.filter { $0.count == 3 && $0.first == "`" }.map { String($0.dropFirst().dropLast()) }
            .filter { $0.unicodeScalars.allSatisfy { CharacterSet.letters.contains($0) } }
        #expect(!letters.isEmpty)
        for letter in letters { #expect(named.contains(letter), "the man page's KEYS section lacks \(letter)") }
    }
}

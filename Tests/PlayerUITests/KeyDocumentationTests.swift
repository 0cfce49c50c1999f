import Foundation
import PlayerUI
import TestSupport
import Testing

/// The keys the help overlay lists are the keys the man page's KEYS section documents: the
/// player's keys in its list, the keypath inspector's in its "Keypath inspector" subsection.
@Suite struct KeyDocumentationTests {
    static let root = Corpus.samples.deletingLastPathComponent()

    /// The keys of help lines (the first ten characters of each), as the man page names them.
    static func keys(of lines: [String]) -> [String] {
        lines.flatMap { line -> [String] in
            line.prefix(10).split(separator: " ").map(String.init).flatMap { key -> [String] in
                switch key {
                case "space": ["Space"]
                case "←": ["Left"]
                case "→": ["Right"]
                case "↑": ["Up"]
                case "↓": ["Down"]
                case "S-←": ["Shift-Left"]
                case "S-→": ["Shift-Right"]
                case "^L": ["Ctrl-L"]
                case "^C": ["Ctrl-C"]
                case "0-9": ["0", "9"]
                case "click": ["Click"]
                default: [key]
                }
            }
        }
    }

    /// The keys the `.It` lines of `text` name: their words without the mdoc macros and escapes.
    static func namedKeys(_ text: Substring) -> Set<String> {
        let macros: Set = ["It", "Li", "No", "Ns", "Cm", "Ic", "Sy", "Ar", "Fl"]
        return Set(
            text.split(separator: "\n").filter { $0.hasPrefix(".It ") }
                .flatMap { $0.dropFirst(4).split(whereSeparator: { $0 == " " || $0 == "," }) }
                .map { $0.replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\-", with: "-") }
                .filter { !macros.contains($0) })
    }

    @Test func everyKeyTheHelpListsIsInTheManPage() throws {
        let man = try String(contentsOf: Self.root.appendingPathComponent("man/lottie-term.1"), encoding: .utf8)
        let keys = man.components(separatedBy: "\n.Sh KEYS\n").dropFirst().first?.components(separatedBy: "\n.Sh ").first ?? ""
        let parts = keys.components(separatedBy: "\n.Ss Keypath inspector\n")
        #expect(parts.count == 2, "the man page's KEYS section lacks its Keypath inspector subsection")
        let player = Self.namedKeys(Substring(parts[0]))
        let inspector = Self.namedKeys(Substring(parts.count > 1 ? parts[1] : ""))
        let playerKeys = Self.keys(of: PlayerUI.helpLines.map(\.line))
        let inspectorKeys = Self.keys(of: PlayerUI.inspectorHelpLines)
        #expect(playerKeys.count > 30 && inspectorKeys.count > 10)
        for key in playerKeys { #expect(player.contains(key), "the man page's KEYS section lacks \(key)") }
        for key in inspectorKeys { #expect(inspector.contains(key), "the man page's keypath inspector keys lack \(key)") }
    }
}

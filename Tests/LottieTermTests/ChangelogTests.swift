import Foundation
import TestSupport
import Testing

/// The changelog and the README against the binary: the latest release in `CHANGELOG.md` is the
/// version `lottie-term --version` prints, and the README stays a short user's page that keeps
/// CI's setup commands.
@Suite struct ChangelogTests {
    static func document(_ name: String) throws -> String {
        try String(contentsOf: Corpus.packageRoot.appendingPathComponent(name), encoding: .utf8)
    }

    /// The version and date of the first `## [X.Y.Z] - YYYY-MM-DD` heading, skipping `[Unreleased]`.
    static func latestRelease(in changelog: String) -> (version: String, date: String)? {
        for line in changelog.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})/) {
                return (String(match.1), String(match.2))
            }
        }
        return nil
    }

    @Test func theLatestReleaseIsTheVersionTheBinaryPrints() throws {
        let changelog = try Self.document("CHANGELOG.md")
        #expect(changelog.contains("## [Unreleased]"))
        let release = try #require(Self.latestRelease(in: changelog), "CHANGELOG.md has no `## [X.Y.Z] - YYYY-MM-DD` heading")
        let result = try CLITests.run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "lottie-term \(release.version)",
            "CHANGELOG.md's latest release is \(release.version); bump `version` in Sources/lottie-term/LottieTerm.swift with it")
    }

    @Test func theLatestReleaseHeadingIsFound() {
        let text = "# Changelog\n\n## [Unreleased]\n\n### Added\n\n## [1.2.3] - 2026-01-02\n\n## [1.2.2] - 2025-12-31\n"
        let release = Self.latestRelease(in: text)
        #expect(release?.version == "1.2.3" && release?.date == "2026-01-02")
        #expect(Self.latestRelease(in: "## [Unreleased]\n## [1.0] - 2026-01-02\n") == nil)
    }

    @Test func theReadmeSetupKeepsTheCommandsCIRuns() throws {
        let readme = try Self.document("README.md")
        let start = try #require(readme.range(of: "## Setup on a fresh machine"), "README.md has no setup section")
        let rest = readme[start.upperBound...]
        let setup = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        #expect(setup.contains("swift test -c release"))
        #expect(setup.contains("swift run -c release lottie-term"))
    }

    @Test func theReadmeIsShortAndSpeaksOfTheProject() throws {
        let readme = try Self.document("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count - (readme.hasSuffix("\n") ? 1 : 0) <= 260, "README.md has \(lines.count) lines; move detail to CONTRIBUTING.md or the docs")
        #expect(!readme.lowercased().contains("session"))
        #expect(Self.commitHashes(in: readme).isEmpty, "README.md names commits: \(Self.commitHashes(in: readme))")
    }

    @Test func commitHashesAreFound() {
        #expect(Self.commitHashes(in: "fixed in `e472fce` and 4e2376a0b1.") == ["e472fce", "4e2376a0b1"])
        #expect(Self.commitHashes(in: "--background '#ff000080', 0x7fffffff, 1762/1938, 2026-11-28, deadline, decaf").isEmpty)
    }

    /// Words of 7 to 40 lowercase hexadecimal digits with at least one digit and one letter; a
    /// colour (`#ff000080`) or a C literal (`0x7fffffff`) is one word with its prefix, so not one.
    static func commitHashes(in text: String) -> [String] {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#" || $0 == "_")) }
        return words.map(String.init).filter { word in
            (7...40).contains(word.count) && word.allSatisfy { $0.isHexDigit && !$0.isUppercase } && word.contains(where: \.isNumber)
                && word.contains(where: \.isLetter)
        }
    }
}

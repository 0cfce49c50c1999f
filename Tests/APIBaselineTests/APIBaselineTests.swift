import Foundation
import TestSupport
import Testing

/// The public API of `import Lottie`, held to the list in `Lottie.api` beside this file: a
/// public declaration added, removed or changed anywhere in the modules the library exports
/// fails here until the list is updated with it, so every change to the API is deliberate.
/// Each line is one symbol: the module that declares it, its path and its declaration.
/// Every public symbol also carries a documentation comment.
///
/// To accept a change, run the suite with `LOTTIE_UPDATE_API=1` in the environment, which
/// rewrites the list, and review its diff.
///
/// The seed examples (`Tests/SeedExampleTests`) are compiled here once more as another
/// package's code, which sees `public` declarations only: inside this package they would also
/// see its `package` ones.
@Suite struct APIBaselineTests {
    static let baseline = Corpus.packageRoot.appendingPathComponent("Tests/APIBaselineTests/Lottie.api")

    /// The folder of the build these tests run from (the one holding `Modules`).
    static let buildDirectory: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// Runs `executable` with `arguments` in the package's folder; its status and its output
    /// and errors together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = Corpus.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// One public symbol of the library.
    struct Symbol {
        var module: String
        var path: String
        var declaration: String
        var isDocumented: Bool

        var line: String { "\(module)  \(path)  \(declaration)" }
    }

    /// The symbols of `import Lottie` in the build these tests run from, by `.ci/symbol-graph`.
    static func symbols() throws -> [Symbol] {
        let output = ScratchSpace.url("lottie-api")
        defer { try? FileManager.default.removeItem(at: output) }
        let extraction = try run("/bin/bash", [".ci/symbol-graph", buildDirectory.path, output.path])
        try #require(extraction.status == 0, "the symbol graph extraction failed: \(extraction.output)")
        let data = try Data(contentsOf: output.appendingPathComponent("Lottie.symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(graph["symbols"] as? [[String: Any]])
        return entries.map { entry in
            let uri = (entry["location"] as? [String: Any])?["uri"] as? String ?? ""
            // Compiler-made members (an enum's `init(rawValue:)`) have no place in the sources.
            let module = uri.isEmpty ? "synthesized" : uri.components(separatedBy: "/Sources/").last?.split(separator: "/").first.map(String.init) ?? "?"
            let path = (entry["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let fragments = entry["declarationFragments"] as? [[String: Any]] ?? []
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let comment = (entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
            let text = comment.compactMap { $0["text"] as? String }.joined()
            return Symbol(module: module, path: path, declaration: declaration, isDocumented: !text.isEmpty || uri.isEmpty)
        }
    }

    @Test func thePublicAPIIsTheListedOne() throws {
        let lines = Array(Set(try Self.symbols().map(\.line))).sorted()
        let current = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["LOTTIE_UPDATE_API"] == "1" {
            try current.write(to: Self.baseline, atomically: true, encoding: .utf8)
        }
        let listed = (try? String(contentsOf: Self.baseline, encoding: .utf8)) ?? ""
        let listedLines = Set(listed.split(separator: "\n").map(String.init))
        let added = lines.filter { !listedLines.contains($0) }
        let removed = listedLines.subtracting(lines).sorted()
        #expect(
            added.isEmpty && removed.isEmpty,
            """
            The public API of `import Lottie` differs from Tests/APIBaselineTests/Lottie.api.
            Added:\n\(added.joined(separator: "\n"))
            Removed:\n\(removed.joined(separator: "\n"))
            If the change is meant, run `LOTTIE_UPDATE_API=1 swift test -c release --filter APIBaselineTests` and review the diff.
            """)
    }

    @Test func everyPublicSymbolIsDocumented() throws {
        let undocumented = try Self.symbols().filter { !$0.isDocumented }.map(\.line).sorted()
        #expect(undocumented.isEmpty, "public symbols without a documentation comment:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test func theSeedExamplesCompileAgainstThePublicAPIAlone() throws {
        let flags = try Self.run("/bin/bash", [".ci/client-flags", Self.buildDirectory.path])
        try #require(flags.status == 0)
        let folder = Corpus.packageRoot.appendingPathComponent("Tests/SeedExampleTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(sources.count >= 6)
        let compile = try Self.run(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-module-name", "SeedExampleClient", "-package-name", "SeedExampleClient"]
                + flags.output.split(separator: "\n").map { String($0) } + sources.map { folder.appendingPathComponent($0).path })
        #expect(compile.status == 0, "the seed examples use more than the public API:\n\(compile.output)")
    }
}

import Foundation
import TestSupport
import Testing

/// `check --target` and `--budget` on the samples of `Samples/targets/`: the exact findings
/// (target, severity, feature, path), the configuration file, the formats and exit statuses.
@Suite struct TargetCheckCLITests {
    static let folder = Corpus.samples.appendingPathComponent("targets")
    static func sample(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The findings of a `check --format json` line as `target severity feature path`.
    static func findings(_ line: Substring) throws -> (findings: [String], budget: [String], object: [String: Any]) {
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let findings = (object["findings"] as? [[String: Any]] ?? []).map { finding in
            let path = ((finding["uses"] as? [[String: Any]])?.first?["path"] as? String) ?? ""
            return "\(finding["target"] ?? "") \(finding["severity"] ?? ""): \(finding["feature"] ?? "") \(path)"
        }
        let budget = (object["budget"] as? [[String: Any]] ?? []).map { "\($0["key"] ?? ""): \($0["message"] ?? "")" }
        return (findings, budget, object)
    }

    static func check(_ arguments: [String]) throws -> (findings: [String], budget: [String], object: [String: Any], status: Int32) {
        let result = try CLITests.run(["check", "--format", "json", "--no-config"] + arguments)
        let line = try #require(result.stdout.split(separator: "\n").first, "\(result.stderr)")
        let parsed = try findings(line)
        return (parsed.findings, parsed.budget, parsed.object, result.status)
    }

    @Test(arguments: [
        (
            "merge-paths.json", "ios,ios-ca,android,web-svg,thorvg",
            [
                "ios not drawn: shape-merge-paths layers[0].shapes[0].it[2]", "ios-ca not drawn: shape-merge-paths layers[0].shapes[0].it[2]",
                "web-svg not drawn: shape-merge-paths layers[0].shapes[0].it[2]", "thorvg not drawn: shape-merge-paths layers[0].shapes[0].it[2]",
                "android drawn differently: shape-merge-paths layers[0].shapes[0].it[2]",
            ]
        ),
        (
            "expression.json", "ios,ios-ca,android,web-svg,thorvg",
            [
                "ios not drawn: expression layers[0].ks.r.x", "ios-ca not drawn: expression layers[0].ks.r.x",
                "android not drawn: expression layers[0].ks.r.x",
            ]
        ),
        (
            "layer-style.json", "ios,android,web-svg,thorvg",
            [
                "android not drawn: style-drop-shadow layers[0].sy[0]", "web-svg not drawn: style-drop-shadow layers[0].sy[0]",
                "thorvg not drawn: style-drop-shadow layers[0].sy[0]",
            ]
        ),
        ("luma-matte.json", "ios-ca,android,web-svg", ["ios-ca not drawn: matte-luma layers[1].tt", "android not drawn: matte-luma layers[1].tt"]),
        ("filled-trim.json", "ios,ios-ca,android", ["ios-ca slower path: shape-trim-paths-filled layers[0].shapes[0].it[1]"]),
        (
            "gaussian-blur.json", "ios-ca,android,web-svg,web-canvas",
            ["ios-ca not drawn: effect-gaussian-blur layers[0].ef[0]", "web-canvas not drawn: effect-gaussian-blur layers[0].ef[0]", "android drawn differently: effect-gaussian-blur layers[0].ef[0]"]
        ),
        ("sticker.json", "telegram", ["telegram not drawn: layer-solid layers[1]", "telegram not drawn: shape-polystar layers[0].shapes[0].it[2]"]),
    ])
    func eachSampleGivesItsFindings(_ name: String, _ targets: String, _ expected: [String]) throws {
        let result = try Self.check(["--target", targets, Self.sample(name)])
        #expect(result.status == 0)
        #expect(result.findings == expected)
        #expect((result.object["targets"] as? [String]) == targets.split(separator: ",").map(String.init))
    }

    @Test func findingsNameTheLayerItsKeypathTheSourceAndAWorkaround() throws {
        let result = try CLITests.run(["check", "--no-config", "--target", "android", Self.sample("merge-paths.json")])
        #expect(
            result.stdout.contains(
                #"android: drawn differently: layers[0].shapes[0].it[2]: shape merge paths: drawn only when the app enables merge paths"#))
        #expect(result.stdout.contains(#"[layer "Donut", Donut.Ring]"#))
        #expect(result.stdout.contains("    workaround: enable merge paths on Android"))
        let json = try Self.check(["--target", "android", Self.sample("merge-paths.json")]).object
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        let source = try #require(finding["source"] as? [String: String])
        #expect(source["url"]?.hasPrefix("https://github.com/airbnb/lottie") == true, "\(source)")
        #expect((finding["uses"] as? [[String: Any]])?.first?["keypath"] as? String == "Donut.Ring")
        #expect((finding["uses"] as? [[String: Any]])?.first?["layer"] as? String == "Donut")
    }

    @Test func telegramRulesAreCheckedWithTheTarget() throws {
        let result = try Self.check(["--target", "telegram", Self.sample("sticker.json")])
        #expect(
            result.budget == [
                "telegram-canvas: canvas 100×100; a sticker is 512×512", "telegram-frame-rate: frame rate 30 fps; a sticker plays at 60 fps",
                "telegram-duration: duration 4 s; a sticker lasts at most 3 s",
            ])
    }

    @Test func budgetsReportWhatGoesOverAndWhere() throws {
        let result = try Self.check([
            "--budget", "unused-assets=0", "--budget", "outside-timeline=0", "--budget", "image-bytes=100B", "--budget", "layers=3",
            Self.sample("budget.json"),
        ])
        #expect(result.findings.isEmpty)
        #expect(result.budget.count == 3)
        #expect(result.budget[0].hasPrefix("image-bytes: image bytes 697 B, over the budget of 100 B; as WebP "), "\(result.budget)")
        #expect(result.budget[1] == "unused-assets: unused assets 1, over the budget of 0")
        #expect(result.budget[2] == "outside-timeline: layers never on screen 1, over the budget of 0")
        let budget = try #require(result.object["budget"] as? [[String: Any]])
        #expect(budget[1]["paths"] as? [String] == ["assets[1]"])
        #expect(budget[2]["paths"] as? [String] == ["layers[1]"])

        let bad = try CLITests.run(["check", "--budget", "size=3", Self.sample("budget.json")])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--budget: size: unknown budget (known: file-size, image-bytes"))
    }

    @Test func strictFailsOnFindingsAndBudgetsOnly() throws {
        #expect(try CLITests.run(["check", "--no-config", "--strict", "--target", "android", Self.sample("merge-paths.json")]).status == 1)
        #expect(try CLITests.run(["check", "--no-config", "--strict", "--target", "web-svg", Self.sample("filled-trim.json")]).status == 0)
        #expect(try CLITests.run(["check", "--no-config", "--strict", "--budget", "layers=0", Self.sample("filled-trim.json")]).status == 1)
        #expect(try CLITests.run(["check", "--no-config", "--target", "android", Self.sample("merge-paths.json")]).status == 0)
        let unknown = try CLITests.run(["check", "--target", "ios,flash", Self.sample("merge-paths.json")])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--target: unknown target flash (known: ios, ios-ca, android, web-svg, web-canvas, skottie, thorvg, rlottie, telegram, all)"))
    }

    /// Each line is a GitHub Actions workflow command: `::KIND file=F,title=T::MESSAGE`, with
    /// `%`, CR and LF escaped in the message and `:` and `,` also in the properties.
    @Test func githubFormatIsWorkflowCommands() throws {
        let result = try CLITests.run([
            "check", "--no-config", "--format", "github", "--target", "ios-ca,android", "--budget", "layers=1", Self.sample("merge-paths.json"),
            Self.sample("filled-trim.json"), "/nonexistent.json",
        ])
        #expect(result.status == 66)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let pattern = /^::(warning|error|notice) file=([^,:\r\n]*),title=([^,:\r\n]*)::([^\r\n]*)$/
        for line in lines {
            guard let match = line.wholeMatch(of: pattern) else {
                Issue.record("not a workflow command: \(line)")
                continue
            }
            // Every % starts an escape.
            for part in [String(match.2), String(match.3), String(match.4)] {
                #expect(part.matches(of: /%(?!25|0D|0A|3A|2C)/).isEmpty, "\(part)")
            }
        }
        let merge = Self.sample("merge-paths.json")
        #expect(lines.contains { $0.hasPrefix("::warning file=\(merge),title=ios-ca%3A not drawn::layers[0].shapes[0].it[2]: shape merge paths") })
        #expect(lines.contains { $0.hasPrefix("::warning file=\(merge),title=android%3A drawn differently::") && $0.contains("%0AWorkaround: enable merge paths") })
        #expect(lines.contains { $0.hasPrefix("::notice file=\(Self.sample("filled-trim.json")),title=ios-ca%3A slower path::") })
        #expect(lines.contains("::warning file=\(merge),title=budget%3A layers::layers 2, over the budget of 1"))
        #expect(lines.contains { $0.hasPrefix("::error file=/nonexistent.json,title=lottie-term check::") && $0.contains("no such file") })
    }

    @Test func theNearestConfigurationFileSetsTargetsAndBudgets() throws {
        // Samples/targets/.lottie-term.toml: targets ios-ca, android, web-svg; file-size 20 KB; layers 10.
        let result = try CLITests.run(["check", "--format", "json", Self.sample("merge-paths.json")])
        let parsed = try Self.findings(try #require(result.stdout.split(separator: "\n").first))
        #expect(parsed.object["targets"] as? [String] == ["ios-ca", "android", "web-svg"])
        // Flags win over the file; --no-config reads none.
        let flagged = try CLITests.run(["check", "--format", "json", "--target", "thorvg", "--budget", "layers=1", Self.sample("merge-paths.json")])
        let overridden = try Self.findings(try #require(flagged.stdout.split(separator: "\n").first))
        #expect(overridden.object["targets"] as? [String] == ["thorvg"])
        #expect(overridden.budget == ["layers: layers 2, over the budget of 1"])

        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.sample("merge-paths.json"), toPath: nested.appendingPathComponent("m.json").path)
        let config = directory.appendingPathComponent(".lottie-term.toml")
        try Data("targets = \"rlottie\"\n[budget]\nduration = \"1s\"\n".utf8).write(to: config)
        let below = try Self.findings(try #require(try CLITests.run(["check", "--format", "json", directory.path]).stdout.split(separator: "\n").first))
        #expect(below.object["targets"] as? [String] == ["rlottie"])
        #expect(below.budget == ["duration: duration 2 s, over the budget of 1 s"])

        try Data("targets = [\"ios\", \"palm\"]\n".utf8).write(to: config)
        let unknown = try CLITests.run(["check", nested.appendingPathComponent("m.json").path])
        #expect(unknown.status == 78)
        #expect(unknown.stderr.contains("\(config.standardizedFileURL.path): targets: unknown target palm"), "\(unknown.stderr)")

        try Data("targets = [\"ios\"\nbudget = 3\n".utf8).write(to: config)
        let broken = try CLITests.run(["check", "--config", config.path, Self.sample("merge-paths.json")])
        #expect(broken.status == 78)
        #expect(broken.stderr.contains("\(config.path): 2:"), "\(broken.stderr)")

        try Data("[budget]\nlayer = 3\n".utf8).write(to: config)
        let typo = try CLITests.run(["check", "--config", config.path, Self.sample("merge-paths.json")])
        #expect(typo.stderr.contains("budget.layer: unknown budget (known: file-size"), "\(typo.stderr)")
    }

    @Test func hostileConfigurationFilesAreRefusedWithAMessage() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.toml")
        try Data([0x74, 0x3D, 0xFF, 0xFE, 0x0A]).write(to: config)
        let binary = try CLITests.run(["check", "--config", config.path, Self.sample("merge-paths.json")])
        #expect(binary.status == 78 && binary.stderr.contains("\(config.path): not UTF-8 text"), "\(binary.stderr)")
        try Data(repeating: 0x23, count: (1 << 20) + 1).write(to: config)
        let huge = try CLITests.run(["check", "--config", config.path, Self.sample("merge-paths.json")])
        #expect(huge.status == 78 && huge.stderr.contains("\(config.path): larger than 1048576 bytes"), "\(huge.stderr)")
        try Data("[budget]\nduration = true\n".utf8).write(to: config)
        let wrongType = try CLITests.run(["check", "--config", config.path, Self.sample("merge-paths.json")])
        #expect(wrongType.stderr.contains("budget.duration: expected a number or a string such as \"200 KB\""), "\(wrongType.stderr)")
        #expect(try CLITests.run(["check", "--config", config.path, "--no-config", Self.sample("merge-paths.json")]).status == 64)
    }

    /// A folder stands for the animations below it: a `package.json` and hidden folders are left out.
    @Test func foldersKeepOnlyTheirAnimations() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["art/icons", ".git"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (name, sample) in [("art/icons/merge.json", "merge-paths.json"), ("art/trim.json", "filled-trim.json"), (".git/old.json", "expression.json")] {
            try FileManager.default.copyItem(atPath: Self.sample(sample), toPath: directory.appendingPathComponent(name).path)
        }
        try Data(#"{"name":"app","version":"1.0.0"}"#.utf8).write(to: directory.appendingPathComponent("package.json"))
        let result = try CLITests.run(["check", "--no-config", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix(directory.path) }.map { $0.split(separator: ":")[0] }
        #expect(headers == ["\(directory.path)/art/icons/merge.json", "\(directory.path)/art/trim.json"])
    }

    @Test func foldersAreExpandedToTheirAnimationsAndSummed() throws {
        let result = try CLITests.run(["check", "--no-config", "--target", "android", Self.folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix(Self.folder.path) }
        #expect(headers.count == 8)
        #expect(result.stdout.hasSuffix("8 files; 0 not checked; 5 with warnings or findings; findings android 5; 0 of 1 expressions cannot be evaluated\n"), "\(result.stdout)")
    }

    /// `analyze --json` and `check --json` write one schema: the same keys, in the same order.
    @Test func analyzeAndCheckShareOneSchema() throws {
        let analyze = try CLITests.run(["analyze", "--json", Self.sample("merge-paths.json")])
        let check = try CLITests.run(["check", "--json", "--no-config", Self.sample("merge-paths.json")])
        let keys = /"(schema|file|status|exit|verdict|features|diagnostics|targets|findings|budget)":/
        /// The keys in the order they first appear (nested objects repeat `status`).
        func order(_ text: String) -> [String] {
            var seen: Set<String> = []
            return text.matches(of: keys).map { String($0.1) }.filter { seen.insert($0).inserted }
        }
        #expect(order(analyze.stdout) == ["schema", "file", "status", "exit", "verdict", "features", "diagnostics", "targets", "findings", "budget"])
        #expect(order(analyze.stdout) == order(check.stdout))
        #expect(analyze.stdout.hasPrefix(#"{"schema":1,"file":"#))
    }
}

extension TargetCheckCLITests {
    /// Every animation of the reference corpus gets a report for every target, in one run.
    @Test(.enabled(if: Corpus.shared != nil)) func theCorpusSweepReportsEveryFile() throws {
        guard let shared = Corpus.shared else { return }
        let corpus = shared.appendingPathComponent("corpus")
        let result = try CLITests.run(["check", "--no-config", "--target", "all", "--format", "json", corpus.path])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 340, "\(lines.count) reports")
        var targets: Set<String> = []
        for line in lines {
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["error"] == nil, "\(object["file"] ?? ""): \(object["error"] ?? "")")
            #expect((object["targets"] as? [String])?.count == 9)
            for finding in object["findings"] as? [[String: Any]] ?? [] { targets.insert(finding["target"] as? String ?? "") }
        }
        // Every target skips something somewhere in the corpus.
        #expect(targets == ["ios", "ios-ca", "android", "web-svg", "web-canvas", "skottie", "thorvg", "rlottie", "telegram"])
    }
}

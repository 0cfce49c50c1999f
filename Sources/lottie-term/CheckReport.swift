import ArgumentParser
import Compatibility
import Foundation
import Lottie
import LottieModel

/// What `check` and `analyze` found in one file: its diagnostics, the features it uses, what
/// the chosen targets do not draw as After Effects does, the budgets it goes over; or why it
/// could not be loaded. Both commands write it as the same JSON object (``json``).
struct CheckReport {
    /// The version of the JSON object's layout; it changes when a key changes meaning or goes.
    static let schemaVersion = 1

    var file: String
    var diagnostics: [Diagnostic] = []
    /// Image assets drawn by the animation that could not be loaded.
    var missingImages = 0
    var census: FeatureCensus?
    var targets: [Target] = []
    var findings: [TargetFinding] = []
    var budgetFindings: [BudgetFinding] = []
    /// The keypath of the node each finding's use is inside, by JSON path.
    var keypaths: [String: String] = [:]
    var error: (any Error)?

    /// Whether `check --strict` fails: a warning, a target finding or a budget gone over.
    var hasWarnings: Bool {
        diagnostics.contains { $0.severity == .warning } || !findings.isEmpty || !budgetFindings.isEmpty
    }

    /// 66 for a missing file or image, 78 for an unusable configuration file, 65 for
    /// undecodable data, 1 for warnings when `strict`, else 0.
    func exitCode(strict: Bool) -> Int32 {
        if let error { return error is CheckConfiguration.Failure ? 78 : CommandSupport.exitCode(for: error).rawValue }
        if missingImages > 0 { return 66 }
        return strict && hasWarnings ? 1 : 0
    }

    var status: String {
        if error != nil { return "error" }
        if missingImages > 0 { return "images missing" }
        return hasWarnings ? "warnings" : "ok"
    }

    /// The file's expressions, how many of them cannot be evaluated (the census's
    /// `expression not evaluated`: they keep their keyframed values), and how many of those
    /// name a composition or layer the file does not contain (no player can evaluate them).
    var expressions: (count: Int, failing: Int, missingReferences: Int) {
        let uses = census?.features.filter { $0.id == "expression" } ?? []
        return (
            uses.map(\.count).reduce(0, +), uses.filter { $0.status != .drawn }.map(\.count).reduce(0, +),
            diagnostics.filter(\.namesMissingReference).count
        )
    }

    /// ` (N name a composition or layer the file does not contain)` when some do.
    static func missingReferenceNote(_ count: Int) -> String {
        count > 0 ? " (\(count) name\(count == 1 ? "s" : "") a composition or layer the file does not contain)" : ""
    }

    /// How many findings the header counts: the targets' and the budgets'.
    private var findingCount: Int { findings.count + budgetFindings.count }

    // MARK: - Text

    /// `FILE: ok, N diagnostics[, M findings]`, `expressions: F of E cannot be evaluated` when
    /// some cannot (with how many of them name something the file does not contain), then one
    /// line per diagnostic (each such expression's says why), target finding and budget.
    var text: String {
        let count = diagnostics.count
        let state = missingImages > 0 ? "\(missingImages) image\(missingImages == 1 ? "" : "s") missing" : "ok"
        var header = "\(file): \(state), \(count) diagnostic\(count == 1 ? "" : "s")"
        if !targets.isEmpty || !budgetFindings.isEmpty { header += ", \(findingCount) finding\(findingCount == 1 ? "" : "s")" }
        var lines = [header]
        if expressions.failing > 0 {
            lines.append(
                "  expressions: \(expressions.failing) of \(expressions.count) cannot be evaluated and keep their keyframed values"
                    + Self.missingReferenceNote(expressions.missingReferences))
        }
        lines += diagnostics.map { "  \($0)" }
        for finding in findings {
            lines.append("  \(finding.target.rawValue): \(finding.severity.rawValue): \(finding.uses.first?.path ?? "(root)"): \(finding.message)\(place(of: finding))")
            if let workaround = finding.workaround { lines.append("    workaround: \(workaround)") }
        }
        for finding in budgetFindings {
            let paths = finding.paths.isEmpty ? "" : ": " + finding.paths.prefix(5).joined(separator: ", ") + (finding.paths.count > 5 ? ", …" : "")
            lines.append("  \(finding.target?.rawValue ?? "budget"): \(finding.message)\(paths)")
        }
        return lines.joined(separator: "\n")
    }

    /// ` [layer "NAME", KEYPATH]` for a finding's first use, when it is inside a layer.
    private func place(of finding: TargetFinding) -> String {
        guard let use = finding.uses.first else { return "" }
        var parts: [String] = []
        if let name = use.layerName { parts.append("layer \"\(name)\"") }
        if let keypath = keypaths[use.path] { parts.append(keypath) }
        return parts.isEmpty ? "" : " [\(parts.joined(separator: ", "))]"
    }

    // MARK: - GitHub Actions

    /// One workflow command per diagnostic warning, target finding and budget
    /// (`::warning file=F,title=T::MESSAGE`), `::error` for a file that cannot be checked and
    /// `::notice` for a slower path, which GitHub shows as annotations of the file.
    var github: String {
        var lines: [String] = []
        func command(_ kind: String, title: String, _ message: String) {
            lines.append("::\(kind) file=\(Self.escapeProperty(file)),title=\(Self.escapeProperty(title))::\(Self.escapeData(message))")
        }
        if let error {
            command("error", title: "lottie-term check", CommandSupport.message(for: error, file: file))
            return lines.joined(separator: "\n")
        }
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            command("warning", title: "lottie-term: \(diagnostic.feature)", "\(diagnostic.path): \(diagnostic.message)")
        }
        for finding in findings {
            var message = "\(finding.uses.first?.path ?? "(root)"): \(finding.message)\(place(of: finding))"
            if let workaround = finding.workaround { message += "\nWorkaround: \(workaround)" }
            command(finding.severity == .slowerPath ? "notice" : "warning", title: "\(finding.target.rawValue): \(finding.severity.rawValue)", message)
        }
        for finding in budgetFindings {
            command("warning", title: finding.target.map { "\($0.rawValue): sticker rules" } ?? "budget: \(finding.key)", finding.message)
        }
        return lines.joined(separator: "\n")
    }

    /// A workflow command's message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: - JSON

    /// One JSON object, the same for `check` and `analyze` (schema 1): schema, file, status
    /// (`ok`, `warnings`, `images missing`, `error`), exit (without --strict), verdict, features,
    /// diagnostics, expressions (count, failing), targets, findings, budget and, for a file that
    /// cannot be loaded, error.
    var json: String {
        var object = JSONObject([
            ("schema", .number(Double(Self.schemaVersion))), ("file", .string(file)), ("status", .string(status)),
            ("exit", .number(Double(exitCode(strict: false)))),
        ])
        if let census {
            object.append("verdict", .string(census.verdict))
            object.append(
                "features",
                .array(
                    census.features.map { feature in
                        .object(
                            JSONObject([
                                ("id", feature.id.map(JSONValue.string) ?? .null), ("name", .string(feature.name)),
                                ("status", .string(feature.status.rawValue)), ("count", .number(Double(feature.count))),
                                ("paths", .array(feature.paths.map { .string($0) })),
                            ]))
                    }))
        }
        object.append(
            "diagnostics",
            .array(
                diagnostics.map {
                    .object(JSONObject([("severity", .string($0.severity.rawValue)), ("feature", .string($0.feature)), ("path", .string($0.path)), ("message", .string($0.message))]))
                }))
        if census != nil {
            object.append(
                "expressions", .object(JSONObject([("count", .number(Double(expressions.count))), ("failing", .number(Double(expressions.failing)))])))
        }
        object.append("targets", .array(targets.map { .string($0.rawValue) }))
        object.append("findings", .array(findings.map(json(of:))))
        object.append(
            "budget",
            .array(
                budgetFindings.map { finding in
                    .object(
                        JSONObject([
                            ("key", .string(finding.key)), ("target", finding.target.map { .string($0.rawValue) } ?? .null),
                            ("value", .number(finding.value)), ("limit", .number(finding.limit)), ("message", .string(finding.message)),
                            ("paths", .array(finding.paths.map { .string($0) })),
                        ]))
                }))
        if let error { object.append("error", .string(CommandSupport.message(for: error, file: file))) }
        return JSONWriter.string(of: .object(object))
    }

    private func json(of finding: TargetFinding) -> JSONValue {
        let uses = finding.uses.map { use in
            JSONValue.object(
                JSONObject([
                    ("path", .string(use.path)), ("layer", use.layerName.map(JSONValue.string) ?? .null),
                    ("keypath", keypaths[use.path].map(JSONValue.string) ?? .null),
                ]))
        }
        return .object(
            JSONObject([
                ("target", .string(finding.target.rawValue)), ("feature", .string(finding.featureID)), ("name", .string(finding.featureName)),
                ("severity", .string(finding.severity.rawValue)), ("note", finding.note.map(JSONValue.string) ?? .null),
                ("workaround", finding.workaround.map(JSONValue.string) ?? .null), ("count", .number(Double(finding.count))),
                ("uses", .array(uses)),
                ("source", .object(JSONObject([("url", .string(finding.source.url)), ("describes", .string(finding.source.describes))]))),
            ]))
    }
}

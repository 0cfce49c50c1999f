import ArgumentParser
import Compatibility
import Foundation
import Lottie
import LottieCore
import LottieModel

/// `lottie-term check FILE|DIR...`: decode each file and list its diagnostics, what the chosen
/// target players do not draw as After Effects does, and the budgets it goes over.
struct Check: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Decode animations and list what will not render as in After Effects, here and on other players.",
        discussion: """
            Prints FILE: ok, N diagnostics, then one line per diagnostic as SEVERITY: PATH: MESSAGE: \
            what decoding found, each image or data asset that cannot be loaded, the oddities of a .lottie \
            archive, the expressions that cannot be evaluated (found when decoding and by evaluating \
            every frame, up to \(FrameEvaluator.expressionSweepFrames) spread over a longer animation; such a property keeps its keyframed \
            value), the theme \
            rules of a .lottie that are malformed or name a slot its animations lack or type differently, and what \
            the renderer cannot draw as described, as warning: (render): MESSAGE. When expressions \
            cannot be evaluated, a line expressions: F of E cannot be evaluated follows the first, saying how \
            many of them name a composition or layer the file does not contain, which no player can \
            evaluate. A folder stands for every animation file below it; several files end with a \
            summary line of the same counts.

            With --target, each feature that a target player does not draw (not drawn), draws \
            differently (drawn differently) or draws on a slower path (slower path: lottie-ios's Core \
            Animation engine falls back to its main-thread engine) follows as TARGET: SEVERITY: PATH: \
            FEATURE: NOTE [layer "NAME", KEYPATH], with a workaround where one is known. The facts \
            come from a table of sourced support data (see TARGETS AND BUDGETS in lottie-term(1)). With --budget, \
            each limit the file goes over follows as budget: MESSAGE, and with the telegram target, \
            each sticker rule it breaks as telegram: MESSAGE.

            Targets and budgets can be set in a .lottie-term.toml in the animation's folder or a \
            folder above it (the nearest applies; flags win over it).

            Keeps going after a failure. Exits with 66 if a file or an image it draws is missing \
            or unreadable, else 65 if a file cannot be decoded, else 78 if a configuration file \
            cannot be used, else (with --strict) 1 if there is any warning, target finding or \
            budget gone over, else 0.
            """)

    @Argument(help: "Lottie files (.json, .lot, .lottie or .tgs), or folders of them.")
    var files: [String]

    @Option(help: "The id of the animation to check in each .lottie file (default: its default animation).")
    var animation: String?

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "Players to check against, separated by commas: ios, ios-ca, android, web-svg, web-canvas, skottie, thorvg, rlottie, telegram, or all.",
            valueName: "targets"))
    var targetNames: [String] = []

    @Option(
        name: .customLong("budget"),
        help: ArgumentHelp(
            "A limit, as KEY=VALUE: file-size, image-bytes (bytes: 200KB, 1.5MB, 64KiB), unused-assets, outside-timeline, layers, masks, mattes (counts), frame-rate, duration (seconds), render-ms (per frame at render-size pixels, default 512). Repeatable.",
            valueName: "key=value"))
    var budgetAssignments: [String] = []

    @Option(help: "Output format: text, json (one object per file and line) or github (workflow commands for annotations).")
    var format: Format = .text

    @Flag(help: "Print one JSON object per file, one per line (the same as --format json).")
    var json = false

    @Option(help: "Read targets and budgets from this file instead of the nearest .lottie-term.toml.")
    var config: String?

    @Flag(help: "Read no .lottie-term.toml.")
    var noConfig = false

    @Flag(help: "Exit 1 when any file has a warning, a target finding or a budget gone over (for CI).")
    var strict = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file or folder to check") }
        do {
            _ = try TargetList.parse(targetNames)
        } catch {
            throw ValidationError("--target: \(error.description)")
        }
        var budget = Budget()
        for assignment in budgetAssignments {
            do {
                try budget.set(assignment)
            } catch {
                throw ValidationError("--budget: \(error.description)")
            }
        }
        if config != nil && noConfig { throw ValidationError("give --config or --no-config, not both") }
    }

    func run() throws {
        let format = json ? .json : self.format
        let paths: [String]
        do {
            paths = try AnimationFiles.expand(files)
        } catch {
            FileHandle.standardError.write(Data("lottie-term: \(error.description)\n".utf8))
            throw ExitCode(66)
        }
        var settings = CheckSettings(targetNames: targetNames, budgetAssignments: budgetAssignments, configPath: config, readsConfig: !noConfig)
        var codes: [Int32] = []
        var reports: [CheckReport] = []
        for file in paths {
            let report = Self.report(file, animation: animation, settings: &settings)
            codes.append(report.exitCode(strict: strict))
            switch format {
            case .json: print(report.json)
            case .github: if !report.github.isEmpty { print(report.github) }
            case .text:
                if let error = report.error {
                    CommandSupport.printError(error, file: file)
                } else {
                    print(report.text)
                }
            }
            reports.append(report)
        }
        if format == .text && paths.count > 1 { print(Self.summary(reports)) }
        // The worst outcome wins: missing, then undecodable, then configuration, then warnings.
        for code: Int32 in [66, 65, 78, 1] where codes.contains(code) { throw ExitCode(code) }
    }

    /// `N files: …`: how many could not be checked, the findings per target, and the
    /// expressions that cannot be evaluated (and of those, the ones that name a composition or
    /// layer the file does not contain).
    static func summary(_ reports: [CheckReport]) -> String {
        let failed = reports.filter { $0.error != nil }.count
        var parts = ["\(reports.count) files", "\(failed) not checked", "\(reports.filter(\.hasWarnings).count) with warnings or findings"]
        var perTarget: [Target: Int] = [:]
        for report in reports {
            for finding in report.findings { perTarget[finding.target, default: 0] += 1 }
            for finding in report.budgetFindings { if let target = finding.target { perTarget[target, default: 0] += 1 } }
        }
        let budgets = reports.map { $0.budgetFindings.filter { $0.target == nil }.count }.reduce(0, +)
        if !perTarget.isEmpty {
            parts.append("findings " + perTarget.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        }
        if budgets > 0 { parts.append("\(budgets) over budget") }
        let expressions = reports.map(\.expressions)
        let expressionCount = expressions.map(\.count).reduce(0, +)
        if expressionCount > 0 {
            parts.append(
                "\(expressions.map(\.failing).reduce(0, +)) of \(expressionCount) expressions cannot be evaluated"
                    + CheckReport.missingReferenceNote(expressions.map(\.missingReferences).reduce(0, +)))
        }
        return parts.joined(separator: "; ")
    }

    /// Loads `file` and collects what `check` reports about it, with the targets and budgets
    /// that apply to it.
    static func report(_ file: String, animation: String?, settings: inout CheckSettings) -> CheckReport {
        let applied: (targets: [Target], budget: Budget)
        do {
            applied = try settings.resolve(for: file)
        } catch {
            return CheckReport(file: file, error: error)
        }
        do {
            let loaded = try LoadedAnimationFile.load(filePath: file, animationId: animation)
            let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
            let findings = renderFindings(renderer)
            let notes = findings.notes.map { Diagnostic(.warning, feature: "render", message: $0, path: "(render)") }
            let diagnostics =
                (loaded.dotLottie.map { $0.diagnostics + $0.themeDiagnostics } ?? [])
                + (loaded.dotLottie?.stateMachineSummaries(for: loaded.animation).flatMap(\.diagnostics) ?? [])
                + loaded.animation.diagnostics + renderer.imageDiagnostics + renderer.dataDiagnostics + findings.expressionFailures + notes
            let census = FeatureCensus(
                loaded.animation.model, imageDiagnostics: renderer.imageDiagnostics, renderNotes: findings.notes,
                expressionFailures: findings.expressionFailures)
            var report = CheckReport(file: file, diagnostics: diagnostics, missingImages: renderer.imageDiagnostics.count, census: census)
            report.targets = applied.targets
            report.findings = census.findings(for: applied.targets)
            if !applied.budget.isEmpty || applied.targets.contains(.telegram) {
                let measures = BudgetMeasurement.measure(loaded, renderer: renderer, budget: applied.budget, targets: applied.targets)
                report.budgetFindings = applied.budget.findings(for: measures, targets: applied.targets)
            }
            if !report.findings.isEmpty {
                let locator = KeypathLocator(tree: renderer.keypathTree, animation: loaded.animation.model)
                for use in report.findings.flatMap(\.uses) {
                    if let node = locator.node(containing: use.path) { report.keypaths[use.path] = node.keypath.string }
                }
            }
            return report
        } catch {
            return CheckReport(file: file, error: error)
        }
    }

    /// What drawing the first, middle and last frames at the composition's own size (the longer
    /// side at most ``noteSide`` pixels) finds: what the renderer cannot draw as described
    /// (evaluation notes: layer instances, path points, repeater copies; rasterization notes:
    /// offscreen pixels), and the expressions that cannot be evaluated at those frames or at any
    /// other (``FrameEvaluator/expressionFailures(from:to:known:)``; one diagnostic per
    /// expression, at its JSON path; those the decoder already diagnosed are left out).
    static func renderFindings(_ renderer: LottieFrameRenderer) -> (notes: [String], expressionFailures: [Diagnostic]) {
        let animation = renderer.animation
        let scale = min(1, Double(noteSide) / max(animation.size.width, animation.size.height, 1))
        let width = (animation.size.width * scale).rounded().clampedInt(in: 1...noteSide)
        let height = (animation.size.height * scale).rounded().clampedInt(in: 1...noteSide)
        var notes: [String] = []
        var failures: [Diagnostic] = []
        var paths = Set(animation.model.diagnostics.filter { $0.feature == "expression" }.map(\.path))
        for progress in [0.0, 0.5, 1.0] {
            let frame = min(animation.frameTime(forProgress: progress), animation.endFrame - 1e-4)
            let report = renderer.evaluator.evaluateReporting(at: frame)
            _ = renderer.rasterize(report.list, width: width, height: height)
            for note in report.notes + renderer.rasterNotes where !notes.contains(note) { notes.append(note) }
            for failure in report.expressionFailures where paths.insert(failure.path).inserted { failures.append(failure) }
        }
        // Expressions on layers that none of those frames shows.
        let swept = renderer.evaluator.expressionFailures(from: animation.model.inPoint, to: animation.model.outPoint, known: paths)
        return (notes, failures + swept)
    }

    /// The longest side `check` draws frames at.
    static let noteSide = 1024
}

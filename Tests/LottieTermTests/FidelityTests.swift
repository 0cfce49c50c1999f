import Foundation
import TestSupport
import Testing

/// Renders every corpus animation with the built `lottie-term render` through the shared
/// scoring tool and holds the pass rates against ThorVG's references, and against ThorVG's and
/// lottie-web's together, to floors that only ever rise. Skips when ../shared, python3 or
/// numpy is missing.
@Suite struct FidelityTests {
    /// Raise these as the renderer improves; lower them only for what the references do not
    /// draw. Last set on 2026-11-26, when layer styles, set matte, the simple choker and cameras
    /// came to be drawn (ThorVG draws none of them: 28 frames, listed in the README with the
    /// other places where ThorVG departs from the format) and rotated images stopped copying
    /// ThorVG's shifted texture rows (6 frames). Lowered when RubberHose rigs came to be
    /// evaluated (layers called as functions, `propertyIndex`, `propertyGroup`): ThorVG fails
    /// those expressions and draws no limbs, in all 18 frames of `pumped_up.json`,
    /// `mughead.json` and `28861-connection-style-2.json`, which rlottie "agrees" with as it
    /// evaluates no expressions. Lowered again when pucker and bloat came to centre on the box
    /// around the vertices, as After Effects' own frame of a bloated pentagon shows (MAE 0.3,
    /// against 1.4 with the vertices' mean that ThorVG and lottie-web take): the 12 frames of
    /// the two `pucker_bloat.json` examples, bloated pentagons too, now differ from both.
    /// Lowered when rectangles and solid layers stopped snapping to whole pixels, as ThorVG
    /// snaps them: After Effects' own frame of `parent-interleaved.json` and lottie-web keep
    /// their edges anti-aliased. Against ThorVG all frames went from 1684 to 1583 of 1878 that
    /// both references draw; against lottie-web from 1430 to 1518. Lowered when rotated and
    /// skewed images came to be sampled at pixel centres, averaged over the pixel's footprint,
    /// with their outlines anti-aliased like a shape's: ThorVG samples them at the pixel's
    /// bottom-right corner (`pr_1930_r.json`'s image sits 0.2 and 1.3 pixels from where the
    /// format puts it; ours and lottie-web's within 0.01), so image files went from 164 to 128
    /// of 187 frames against ThorVG, all frames from 1628 to 1592 of 1938, and against
    /// lottie-web from 1532 to 1558 of 1950. Lowered when a track matte's source came to keep
    /// its own track matte, as After Effects chains them and ThorVG does not
    /// (`skottie-chained-mattes.json`, 6 frames): all frames from 1592 to 1586 of 1938. Lowered
    /// when a stroke's paths that retrace each other came to be stroked once: ThorVG and rlottie
    /// count the copy's anti-aliased edges twice, lottie-web draws them once
    /// (`LightningBug_file.tgs`, frames 60 and 210: lottie-web's badness 1.67 and 1.65 before,
    /// 0.78 and 0.72 after; ThorVG's 0.79 and 0.42 before, 1.59 and 1.08 after): agreed frames
    /// without text or images from 982 to 981 of 1044, all frames from 1586 to 1584. Lowered
    /// when a repeater with a fractional Copies count came to draw its last copy whole, as
    /// lottie-web and the format notes do, where ThorVG drops it (`abstract_circle.json`, 4
    /// frames): frames without text, images or expressions 1219 → 1215 of 1439, agreed frames
    /// without text or images 981 → 977 of 1044, all frames 1584 → 1580.
    static let floors: [(label: String, arguments: [String], minimum: Double)] = [
        ("agreed frames, no text or images", ["--agreed", "--exclude", "text,images"], 0.935),
        ("frames without text, images or expressions", ["--exclude", "text,images", "--no-expressions"], 0.84),
        ("frames without expressions", ["--no-expressions"], 0.825),
        ("all frames", [], 0.815),
        ("frames of files with images", ["--only-tag", "images"], 0.68),
        ("frames of files with text", ["--only-tag", "text"], 0.785),
    ]

    /// Frames of files with expressions: `fidelity.py` has no filter for them, so they are all
    /// frames less the frames of files without expressions (blank references left out of both).
    /// 151 / 180 on 2026-11-26: the layer-style strokes of `navidad.json` (5 frames) and the
    /// simple choker of `10456.json` (4) are drawn where ThorVG draws neither. 133 / 180 since
    /// the three RubberHose rigs above draw their limbs (18 frames). 127 / 180 since rectangles
    /// keep anti-aliased edges (see ``floors``). 125 / 180 since a stroke's retraced paths are
    /// stroked once (`LightningBug_file.tgs`, 2 frames, see ``floors``).
    static let expressionsFloor = (label: "frames of files with expressions", minimum: 0.69)

    /// Floors on the frames scored against both references (`Fidelity/classify.py`): where the
    /// two agree a frame should pass both; where they disagree, at least one. Set on the first
    /// two-reference run: 1306/1340 frames pass both where they agree, 1654/1710 without
    /// expressions pass at least one, text 164/169, images 158/169, expressions 155/168.
    /// Lowered for the two `pucker_bloat.json` examples (12 frames, see ``floors``), which
    /// follow After Effects where both references agree with each other.
    ///
    /// Where both references drop or simplify a feature the format defines (merge paths,
    /// zig-zag, layer styles, hard mix, pucker and bloat as After Effects centres it, …), the
    /// format and After Effects' frames decide, and a frame that fails both follows the format
    /// (`Fidelity/rules.py`, one rule per feature, never per file). Where only one reference
    /// departs from After Effects, the rule that names its departure explains a frame that
    /// passes only the other. First counts with these rules: 1294/1298 agreed frames where no
    /// rule gives the format the last word pass both; 304 of the 480 frames that pass only one
    /// reference are explained; without expressions 1676/1710 pass at least one or follow the
    /// format, text 168/169, images 158/169, expressions 166/168. Since rectangles keep their
    /// anti-aliased edges (see ``floors``): lottie-web's frames 1518/1878, 344 of the 467
    /// one-reference frames explained; at least one reference 1784/1878, without expressions
    /// 1629/1710, text 152/169, images 152/169; or following the format, without expressions
    /// 1682/1710, text 163/169, images 159/169. Since rotated images are sampled at pixel
    /// centres (see ``floors``): lottie-web's frames 1544/1878, both 1319; images pass at least
    /// one in 140/169 (every frame of the files whose only photo turns passes one: lottie-web's
    /// where it is turned, `pr_1930_r.json` at badness 0.01, ThorVG's where it is upright), all
    /// frames 1772/1878, without expressions 1617/1710,
    /// and 330 of the 453 one-reference frames are explained; or following the format, images
    /// 169/169, without expressions 1692/1710. The 29 image frames that pass neither reference
    /// turn an image in a file whose other images lottie-web filters more smoothly (upright,
    /// shrunk photos) or whose lottie-web render differs for other reasons
    /// (`29056-nepenthe-illustration.json`). Raised when 17 new rules named departures found in
    /// the files whose frames passed one reference unexplained (lottie-web: slots, offset path,
    /// old versions' colours, clipped drop shadows, mask expansion, inverted masks, mask modes,
    /// fractional star points, spatial easing below 0, a trim before a repeater, tracking on
    /// centred text, animated multi-line text; ThorVG: blend modes on fills and strokes, mask
    /// chains, trimmed stars with an offset, rounded corners on round rectangles, text
    /// perpendicular to a path) and blended layer edges came to cover blended groups, fills and
    /// strokes, which lottie-web blends the same way: 410 of the 453
    /// one-reference frames are explained (330 before), and without expressions 1704/1710 pass
    /// at least one or follow the format (1692 before). Lowered when a track matte's source
    /// came to keep its own matte (see ``floors``; rule "chained mattes", where both references
    /// depart): without expressions 1611/1710 pass at least one (1617 before), still 1704/1710
    /// with the format. Raised when the rule "blur in linear light" named lottie-web's Gaussian
    /// blur, which mixes colours in linear light (`GradientFillBlur.json`, 5 frames): 415 of the
    /// 447 one-reference frames are explained (410 before). Raised when a stroke's retraced
    /// paths came to be stroked once (see ``floors``; rule "retraced paths in a stroke", where
    /// ThorVG departs): 417 of the 446 one-reference frames are explained, lottie-web's frames
    /// 1547/1878 (1544 before). Lowered when a fractional repeater count came to draw its last
    /// copy whole (see ``floors``; rule "fractional repeater copies", where ThorVG departs):
    /// three frames of `abstract_circle.json` pass neither reference at 160 pixels (lottie-web's
    /// finer render explains them), so without expressions 1701/1710 pass at least one or follow
    /// the format (1704 before), all frames 1763/1878 pass at least one (1766 before); 418 of
    /// 443 one-reference frames are explained. Raised when the rule "text animator stroke width"
    /// named lottie-web's additive stroke width of text animators, where lottie-ios, lottie-android
    /// and ThorVG replace the document's (`Text_AnimatedProperties.json`, 6 frames): 424 of 443.
    static let bothReferencesFloors: [(label: String, minimum: Double)] = [
        ("frames where the references agree, passing both", 0.965),
        ("frames where the references agree and the format does not decide, passing both", 0.99),
        ("frames passing lottie-web's", 0.82),
        ("frames passing only one reference, explained by a rule", 0.95),
        ("frames without expressions, passing at least one or following the format", 0.994),
        ("frames of files with text, passing at least one or following the format", 0.96),
        ("frames of files with images, passing at least one or following the format", 0.99),
        ("frames of files with expressions, passing at least one or following the format", 0.98),
        ("frames passing at least one", 0.935),
        ("frames without expressions, passing at least one", 0.94),
        ("frames of files with text, passing at least one", 0.895),
        ("frames of files with images, passing at least one", 0.825),
        ("frames of files with expressions, passing at least one", 0.92),
    ]

    static var tools: URL? { Corpus.shared?.appendingPathComponent("tools/ref") }

    /// `passed` and `total` from fidelity.py's last line (`frames: 1731/1938 frames pass (…`).
    static func counts(in line: String) -> (passed: Int, total: Int)? {
        guard let range = line.range(of: "frames: ") else { return nil }
        let fraction = line[range.upperBound...].prefix { $0 != " " }.split(separator: "/")
        guard fraction.count == 2, let passed = Int(fraction[0]), let total = Int(fraction[1]) else { return nil }
        return (passed, total)
    }

    static var hasNumpy: Bool {
        guard Corpus.shared != nil, let result = try? CLITests.run(executable: "/usr/bin/env", ["python3", "-c", "import numpy"]) else { return false }
        return result.status == 0
    }

    @Test(.enabled(if: hasNumpy, "../shared or python3 with numpy is absent"))
    func passRatesStayAboveTheirFloors() throws {
        guard let shared = Corpus.shared, let tools = Self.tools else { return }
        let scratch = ScratchSpace.url("fidelity")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let report = scratch.appendingPathComponent("thorvg.json")
        let renders = scratch.appendingPathComponent("renders")
        // The references were rendered with no fonts but the files' own glyphs (lottie-format
        // §10.1), so text is scored in the same conditions: without our fallback font.
        let command = "\(CLITests.binary.path) render {file} --frames {frames} --size {size} --outdir {outdir} --no-font-fallback"
        let score = try CLITests.run(
            executable: "/usr/bin/env",
            [
                "python3", tools.appendingPathComponent("score.py").path,
                "--refs", shared.appendingPathComponent("reference/thorvg-160").path,
                "--corpus", shared.appendingPathComponent("corpus").path,
                "--cmd", command, "--jobs", "2", "--timeout", "60", "--report", report.path, "--keep", renders.path,
            ])
        #expect(score.status == 0, "\(score.stderr.suffix(2000))")
        let summary = score.stdout.split(separator: "\n").last.map(String.init) ?? ""
        print("fidelity: \(summary)")
        #expect(!score.stdout.contains("timeout"), "a file timed out")
        #expect(!score.stdout.contains("crash ("), "a file crashed")
        var counts: [String: (passed: Int, total: Int)] = [:]
        for floor in Self.floors {
            let result = try CLITests.run(
                executable: "/usr/bin/env",
                [
                    "python3", tools.appendingPathComponent("fidelity.py").path, report.path,
                    "--refs", shared.appendingPathComponent("reference/thorvg-160").path, "--min", "\(floor.minimum)",
                ] + floor.arguments)
            let line = result.stdout.split(separator: "\n").last(where: { $0.hasPrefix("frames:") }).map(String.init) ?? ""
            print("fidelity, \(floor.label): \(line)")
            #expect(result.status == 0, "\(floor.label): \(line)")
            counts[floor.label] = Self.counts(in: line)
        }
        guard let all = counts["all frames"], let without = counts["frames without expressions"] else {
            Issue.record("fidelity.py printed no counts")
            return
        }
        let passed = all.passed - without.passed
        let total = all.total - without.total
        let rate = total > 0 ? Double(passed) / Double(total) : 0
        let floor = Self.expressionsFloor
        print("fidelity, \(floor.label): \(passed)/\(total) frames pass (need \(Int(floor.minimum * 100))%)")
        #expect(total > 0 && rate >= floor.minimum, "\(floor.label): \(passed)/\(total)")
        try scoreAgainstBothReferences(thorvgReport: report, renders: renders, scratch: scratch)
    }

    /// The same renders scored against lottie-web's references (score.py's command copies the
    /// kept PNGs), then each frame classified by the references it passes.
    func scoreAgainstBothReferences(thorvgReport: URL, renders: URL, scratch: URL) throws {
        guard let shared = Corpus.shared, let tools = Self.tools else { return }
        let corpus = shared.appendingPathComponent("corpus").standardizedFileURL.path
        let webReport = scratch.appendingPathComponent("lottie-web.json")
        let copy = #"cp "\#(renders.path)/${SCORE_FILE#\#(corpus)/}"/*.png "$SCORE_OUTDIR"/"#
        let score = try CLITests.run(
            executable: "/usr/bin/env",
            [
                "python3", tools.appendingPathComponent("score.py").path, "--refs", shared.appendingPathComponent("reference/lottieweb-160").path,
                "--corpus", corpus, "--cmd", copy, "--jobs", "2", "--timeout", "60", "--report", webReport.path, "--quiet",
            ])
        #expect(score.status == 0, "\(score.stderr.suffix(2000))")
        let classifyArguments = [
            "python3", URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fidelity/classify.py").path,
            tools.path, shared.appendingPathComponent("reference/thorvg-160").path, thorvgReport.path,
            shared.appendingPathComponent("reference/lottieweb-160").path, webReport.path,
        ]
        let classify = try CLITests.run(executable: "/usr/bin/env", classifyArguments)
        #expect(classify.status == 0, "\(classify.stderr.suffix(2000))")
        Self.expect(Self.bothReferencesFloors, in: classify.stdout, heading: "both references")
        try classifyWithFinerRenders(arguments: classifyArguments, scratch: scratch, renders: renders)
    }

    /// Floor on the one-reference frames explained by a rule or, with the references rendered
    /// at four times the size where the reference venv can render them, by the reference's own
    /// rasterization (`Fidelity/fine.py`, `classify.py --fine`). First run: 434 of the 447
    /// one-reference frames explained (415 by rules alone); the frames of
    /// `EllipseDirection.json`, `estimate.json`, `loading disc.json`, `9squares_AlBoardman.json`,
    /// `Boat_Loader.json`, `Multiline.json` and `mughead.json` that no rule explained pass
    /// against lottie-web's finer render reduced (badness 0.11–0.91) while lottie-web's own
    /// 160-pixel render fails against it in most of them. Since a stroke's retraced paths are
    /// stroked once (see ``floors``): 435 of 446. Since a fractional repeater count draws its
    /// last copy whole: 436 of 443. Since the rule "text animator stroke width" names lottie-web's
    /// additive width (`Text_AnimatedProperties.json`, 6 frames): 442 of 443. Since our own
    /// render at four times the size is compared too, on frames that pass the other reference:
    /// 443 of 443. The last was frame 17 of `abstract_circle.json`, about 27.3 repeater copies
    /// whose last 9 lie exactly on the first ones: reduced from 640 pixels, ours, ThorVG's and
    /// lottie-web's agree (badness 0.23–0.51), while each engine's 160-pixel render is 4.7–6.0
    /// from its own reduced one; ours passes ThorVG's at 160 (0.80), not lottie-web's (2.41).
    static let finerRendersFloors: [(label: String, minimum: Double)] = [
        ("frames passing only one reference, explained by a rule", 1)
    ]

    /// The python of the reference venv (`tools/ref/setup.sh`), or nil where there is none.
    static var referencePython: URL? {
        let environment = ProcessInfo.processInfo.environment
        let cache =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let root = environment["REFENV"].map { URL(fileURLWithPath: $0) } ?? cache.appendingPathComponent("lottie-refenv")
        let python = root.appendingPathComponent("bin/python")
        return FileManager.default.isExecutableFile(atPath: python.path) ? python : nil
    }

    /// Renders the frames no rule explains with both references and lottie-term at four times
    /// the size and classifies again with them; skipped where the reference venv or Chromium is
    /// missing.
    func classifyWithFinerRenders(arguments: [String], scratch: URL, renders: URL) throws {
        guard let tools = Self.tools, let python = Self.referencePython else {
            print("fidelity, finer renders: skipped (no reference venv, see tools/ref/setup.sh)")
            return
        }
        let unexplained = try CLITests.run(executable: "/usr/bin/env", arguments + ["--list", "unexplained"])
        #expect(unexplained.status == 0, "\(unexplained.stderr.suffix(2000))")
        let listing = scratch.appendingPathComponent("unexplained.txt")
        try Data(unexplained.stdout.utf8).write(to: listing)
        let fine = scratch.appendingPathComponent("fine")
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fidelity")
        let render = try CLITests.run(
            executable: python.path,
            [
                scripts.appendingPathComponent("fine.py").path, tools.appendingPathComponent("render.py").path, "160x160",
                fine.path, listing.path, CLITests.binary.path,
            ])
        if render.status == 77 {
            print("fidelity, finer renders: skipped (an engine cannot run here: \(render.stderr.suffix(300)))")
            return
        }
        #expect(render.status == 0, "\(render.stderr.suffix(2000))")
        let classify = try CLITests.run(executable: "/usr/bin/env", arguments + ["--fine", fine.path, renders.path])
        #expect(classify.status == 0, "\(classify.stderr.suffix(2000))")
        Self.expect(Self.finerRendersFloors, in: classify.stdout, heading: "finer renders")
    }

    /// Prints classify.py's `output` under `heading` and holds each floor's count in it
    /// (`LABEL: PASSED/TOTAL`) to its minimum.
    static func expect(_ floors: [(label: String, minimum: Double)], in output: String, heading: String) {
        let lines = output.split(separator: "\n").map(String.init)
        for line in lines { print("fidelity, \(heading), \(line)") }
        for floor in floors {
            guard let line = lines.first(where: { $0.hasPrefix(floor.label + ": ") }),
                let fraction = counts(in: "frames: " + line.dropFirst(floor.label.count + 2))
            else {
                Issue.record("classify.py printed no \(floor.label) (\(heading))")
                continue
            }
            let rate = fraction.total > 0 ? Double(fraction.passed) / Double(fraction.total) : 0
            #expect(
                rate >= floor.minimum, "\(floor.label), \(heading): \(fraction.passed)/\(fraction.total), need \(floor.minimum)")
        }
    }
}

import Foundation
import TestSupport
import Testing

/// `analyze` on samples and on corpus files with known features, and `check --json/--strict`.
@Suite struct AnalyzeCLITests {
    /// An animation whose image layer points at a file that is not there.
    static let missingImage =
        #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"assets":[{"id":"img","w":8,"h":8,"u":"","p":"gone.png"}],"layers":[{"ty":2,"ind":1,"refId":"img","ip":0,"op":10,"ks":{}}]}"#

    static func corpus(_ path: String) -> String? {
        guard let root = Corpus.shared else { return nil }
        let file = root.appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: file.path) ? file.path : nil
    }

    @Test func samplesAreDrawnInFullWithTheirFeaturesAndPaths() throws {
        let samples = Corpus.sampleFiles().map(\.path).filter { !$0.contains("/invalid/") }
        let result = try CLITests.run(["analyze"] + samples)
        #expect(result.status == 0, "\(result.stderr)")
        for sample in samples { #expect(result.stdout.contains("\(sample): drawn in full"), "\(sample)") }
        #expect(result.stdout.contains("track matte alpha     1  layers[1].tt"))
        #expect(result.stdout.contains("mask add              1  layers[2].masksProperties[0]"))
        #expect(result.stdout.contains("shape trim paths     1  layers[0].shapes[1]"))
    }

    @Test(.enabled(if: Corpus.shared != nil)) func corpusFilesShowExpressionsEffectsTextAndImages() throws {
        guard let cooking = Self.corpus("lottie-android/assets/lottiefiles/cooking_app.json"),
            let shadows = Self.corpus("lottie-android/assets/Tests/shadow_softness_test.json"),
            let matte = Self.corpus("lottie-docs/examples/effects-matte3.json")
        else { return }
        let result = try CLITests.run(["analyze", "--json", cooking, shadows, matte])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        // Its seven expressions call `loop_out()`, bodymovin's older spelling of `loopOut()`.
        #expect(lines[0].contains(#""name":"expression","status":"drawn","count":7,"paths":["assets[1].layers[11].tm.x""#))
        #expect(lines[0].contains(#""expressions":{"count":7,"failing":0}"#))
        #expect(lines[1].contains(#""name":"effect drop shadow","status":"drawn","count":8"#))
        #expect(lines[1].contains(#""name":"layer text","status":"drawn","count":2"#))
        #expect(lines[1].contains(#""name":"image asset","status":"drawn","count":1"#))
        #expect(lines[1].contains(#""name":"3D layer (drawn flat: no camera)","status":"approximated""#))
        #expect(lines[2].contains(#""name":"effect set matte","status":"drawn","count":1,"paths":["layers[0].ef[0]"]"#))
    }

    @Test func checkAndAnalyzeNameTheExpressionsThatCannotBeEvaluated() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("expressions.json")
        func layer(_ index: Int, _ expression: String) -> String {
            #"{"ty":3,"ind":\#(index),"ip":0,"op":30,"st":0,"ks":{"r":{"a":0,"k":0,"x":"\#(expression)"}}}"#
        }
        let layers = [
            layer(1, "var $bm_rt = time * 90;"), layer(2, "var $bm_rt = (1 + ;"), layer(3, "var $bm_rt; while (true) {}"),
            layer(4, "var $bm_rt = sourceData.value;"),
        ]
        try Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":40,"h":40,"layers":[\#(layers.joined(separator: ","))]}"#.utf8).write(to: file)

        let check = try CLITests.run(["check", file.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("\(file.path): ok, 3 diagnostics\n  expressions: 3 of 4 cannot be evaluated and keep their keyframed values\n"), "\(check.stdout)")
        #expect(check.stdout.contains("warning: layers[1].ks.r.x: the expression cannot be read (syntax error at 1:19"))
        #expect(check.stdout.contains("warning: layers[2].ks.r.x: the expression cannot be evaluated (stopped: more than"))
        #expect(check.stdout.contains("warning: layers[3].ks.r.x: the expression uses sourceData, which expressions here do not define"))
        #expect(!check.stdout.contains("layers[0].ks.r.x"))
        #expect(try CLITests.run(["check", "--strict", file.path]).status == 1)
        let json = try CLITests.run(["check", "--json", file.path])
        #expect(json.stdout.contains(#""expressions":{"count":4,"failing":3}"#), "\(json.stdout)")
        let folder = try CLITests.run(["check", file.path, CLITests.sample])
        #expect(folder.stdout.hasSuffix("; 3 of 4 expressions cannot be evaluated\n"), "\(folder.stdout)")

        let analyze = try CLITests.run(["analyze", "--json", file.path])
        #expect(analyze.stdout.contains(#""verdict":"drawn, approximated: expression not evaluated ×3""#), "\(analyze.stdout)")
        #expect(analyze.stdout.contains(#""name":"expression","status":"drawn","count":1,"paths":["layers[0].ks.r.x"]"#))
        #expect(analyze.stdout.contains(#""name":"expression not evaluated","status":"approximated","count":3,"paths":["layers[1].ks.r.x","layers[2].ks.r.x","layers[3].ks.r.x"]"#))
    }

    @Test func checkSaysWhichExpressionsNameWhatTheFileLacks() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("references.json")
        func layer(_ index: Int, _ expression: String) -> String {
            #"{"ty":3,"ind":\#(index),"ip":0,"op":30,"st":0,"ks":{"r":{"a":0,"k":0,"x":"\#(expression)"}}}"#
        }
        let layers = [
            layer(1, "var $bm_rt = comp('gone').layer(1).rotation;"), layer(2, "var $bm_rt = thisComp.layer('nowhere').rotation;"),
            layer(3, "var x = 1;"), #"{"ty":15,"nm":"d","ind":4,"refId":"data_0","ip":0,"op":30,"st":0,"ks":{}}"#,
        ]
        let assets = #"[{"id":"data_0","u":"","p":"missing.json","e":0,"t":3}]"#
        try Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":40,"h":40,"assets":\#(assets),"layers":[\#(layers.joined(separator: ","))]}"#.utf8).write(to: file)

        let check = try CLITests.run(["check", file.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stdout.contains(
                "  expressions: 3 of 3 cannot be evaluated and keep their keyframed values (2 name a composition or layer the file does not contain)\n"),
            "\(check.stdout)")
        #expect(
            check.stdout.contains(
                "warning: layers[0].ks.r.x: the expression names a composition or layer the file does not contain, so no player can evaluate it (ReferenceError: no composition named gone)"
            ))
        #expect(check.stdout.contains("warning: layers[1].ks.r.x: the expression names a composition or layer the file does not contain"))
        #expect(check.stdout.contains("warning: layers[2].ks.r.x: the expression runs but assigns nothing to $bm_rt, the variable Lottie takes its value from; the keyframed value is used"))
        #expect(check.stdout.contains("warning: assets[0]: data asset 'data_0': no file found (looked for \(directory.path)/missing.json)"))
        let folder = try CLITests.run(["check", file.path, CLITests.sample])
        #expect(folder.stdout.hasSuffix("; 3 of 3 expressions cannot be evaluated (2 name a composition or layer the file does not contain)\n"), "\(folder.stdout)")
    }

    /// A layer that shows only between the frames `check` draws (0, 50 and the last) still has
    /// its expression run: every frame is evaluated for expressions.
    @Test func checkRunsExpressionsOnLayersBetweenTheDrawnFrames() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("brief.json")
        let layers = [
            #"{"ty":3,"ind":1,"ip":0,"op":100,"st":0,"ks":{"r":{"a":0,"k":0,"x":"var $bm_rt = time * 10;"}}}"#,
            #"{"ty":3,"ind":2,"ip":20,"op":23,"st":0,"ks":{"r":{"a":0,"k":0,"x":"var $bm_rt = comp('gone').layer(1).rotation;"}}}"#,
        ]
        try Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":100,"w":40,"h":40,"layers":[\#(layers.joined(separator: ","))]}"#.utf8).write(to: file)

        let check = try CLITests.run(["check", file.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stdout.contains(
                "  expressions: 1 of 2 cannot be evaluated and keep their keyframed values (1 names a composition or layer the file does not contain)\n"),
            "\(check.stdout)")
        #expect(check.stdout.contains("warning: layers[1].ks.r.x: the expression names a composition or layer the file does not contain"))
    }

    @Test func batchesReportAFailingFileAndGoOn() throws {
        let result = try CLITests.run(["analyze", "/nonexistent.json", CLITests.sample])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent.json: no such file"))
        #expect(result.stdout.contains("\(CLITests.sample): drawn in full"))
    }

    @Test func checkFailsOnMissingImagesAndStrictFailsOnWarnings() throws {
        let directory = try ExportCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("missing.json")
        try Data(Self.missingImage.utf8).write(to: file)
        let missing = try CLITests.run(["check", file.path, CLITests.sample])
        #expect(missing.status == 66)
        #expect(missing.stdout.contains("\(file.path): 1 image missing, 2 diagnostics"))
        #expect(missing.stdout.contains("\(CLITests.sample): ok, 0 diagnostics"))

        let json = try CLITests.run(["check", "--json", file.path, "/nonexistent.json"])
        let lines = json.stdout.split(separator: "\n")
        #expect(json.status == 66 && lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"schema":1,"file":"\#(file.path)","status":"images missing","exit":66,"#))
        #expect(lines[0].contains(#""diagnostics":[{"severity":"warning","feature":"image","path":"assets[0]""#))
        #expect(lines[1].contains(#""status":"error","exit":66"#) && lines[1].contains("no such file"))

        // A warning that is not a missing image: exit 0, or 1 with --strict.
        let expression = directory.appendingPathComponent("expression.json")
        let withExpression = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"layers":[{"ty":3,"ind":1,"ip":0,"op":10,"ks":{"o":{"a":0,"k":100,"x":"value"}}}]}"#
        try Data(withExpression.utf8).write(to: expression)
        #expect(try CLITests.run(["check", expression.path]).status == 0)
        #expect(try CLITests.run(["check", "--strict", expression.path]).status == 1)
        #expect(try CLITests.run(["check", "--strict", CLITests.sample]).status == 0)
    }
}

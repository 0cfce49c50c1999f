import Foundation
import Lottie
import LottieCore
import LottieModel
import TestSupport
import Testing

/// Data assets (`t` 3) are read where images are found (beside the animation, in a
/// dotLottie archive, embedded) and their values reach the expressions of text layers
/// through data layers; a file that is missing, too large or not JSON is a warning naming
/// the asset and the file.
@Suite struct DataAssetTests {
    /// An animation whose data layer shows the asset `u` + `p` and whose text layer shows
    /// `city: temperature`, read from it.
    static func animationJSON(directory: String = "data/", name: String = "weather.json", embedded: Bool = false) -> String {
        let expression = #"var $bm_rt; var d = thisComp.layer('weather')('Data')('Outline'); $bm_rt = d('city') + ': ' + (d('current')('temp') - 273.15).toFixed(1);"#
        return #"""
            {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,
             "assets":[{"id":"data_0","u":"\#(directory)","p":"\#(name)","e":\#(embedded ? 1 : 0),"t":3}],
             "layers":[{"ty":15,"nm":"weather","ind":1,"refId":"data_0","ip":0,"op":30,"st":0,"ks":{}},
              {"ty":5,"nm":"T","ind":2,"ip":0,"op":30,"st":0,"ks":{},"a":[],"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},
               "t":{"d":{"k":[{"s":{"t":"keyframed","f":"F","s":10,"fc":[0,0,0],"j":0},"t":0}],"x":"\#(expression)"}}}]}
            """#
    }

    static let weather = #"{"city":"Lyon","current":{"temp":294.73}}"#

    /// The text of every text layer named in `names` at frame 0, with expressions evaluated.
    static func texts(_ renderer: LottieFrameRenderer, _ names: [String]) -> [String?] {
        let model = renderer.animation.model
        return renderer.evaluator.withExpressions {
            names.map { name -> String? in
                guard let layer = model.layers.first(where: { $0.name == name }), case .text(let text) = layer.content else { return nil }
                return text.document.document(at: 0)?.text
            }
        }.0
    }

    /// A scratch folder holding `files` (relative path → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = ScratchSpace.url("data-asset")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    static func renderer(_ path: String) throws -> LottieFrameRenderer {
        let loaded = try LoadedAnimationFile.load(filePath: path)
        return LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
    }

    @Test func aFileBesideTheAnimationIsRead() throws {
        let root = try Self.folder(["anim.json": Self.animationJSON(), "data/weather.json": Self.weather])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try Self.renderer(root.appendingPathComponent("anim.json").path)
        #expect(renderer.dataDiagnostics.isEmpty)
        #expect(Self.texts(renderer, ["T"]) == ["Lyon: 21.6"])
    }

    @Test func anArchiveAndAnEmbeddedURLAreRead() throws {
        let archive = try ZipFixture.dotLottie(manifest: nil, [("a/anim.json", Self.animationJSON(directory: "", name: "weather.json")), ("i/weather.json", Self.weather)])
        let root = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try archive.write(to: root.appendingPathComponent("anim.lottie"))
        let packed = try Self.renderer(root.appendingPathComponent("anim.lottie").path)
        #expect(packed.dataDiagnostics.isEmpty, "\(packed.dataDiagnostics)")
        #expect(Self.texts(packed, ["T"]) == ["Lyon: 21.6"])

        let url = "data:application/json;base64," + Data(Self.weather.utf8).base64EncodedString()
        let embedded = LottieFrameRenderer(
            animation: try LottieAnimation.from(data: Data(Self.animationJSON(directory: "", name: url, embedded: true).utf8)),
            imageProvider: FilepathImageProvider(filepath: root.path))
        #expect(Self.texts(embedded, ["T"]) == ["Lyon: 21.6"])
    }

    @Test(arguments: [
        ("data/weather.json", "{\"city\": ", "data asset 'data_0' (", "data/weather.json): not JSON: line 1, column 10"),
        ("data/other.json", "{}", "data asset 'data_0': no file found (looked for ", "data/weather.json"),
    ])
    func aBadFileIsAWarningNamingTheAssetAndTheFile(file: String, contents: String, start: String, end: String) throws {
        let root = try Self.folder(["anim.json": Self.animationJSON(), file: contents])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try Self.renderer(root.appendingPathComponent("anim.json").path)
        #expect(renderer.dataDiagnostics.count == 1)
        let message = try #require(renderer.dataDiagnostics.first).message
        #expect(message.hasPrefix(start) && message.contains(end), "\(message)")
        #expect(renderer.dataDiagnostics.first?.path == "assets[0]")
        #expect(Self.texts(renderer, ["T"]) == ["keyframed"])
    }

    @Test func aPathOutOfTheFolderIsNotRead() throws {
        let root = try Self.folder(["anim/anim.json": Self.animationJSON(directory: "../"), "weather.json": Self.weather])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try Self.renderer(root.appendingPathComponent("anim/anim.json").path)
        #expect(renderer.dataDiagnostics.map(\.message) == ["data asset 'data_0': path '../weather.json' leaves the animation's folder; not read"])
    }

    /// lottie-web's footage test: three text layers show an OpenWeatherMap reply.
    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func theCorpusWeatherTextsShowTheData() throws {
        let corpus = try #require(Corpus.shared).appendingPathComponent("corpus")
        let renderer = try Self.renderer(corpus.appendingPathComponent("lottie-web/test/animations/footage/data.json").path)
        #expect(renderer.dataDiagnostics.isEmpty, "\(renderer.dataDiagnostics)")
        #expect(Self.texts(renderer, ["Tempreture", "Status", "City"]) == ["17.99 °C", "clear sky", "America/Chicago"])
        let failures = renderer.evaluator.evaluateReporting(at: renderer.animation.startFrame).expressionFailures
        #expect(failures.isEmpty, "\(failures)")
    }
}

import LottieCore
import LottieModel
import Testing

private typealias F = ExpressionFixture

/// Expressions read a data layer's JSON as lottie-web's `FootageInterface` names it:
/// `layer(name)("Data")("Outline")(key)…`, an array's elements as `KEY 0`, `KEY 1`, ….
@Suite struct DataLayerExpressionTests {
    static let data = #"""
        {"city": "Lyon", "current": {"temp": 294.73, "clouds": 0, "rain": false, "note": null,
         "weather": [{"main": "Clear", "description": "clear sky"}, {"main": "Mist", "description": "mist"}],
         "grid": [[1, 2], [3, 4]]}}
        """#

    /// The text a text layer reading `expression` shows at frame 0, and what failed.
    static func text(_ expression: String, data: String? = data, refId: String = "weather") throws -> (String?, [Diagnostic]) {
        let layers = [
            #"{"ty":15,"nm":"weather.json","ind":1,"refId":"\#(refId)","ip":0,"op":60,"st":0,"ks":{}}"#,
            #"""
            {"ty":5,"nm":"T","ind":2,"ip":0,"op":60,"st":0,"ks":{},"t":{"d":{"k":[{"s":{"t":"keyframed","f":"F","s":10,"fc":[0,0,0],"j":0},"t":0}],
            "x":\#(F.quoted("var $bm_rt;\n$bm_rt = " + expression + ";"))},"a":[],"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}}}}
            """#,
        ]
        let animation = F.animation(layers, assets: #"[{"id":"weather","u":"data/","p":"weather.json","e":0,"t":3}]"#)
        var environment = EvaluationEnvironment()
        if let data { environment.data["weather"] = try JSONReader.parse(Array(data.utf8)) }
        return FrameEvaluator(animation: animation, environment: environment).withExpressions { () -> String? in
            guard case .text(let text) = animation.layers[1].content else { return nil }
            return text.document.document(at: 0)?.text
        }
    }

    static let outline = "thisComp.layer('weather.json')('Data')('Outline')"

    @Test(arguments: [
        ("('city')", "Lyon"),
        ("('current')('weather')('weather 0')('description')", "clear sky"),
        ("('current')('weather')('weather 1')('main')", "Mist"),
        ("('current')('weather')(1)('main')", "Mist"),
        ("('current')('grid')('grid 1')('grid 1 0')", "3"),
        ("('current')('clouds')", "0"),
        ("('current')('rain')", "false"),
        ("('current')('note')", "null"),
    ])
    func readsValuesByLottieWebNames(path: String, expected: String) throws {
        let (text, failures) = try Self.text("'' + " + Self.outline + path)
        #expect(failures.isEmpty, "\(failures)")
        #expect(text == expected)
    }

    @Test func numbersComputeAndFormat() throws {
        let (text, failures) = try Self.text("$bm_sum((\(Self.outline)('current')('temp') - 273.15).toFixed(2), ' \\xB0C')")
        #expect(failures.isEmpty, "\(failures)")
        #expect(text == "21.58 °C")
    }

    @Test func aMissingKeyFailsAndKeepsTheKeyframedText() throws {
        let (text, failures) = try Self.text(Self.outline + "('current')('wind')")
        #expect(text == "keyframed")
        #expect(failures.map(\.path) == ["layers[1].t.d.x"])
        #expect(failures.first?.message.contains(#"ReferenceError: the data has no "wind" in "current""#) == true, "\(failures)")
    }

    @Test func dataThatWasNotLoadedFailsWithTheAssetsName() throws {
        let (text, failures) = try Self.text(Self.outline + "('city')", data: nil)
        #expect(text == "keyframed")
        #expect(failures.first?.message.contains("the data of layer 'weather.json' (asset 'weather') was not loaded") == true, "\(failures)")
    }

    @Test func theLayerAndItsAssetDecode() throws {
        let animation = F.animation(
            [#"{"ty":15,"nm":"d","ind":1,"refId":"gone","ip":0,"op":60,"st":0,"ks":{}}"#],
            assets: #"[{"id":"weather","u":"data/","p":"weather.json","e":0,"t":3}]"#)
        #expect(animation.assets == [.data(DataAsset(id: "weather", name: "weather.json", directory: "data/"))])
        #expect(animation.layers.first?.content == .data(referenceID: "gone"))
        #expect(animation.diagnostics.map(\.message) == [#"no data asset with id "gone"; expressions cannot read the layer's data"#])
        #expect(animation.diagnostics.map(\.path) == ["layers[0].refId"])
        let again = try Animation(jsonBytes: JSONWriter.bytes(of: animation.json))
        #expect(again.assets == animation.assets && again.layers == animation.layers)
    }
}

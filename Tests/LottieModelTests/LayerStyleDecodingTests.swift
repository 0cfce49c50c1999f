import LottieModel
import Testing

/// Layer styles (`sy`) decode into typed kinds and parameters; the kinds not drawn are diagnosed
/// by name; effects written as `ty` 5 are known by their match names.
@Suite struct LayerStyleDecodingTests {
    private func animation(_ extra: String) throws -> Animation {
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{}"# + extra + "}]}"
        return try Animation(jsonBytes: Array(json.utf8))
    }

    @Test func stylesAreTypedAndUndrawnOnesDiagnosedByName() throws {
        let styles = (0...8).map { #"{"ty":\#($0),"nm":"S\#($0)"}"# } + [#"{"ty":12}"#]
        let decoded = try animation(#","sy":["# + styles.joined(separator: ",") + "]")
        let kinds = try #require(decoded.layers.first).layerStyles.map(\.kind)
        #expect(
            kinds == [
                .stroke, .dropShadow, .innerShadow, .outerGlow, .innerGlow, .bevelEmboss, .satin, .colorOverlay, .gradientOverlay,
                .unknown(12),
            ])
        #expect(kinds.map(\.code) == Array(0...8) + [12])
        let messages = decoded.diagnostics.filter { $0.feature == "layer style" }.map(\.message)
        #expect(messages.count == 4)
        #expect(messages.contains { $0.contains("bevel and emboss") })
        #expect(!messages.contains { $0.contains("gradient overlay") })
        #expect(messages.contains { $0.contains("the type 12 layer style") })
        #expect(!messages.contains { $0.contains("inner shadow") })
    }

    @Test func styleParametersAreReadAndWrittenBack() throws {
        let shadow =
            #"{"ty":2,"nm":"Inner Shadow","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":75},"a":{"a":0,"k":90},"#
            + #""s":{"a":0,"k":5},"d":{"a":0,"k":3},"ch":{"a":0,"k":10},"bm":{"a":0,"k":1},"no":{"a":0,"k":0}}"#
        let overlay = #"{"ty":7,"c":{"a":0,"k":[0,0,1,1]},"so":{"a":0,"k":40}}"#
        let gradient = #"{"ty":8,"o":{"a":0,"k":100},"gf":{"p":2,"k":{"a":0,"k":[0,0,0,0,1,1,1,1]}},"gt":{"a":0,"k":2},"re":1}"#
        let decoded = try animation(#","sy":["# + shadow + "," + overlay + "," + gradient + "]")
        let styles = try #require(decoded.layers.first).layerStyles
        #expect(styles[0].opacity != nil && styles[0].distance != nil && styles[0].choke != nil)
        #expect(styles[0].others.keys == ["no"])
        #expect(styles[1].opacity != nil)
        #expect(styles[2].gradientColorCount == 2 && styles[2].gradientStops != nil)
        #expect(styles[2].gradientType == 2 && styles[2].isReversed)
        #expect(styles[2].others.keys == ["gt", "re"])
        #expect(try Animation(jsonBytes: JSONWriter.bytes(of: decoded.json)) == decoded)
    }

    @Test func wipeChokerAndBoxBlurAreKnownByMatchName() throws {
        let effects = ["ADBE Linear Wipe", "ADBE Simple Choker", "ADBE Box Blur2", "ADBE Slider Control"]
            .map { #"{"ty":5,"mn":"\#($0)","ef":[]}"# }
        let layer = try #require(try animation(#","ef":["# + effects.joined(separator: ",") + "]").layers.first)
        #expect(layer.effects.map(\.type) == [.linearWipe, .simpleChoker, .boxBlur, .expressionControls])
        #expect(layer.effects.map(\.type.code) == [5, 5, 5, 5])
        #expect(layer.effects.map(\.isUnrendered) == [false, false, false, false])
    }
}

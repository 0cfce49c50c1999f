import LottieGraphics
import LottieModel
import Testing

/// Raw codes become typed enums when decoding; codes the format does not define are kept.
@Suite struct TypedCodeTests {
    private func layer(_ extra: String) throws -> Layer {
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{}"# + extra + "}]}"
        return try #require(try Animation(jsonBytes: Array(json.utf8)).layers.first)
    }

    @Test func blendModesAreTypedAndUnknownCodesKept() throws {
        #expect(try layer("").blendMode == .mode(.normal))
        #expect(try layer(#","bm":1"#).blendMode == .mode(.multiply))
        #expect(try layer(#","bm":17"#).blendMode == .mode(.hardMix))
        let odd = try layer(#","bm":40"#)
        #expect(odd.blendMode == .unknown(40))
        #expect(odd.blendMode.drawn == .normal)
        #expect(odd.json.objectValue?["bm"] == .number(40))
    }

    @Test func effectTypesAreTypedAndUnknownCodesKept() throws {
        let effects = #","ef":[{"ty":25,"ef":[]},{"ty":5,"ef":[]},{"ty":40,"ef":[]}]"#
        let types = try layer(effects).effects.map(\.type)
        #expect(types == [.dropShadow, .expressionControls, .unknown(40)])
        #expect(types.map(\.code) == [25, 5, 40])
        #expect(types.map(\.name) == ["drop shadow", "expression controls", "effect type 40"])
        #expect(try layer(effects).effects.map(\.isUnrendered) == [false, false, true])
    }

    @Test func cameraLayersKeepTheirZoomAndKindOfCamera() throws {
        func camera(_ ks: String) throws -> Layer {
            let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":13,"ip":0,"op":60,"pe":{"a":0,"k":250},"ks":"# + ks + "}]}"
            return try #require(try Animation(jsonBytes: Array(json.utf8)).layers.first)
        }
        let twoNode = try camera(#"{"a":{"a":0,"k":[5,5,0]},"p":{"a":0,"k":[5,5,-250]}}"#)
        guard case .camera(let zoom, let hasPointOfInterest) = twoNode.content else {
            Issue.record("not a camera: \(twoNode.content)")
            return
        }
        #expect(zoom == Property(constant: 250))
        #expect(hasPointOfInterest)
        #expect(twoNode.json.objectValue?["pe"] != nil)
        guard case .camera(_, let oneNode) = try camera(#"{"p":{"a":0,"k":[5,5,-250]}}"#).content else {
            Issue.record("not a camera")
            return
        }
        #expect(!oneNode)
    }
}

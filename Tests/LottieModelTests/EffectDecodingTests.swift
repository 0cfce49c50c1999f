import LottieModel
import Testing

/// Effects decode whatever their parameters' types: what cannot be read is diagnosed.
@Suite struct EffectDecodingTests {
    /// A real file (not in the shared corpus) was rejected at `assets[0].layers[9].ef[0].ef[3].ty`:
    /// a nested effect group whose parameters have `"ty": ""`. Such parameters decode with a diagnostic.
    @Test func effectParametersOfUnknownTypeDecodeWithADiagnostic() throws {
        let effect = """
            {"ty":5,"nm":"Rig","ef":[{"ty":0,"nm":"A","v":{"a":0,"k":1}},{"ty":0,"nm":"B","v":{"a":0,"k":2}},
            {"ty":0,"nm":"C","v":{"a":0,"k":3}},{"ty":"","nm":"Group","ef":[{"ty":"","nm":"Inner","v":{"a":0,"k":4}},{"ty":"","nm":"Odd","v":"?"}]}]}
            """
        let filler = #"{"ty":3,"ind":1,"ip":0,"op":60,"st":0,"ks":{}}"#
        let layers = Array(repeating: filler, count: 9) + [#"{"ty":3,"ind":10,"ip":0,"op":60,"st":0,"ks":{},"ef":[\#(effect)]}"#]
        let text = Fixtures.animation(
            layer: #"{"ty":0,"refId":"p","ind":1,"ip":0,"op":60,"st":0,"ks":{}}"#,
            extra: #","assets":[{"id":"p","layers":[\#(layers.joined(separator: ","))]}]"#)
        let animation = try Fixtures.decode(text)
        guard case .precomposition(let precomp) = animation.assets[0] else {
            Issue.record("expected a precomposition")
            return
        }
        let parameters = precomp.layers[9].effects[0].values
        #expect(parameters.count == 4)
        #expect(parameters[3].type == -1)
        guard case .group(let inner) = parameters[3].value else {
            Issue.record("expected a parameter group")
            return
        }
        #expect(inner.count == 2)
        #expect(inner[0].value == .scalar(Property(constant: 4)))
        #expect(inner[1].value == .none)
        let paths = animation.diagnostics.map(\.path)
        #expect(paths.contains("assets[0].layers[9].ef[0].ef[3].ty"))
        #expect(paths.contains("assets[0].layers[9].ef[0].ef[3].ef[0].ty"))
        #expect(paths.contains("assets[0].layers[9].ef[0].ef[3].ef[1]"))
        #expect(animation.diagnostics.allSatisfy { $0.feature == "effect" && $0.severity == .warning })
    }
}

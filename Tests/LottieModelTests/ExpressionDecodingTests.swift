import LottieModel
import Testing

/// Expressions are parsed when first used; what cannot run is diagnosed among the decoding diagnostics.
@Suite struct ExpressionDecodingTests {
    private func animation(opacity expression: String) throws -> Animation {
        try Fixtures.decode(Fixtures.animation(layer: Fixtures.shapeLayer(opacity: #"{"a":0,"k":50,"x":"# + quoted(expression) + "}")))
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
    }

    @Test func syntaxErrorsAreDiagnosedAtTheExpression() throws {
        let animation = try animation(opacity: "var $bm_rt = (1 + ;")
        #expect(animation.diagnostics.map(\.path) == ["layers[0].ks.o.x"])
        #expect(animation.diagnostics.first?.feature == "expression")
        #expect(animation.diagnostics.first?.message.contains("syntax error at 1:19") == true)
        #expect(animation.layers[0].transform.opacity.compiledExpression?.parseError != nil)
    }

    @Test func namesNoHostDefinesAreDiagnosed() throws {
        let animation = try animation(opacity: "var $bm_rt = footage('data.json').sourceData.x + thisComp.layer(1).opacity;")
        #expect(animation.diagnostics.count == 1)
        #expect(animation.diagnostics.first?.message.contains("uses footage,") == true)
        #expect(animation.layers[0].transform.opacity.compiledExpression?.unknownNames == ["footage"])
    }

    @Test func declaredAndAssignedNamesAreNotUnknown() throws {
        let source = """
            var $bm_rt;
            function f(a) { total = a * 2; return total; }
            try { $bm_rt = f(value) + Math.PI + thisComp.frameDuration; } catch (err) { $bm_rt = err; }
            """
        let animation = try animation(opacity: source)
        #expect(animation.diagnostics.isEmpty)
    }

    @Test func locationsInPrecompositions() throws {
        let layer = Fixtures.shapeLayer(opacity: #"{"a":0,"k":50,"x":"var $bm_rt = value;"}"#)
        let text = Fixtures.animation(
            layer: #"{"ty":0,"refId":"p","ind":1,"ip":0,"op":60,"st":0,"ks":{}}"#, extra: #","assets":[{"id":"img","w":1,"h":1,"p":"a.png"},{"id":"p","layers":[\#(layer)]}]"#)
        let animation = try Fixtures.decode(text)
        let expression = try #require(animation.expressions.first)
        #expect(expression.path == "assets[1].layers[0].ks.o.x")
        #expect(expression.location == .init(assetIndex: 1, layerPosition: 0, steps: [.key("ks"), .key("o")]))
    }
}

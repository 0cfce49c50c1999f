import LottieModel
import Testing

/// A shape item's `ty` chooses its kind: matched on the string's text, however it is written.
@Suite struct ShapeTypeDecodingTests {
    private func shapes(_ items: String) throws -> (items: [ShapeItem], diagnostics: [String]) {
        let animation = try Fixtures.decode(Fixtures.animation(layer: Fixtures.shapeLayer(shapes: items)))
        guard case .shapes(let items) = animation.layers[0].content else {
            Issue.record("expected a shape layer")
            return ([], [])
        }
        return (items, animation.diagnostics.map(\.description))
    }

    @Test func escapedTypesAreTheirText() throws {
        let decoded = try shapes(#"[{"ty":"g\u0072","nm":"G","it":[]},{"ty":"\u0066l","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}]"#)
        #expect(decoded.items.map(\.typeCode) == ["gr", "fl"])
        #expect(decoded.items.first?.metadata.name == "G")
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test func unknownTypesAreKeptAndDiagnosed() throws {
        let decoded = try shapes(#"[{"ty":"xx","nm":"A"},{"ty":"a long type","nm":"B"},{"ty":3,"nm":"C"}]"#)
        #expect(decoded.items == [.unknown(type: "xx", name: "A"), .unknown(type: "a long type", name: "B"), .unknown(type: "3", name: "C")])
        #expect(
            decoded.diagnostics == [
                #"warning: layers[0].shapes[0].ty: shape type "xx" is not supported; the item is ignored"#,
                #"warning: layers[0].shapes[1].ty: shape type "a long type" is not supported; the item is ignored"#,
                #"warning: layers[0].shapes[2].ty: shape type "3" is not supported; the item is ignored"#,
            ])
    }

    @Test(arguments: [
        (#"[{"nm":"A"}]"#, LottieDecodingError.Code.missingField, "layers[0].shapes[0].ty"),
        (#"[{"ty":null}]"#, .missingField, "layers[0].shapes[0].ty"),
        (#"[{"ty":["gr"]}]"#, .typeMismatch, "layers[0].shapes[0].ty"),
    ])
    func missingAndMistypedTypesAreErrors(_ items: String, _ code: LottieDecodingError.Code, _ path: String) throws {
        let error = try #require(Fixtures.error(Fixtures.animation(layer: Fixtures.shapeLayer(shapes: items))))
        #expect(error.code == code)
        #expect(error.path == path)
    }
}

import LottieGraphics
import LottieModel
import Testing

@Suite struct KeyframeDecodingTests {
    private func opacity(_ property: String) throws -> Property<Double> {
        try Fixtures.opacity(Fixtures.animation(layer: Fixtures.shapeLayer(opacity: property)))
    }

    @Test func staticScalarsAcceptBareAndWrappedNumbers() throws {
        #expect(try opacity(#"{"a":0,"k":40}"#).animation == .constant(40))
        #expect(try opacity(#"{"a":0,"k":[40]}"#).animation == .constant(40))
        // `a` lies; the shape of `k` decides.
        #expect(try opacity(#"{"a":1,"k":40}"#).animation == .constant(40))
    }

    @Test func expressionsAndSlotIDsAreKeptAndEncoded() throws {
        let property = try opacity(#"{"a":0,"k":40,"x":"time * 2"}"#)
        #expect(property.expression == "time * 2")
        #expect(property.slotID == nil)
        #expect(property != Property(constant: 40))
        var edited = property
        edited.expression = nil
        #expect(edited == Property(constant: 40))
        edited.slotID = "opacity"
        #expect(edited.expression == nil && edited.slotID == "opacity")
        #expect(JSONWriter.string(of: property.json).contains(#""x":"time * 2""#))
    }

    @Test func currentFormatKeyframes() throws {
        let property = try opacity(
            #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.33],"y":[0]},"i":{"x":[0.67],"y":[1]}},{"t":30,"s":[100],"h":1},{"t":45,"s":[50]}]}"#
        )
        guard case .keyframed(let keyframes) = property.animation else {
            Issue.record("expected keyframes")
            return
        }
        #expect(keyframes.map(\.time) == [0, 30, 45])
        #expect(keyframes.map(\.value) == [0, 100, 50])
        #expect(keyframes.map(\.isHold) == [false, true, false])
        #expect(keyframes[0].easeOut == EasingHandle(x: 0.33, y: 0))
        #expect(keyframes[0].easeIn == EasingHandle(x: 0.67, y: 1))
        #expect(keyframes[2].easeOut == nil)
    }

    @Test func legacyFormatTakesEndValues() throws {
        // Pre-5.5: `e` ends each segment; the last keyframe has only `t`.
        let property = try opacity(
            #"{"a":1,"k":[{"t":0,"s":[0],"e":[80],"o":{"x":0.3,"y":0},"i":{"x":0.7,"y":1}},{"t":20,"s":[80],"e":[10]},{"t":40}]}"#
        )
        guard case .keyframed(let keyframes) = property.animation else {
            Issue.record("expected keyframes")
            return
        }
        #expect(keyframes.map(\.value) == [0, 80, 10])
        #expect(keyframes.map(\.time) == [0, 20, 40])
        #expect(keyframes[0].easeOut == EasingHandle(x: 0.3, y: 0))
    }

    @Test func legacyKeyframeWithoutStartUsesPreviousEnd() throws {
        let property = try opacity(#"{"a":1,"k":[{"t":0,"s":[5],"e":[25]},{"t":10,"e":[50]},{"t":20}]}"#)
        guard case .keyframed(let keyframes) = property.animation else {
            Issue.record("expected keyframes")
            return
        }
        #expect(keyframes.map(\.value) == [5, 25, 50])
    }

    @Test func perDimensionEasingAndSpatialTangents() throws {
        let layer =
            #"{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0.1,0.2],"y":[0.3,0.4]},"i":{"x":[0.5,0.6],"y":[0.7,0.8]},"to":[10,0,0],"ti":[0,-10,0]},{"t":10,"s":[50,50]}]}}}"#
        let animation = try Fixtures.decode(Fixtures.animation(layer: layer))
        guard case .combined(let position) = animation.layers[0].transform.position,
            case .keyframed(let keyframes) = position.animation
        else {
            Issue.record("expected keyframed position")
            return
        }
        let out = try #require(keyframes[0].easeOut)
        #expect(out.handle(forDimension: 0) == (0.1, 0.3))
        #expect(out.handle(forDimension: 1) == (0.2, 0.4))
        #expect(out.handle(forDimension: 2) == (0.1, 0.3))
        #expect(keyframes[0].spatialOut == Vector3(10, 0, 0))
        #expect(keyframes[0].spatialIn == Vector3(0, -10, 0))
        #expect(keyframes[1].value == Vector3(50, 50, 0))
    }

    @Test func splitPosition() throws {
        let layer = #"{"ty":3,"ip":0,"op":60,"ks":{"p":{"s":true,"x":{"a":0,"k":12},"y":{"a":1,"k":[{"t":0,"s":[0]},{"t":9,"s":[9]}]}}}}"#
        let animation = try Fixtures.decode(Fixtures.animation(layer: layer))
        guard case .split(let x, let y, let z) = animation.layers[0].transform.position else {
            Issue.record("expected split position")
            return
        }
        #expect(x.animation == .constant(12))
        #expect(y.isAnimated)
        #expect(z == nil)
    }

    @Test func expressionsAreKeptWithTheirPlace() throws {
        let text = Fixtures.animation(layer: Fixtures.shapeLayer(opacity: #"{"a":0,"k":50,"x":"var $bm_rt = loopOut();"}"#))
        let animation = try Fixtures.decode(text)
        let opacity = animation.layers[0].transform.opacity
        #expect(opacity.expression == "var $bm_rt = loopOut();")
        #expect(opacity.compiledExpression?.path == "layers[0].ks.o.x")
        #expect(opacity.compiledExpression?.location == .init(assetIndex: nil, layerPosition: 0, steps: [.key("ks"), .key("o")]))
        #expect(opacity.compiledExpression?.parseError == nil)
        #expect(animation.expressions.map(\.path) == ["layers[0].ks.o.x"])
        #expect(animation.diagnostics.isEmpty)
    }

    @Test func unusableKeyframesAreSkippedWithADiagnostic() throws {
        let text = Fixtures.animation(layer: Fixtures.shapeLayer(opacity: #"{"a":0,"k":[{"t":24},239,239]}"#))
        let animation = try Fixtures.decode(text)
        #expect(animation.layers[0].transform.opacity.animation == .keyframed([]))
        #expect(animation.diagnostics.contains { $0.path == "layers[0].ks.o.k[1]" })
    }
}

@Suite struct KeyframeTimeTests {
    @Test func keyframesWithoutATimeAreSkippedWithADiagnostic() throws {
        let text = Fixtures.animation(layer: Fixtures.shapeLayer(opacity: #"{"a":1,"k":[{"t":null,"s":[10]},{"t":5,"s":[20]},{"t":9,"s":[30]}]}"#))
        let animation = try Fixtures.decode(text)
        guard case .keyframed(let keyframes) = animation.layers[0].transform.opacity.animation else {
            Issue.record("expected keyframes")
            return
        }
        #expect(keyframes.map(\.time) == [5, 9])
        #expect(animation.diagnostics.contains { $0.path == "layers[0].ks.o.k[0]" && $0.message.contains("no time") })
    }
}

import LottieGraphics
import LottieModel
import Testing

@Suite struct MarkerAndSlotTests {
    @Test func markersKeepPlainAndJSONEncodedNames() throws {
        let extra = #","markers":[{"tm":0,"dr":10,"cm":"intro"},{"tm":10,"dr":0,"cm":"{\"name\":\"hold\",\"x\":1}"},{"tm":20,"dr":5,"cm":"{not json"}]"#
        let animation = try Fixtures.decode(Fixtures.animation(layer: Fixtures.shapeLayer(), extra: extra))
        #expect(animation.markers.map(\.name) == ["intro", "hold", "{not json"])
        #expect(animation.markers[1].comment == #"{"name":"hold","x":1}"#)
        #expect(animation.markers.map(\.endFrame) == [10, 10, 25])
        #expect(animation.marker(named: "hold")?.frame == 10)
        #expect(animation.marker(named: "missing") == nil)
    }

    @Test func duplicateMarkerNamesResolveToTheLast() throws {
        let extra = #","markers":[{"tm":0,"dr":10,"cm":"a"},{"tm":30,"dr":5,"cm":"a"}]"#
        let animation = try Fixtures.decode(Fixtures.animation(layer: Fixtures.shapeLayer(), extra: extra))
        #expect(animation.marker(named: "a")?.frame == 30)
    }

    @Test func slotReferencesAreResolved() throws {
        let extra = #","slots":{"alpha":{"p":{"a":0,"k":25}}}"#
        let layer = Fixtures.shapeLayer(opacity: #"{"a":0,"k":100,"sid":"alpha"}"#)
        let animation = try Fixtures.decode(Fixtures.animation(layer: layer, extra: extra))
        let opacity = animation.layers[0].transform.opacity
        #expect(opacity.animation == .constant(25))
        #expect(opacity.slotID == "alpha")
    }

    @Test func missingSlotFallsBackToTheOwnValue() throws {
        let layer = Fixtures.shapeLayer(opacity: #"{"a":0,"k":70,"sid":"nope"}"#)
        let animation = try Fixtures.decode(Fixtures.animation(layer: layer, extra: #","slots":{}"#))
        #expect(animation.layers[0].transform.opacity.animation == .constant(70))
    }

    @Test func slotErrorsPointIntoTheSlot() throws {
        let extra = #","slots":{"alpha":{"p":{"a":0,"k":"high"}}}"#
        let layer = Fixtures.shapeLayer(opacity: #"{"a":0,"k":100,"sid":"alpha"}"#)
        let error = try #require(Fixtures.error(Fixtures.animation(layer: layer, extra: extra)))
        #expect(error.path == "slots.alpha.p.k")
        #expect(error.code == .typeMismatch)
    }
}

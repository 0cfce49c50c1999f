import LottieGraphics
import LottieModel
import Testing

/// Layer effects from JSON as After Effects exports them: parameters read by position, scaled
/// with the layer, disabled ones skipped.
@Suite struct EffectRenderingTests {
    /// A 20 × 20 black square at (40, 40) on a shape layer scaled by `scale` % about (50, 50),
    /// carrying `effects`.
    private func render(_ effects: String, scale: Double = 100) throws -> PixelBuffer {
        let transform =
            #""ks":{"a":{"a":0,"k":[50,50]},"p":{"a":0,"k":[50,50]},"s":{"a":0,"k":["#
            + "\(scale),\(scale)" + #"]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        let square =
            #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}},"#
            + #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
        let layer = #"{"ty":4,"ind":1,"ip":0,"op":60,"# + transform + #","shapes":["# + square + #"],"ef":["# + effects + "]}"
        return try RenderingTests.render(layer)
    }

    private static func value(_ type: Int, _ v: String) -> String { #"{"ty":"# + "\(type)" + #","v":{"a":0,"k":"# + v + "}}" }

    /// Drop shadow: colour, opacity (0–255), direction (degrees clockwise from up), distance, softness.
    private static func dropShadow(direction: Double, distance: Double, enabled: String = #","en":1"#) -> String {
        #"{"ty":25,"nm":"Drop Shadow""# + enabled + #","ef":["#
            + [value(2, "[1,0,0,1]"), value(0, "255"), value(0, "\(direction)"), value(0, "\(distance)"), value(0, "0")]
            .joined(separator: ",") + "]}"
    }

    @Test func dropShadowFollowsDirectionAndDistance() throws {
        // 90° points right: the shadow shows 10 px to the right of the square.
        let right = try render(Self.dropShadow(direction: 90, distance: 10))
        #expect(right.straightColor(x: 65, y: 50) == Color(r: 1, g: 0, b: 0))
        #expect(right.straightColor(x: 35, y: 50).a == 0)
        #expect(right.straightColor(x: 50, y: 50) == .black)
        // 180° points down.
        let down = try render(Self.dropShadow(direction: 180, distance: 10))
        #expect(down.straightColor(x: 50, y: 65) == Color(r: 1, g: 0, b: 0))
        #expect(down.straightColor(x: 65, y: 50).a == 0)
    }

    @Test func dropShadowDistanceScalesWithTheLayer() throws {
        // At 50 % the square spans 45...55 and a 10 px distance becomes 5 px.
        let half = try render(Self.dropShadow(direction: 90, distance: 10), scale: 50)
        #expect(half.straightColor(x: 58, y: 50) == Color(r: 1, g: 0, b: 0))
        #expect(half.straightColor(x: 61, y: 50).a == 0)
    }

    @Test func disabledEffectsAreSkipped() throws {
        let off = try render(Self.dropShadow(direction: 90, distance: 10, enabled: #","en":0"#))
        #expect(off.straightColor(x: 65, y: 50).a == 0)
    }

    @Test func gaussianBlurSoftensEdges() throws {
        let blur = #"{"ty":29,"en":1,"ef":["# + Self.value(0, "20") + "," + Self.value(7, "1") + "]}"
        let pixels = try render(blur)
        #expect(pixels.straightColor(x: 37, y: 50).a > 0.05)
        #expect(pixels.straightColor(x: 50, y: 37).a > 0.05)
        #expect(pixels.straightColor(x: 41, y: 50).a < 0.9)
    }

    @Test func fillEffectRecolours() throws {
        let fill =
            #"{"ty":21,"en":1,"ef":["#
            + [
                Self.value(10, "0"), Self.value(7, "0"), Self.value(2, "[0,0,1,1]"), Self.value(7, "0"),
                Self.value(0, "0"), Self.value(0, "0"), Self.value(0, "1"),
            ].joined(separator: ",") + "]}"
        #expect(try render(fill).straightColor(x: 50, y: 50) == Color(r: 0, g: 0, b: 1))
    }

    @Test func renderedEffectsAreNotReportedButOthersAre() throws {
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[{"ty":3,"ind":1,"ip":0,"op":60,"#
            + #""ks":{},"ef":["# + Self.dropShadow(direction: 0, distance: 1) + #",{"ty":24,"en":1,"ef":[]}]}]}"#
        let animation = try Animation(jsonBytes: Array(json.utf8))
        let effects = animation.diagnostics.filter { $0.feature == "effect" }
        #expect(effects.map(\.path) == ["layers[0].ef[1]"])
        #expect(effects.first?.message.contains("pro levels") == true)
    }
}

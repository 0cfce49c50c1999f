import LottieGraphics
import Testing

/// Which edges land on whole pixels: precomposition bounds do; rectangles (`rc`) and drawn
/// paths (`sh`) keep anti-aliased edges, as After Effects draws them (ThorVG snaps rectangles).
@Suite struct PixelSnapRenderingTests {
    private func alpha(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Double { buffer.straightColor(x: x, y: y).a }

    /// A shape layer filling `shapes` black.
    private static func shapeLayer(_ shapes: String) -> String {
        #"{"ty":4,"ind":1,"ip":0,"op":60,"# + RenderingTests.identity + #","shapes":["# + shapes
            + #",{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}"#
    }

    /// A rectangle `rc` from x0 to x0 + width and y0 to y0 + height.
    private static func rectangle(_ x0: Double, _ y0: Double, _ width: Double, _ height: Double) -> String {
        #"{"ty":"rc","p":{"a":0,"k":["# + "\(x0 + width / 2),\(y0 + height / 2)" + #"]},"s":{"a":0,"k":["#
            + "\(width),\(height)" + #"]},"r":{"a":0,"k":0}}"#
    }

    @Test func rectanglesAndPathsKeepSoftEdges() throws {
        // The same box x 10.4–30.4, y 40–60, once drawn as a path and once as a rectangle:
        // both keep 60 % and 40 % of their edge columns.
        let path =
            #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[10.4,40],[30.4,40],[30.4,60],[10.4,60]],"#
            + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let drawn = try RenderingTests.render(Self.shapeLayer(path))
        #expect(abs(alpha(drawn, 10, 50) - 0.6) < 0.02)
        #expect(abs(alpha(drawn, 30, 50) - 0.4) < 0.02)
        #expect(alpha(drawn, 20, 50) > 0.99)

        let rectangle = try RenderingTests.render(Self.shapeLayer(Self.rectangle(10.4, 40, 20, 20)))
        #expect(abs(alpha(rectangle, 10, 50) - 0.6) < 0.02)
        #expect(abs(alpha(rectangle, 30, 50) - 0.4) < 0.02)
        #expect(alpha(rectangle, 20, 50) > 0.99)
    }

    @Test func precompositionBoundsClipToWholePixels() throws {
        // A 50×100 precomposition placed at x 0.4 clips x 0.4–50.4 to columns 0–49; the band
        // inside (y 10.4–20.4, wider than the precomposition) keeps 60 % of row 10 and 40 % of
        // row 20.
        let band = Self.shapeLayer(Self.rectangle(-20, 10.4, 140, 10))
        let assets = #"[{"id":"p","layers":["# + band + "]}]"
        let layer =
            #"{"ty":0,"ind":1,"refId":"p","w":50,"h":100,"ip":0,"op":60,"#
            + #""ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0.4,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}}"#
        let pixels = try RenderingTests.render(layer, assets: assets)
        #expect(alpha(pixels, 0, 15) > 0.99)
        #expect(alpha(pixels, 49, 15) > 0.99)
        #expect(alpha(pixels, 50, 15) == 0)
        #expect(abs(alpha(pixels, 25, 10) - 0.6) < 0.02)
        #expect(alpha(pixels, 25, 19) > 0.99)
        #expect(abs(alpha(pixels, 25, 20) - 0.4) < 0.02)
        #expect(alpha(pixels, 25, 9) == 0)
    }
}

import LottieGraphics
import LottieModel
import Testing

/// Solid layers' `sc` is read into a colour once, when decoding.
@Suite struct SolidColorTests {
    @Test(arguments: [
        ("#ff0000", Color(r: 1, g: 0, b: 0)), ("#F00", Color(r: 1, g: 0, b: 0)),
        ("#00ff0080", Color(r: 0, g: 1, b: 0)), ("red", .black), ("#12", .black),
    ])
    func solidLayersReadTheirColourOnce(_ sc: String, _ expected: Color) throws {
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":1,"ip":0,"op":60,"sw":10,"sh":10,"sc":""#
            + sc + #"","ks":{}}]}"#
        let layer = try #require(try Animation(jsonBytes: Array(json.utf8)).layers.first)
        #expect(layer.content == .solid(width: 10, height: 10, color: expected))
    }
}

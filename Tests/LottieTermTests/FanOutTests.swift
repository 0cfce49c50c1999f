import Foundation
import TestSupport
import Testing

/// Precompositions whose layers all use the next precomposition: 8 layers per level over 20
/// levels would be 8^19 layer instances. Every command stops at the layer-instance budget,
/// quickly, in bounded memory, and says so.
@Suite struct FanOutTests {
    /// The fan-out document, written to a temporary file.
    static let file: URL = {
        var assets: [String] = []
        for level in 0..<20 {
            let layers: String
            if level == 19 {
                layers =
                    #"[{"ty":4,"ind":1,"ip":0,"op":60,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]"#
            } else {
                layers =
                    "["
                    + (1...8).map { #"{"ty":0,"ind":\#($0),"refId":"p\#(level + 1)","w":100,"h":100,"ip":0,"op":60,"ks":{}}"# }
                    .joined(separator: ",") + "]"
            }
            assets.append(#"{"id":"p\#(level)","layers":\#(layers)}"#)
        }
        let json =
            #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[{"ty":0,"ind":1,"refId":"p0","w":100,"h":100,"ip":0,"op":60,"ks":{}}],"assets":["#
            + assets.joined(separator: ",") + "]}"
        let url = ScratchSpace.url("fan-out", extension: "json")
        try? Data(json.utf8).write(to: url)
        return url
    }()

    private func timed(_ arguments: [String]) throws -> (result: CLITests.Result, seconds: Double) {
        let start = ContinuousClock.now
        let result = try CLITests.run(arguments)
        let elapsed = ContinuousClock.now - start
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    @Test func renderStopsAtTheBudgetInBoundedTimeAndMemory() throws {
        let output = ScratchSpace.url("fan-out", extension: "png")
        defer { try? FileManager.default.removeItem(at: output) }
        let render = try timed(["render", Self.file.path, "--frame", "0", "-o", output.path])
        #expect(render.result.status == 0, "\(render.result.stderr)")
        #expect(render.seconds < 2)
        let bench = try CLITests.run(["bench", "--render", "--json", "--runs", "1", "--seconds", "0", Self.file.path])
        let peak = bench.stdout.split(separator: ",").first { $0.contains("peak_rss_mb") }.flatMap { Double($0.split(separator: ":").last ?? "") }
        #expect((peak ?? .infinity) < 200, "\(bench.stdout)")
    }

    @Test func checkAndTextOutputSayWhereTheyStopped() throws {
        let check = try timed(["check", Self.file.path])
        #expect(check.seconds < 2)
        #expect(check.result.stdout.contains("more than 5000 layer instances in one frame"))
        let ansi = try timed(["render", Self.file.path, "--format", "ansi", "--cols", "40"])
        #expect(ansi.result.status == 0)
        #expect(ansi.seconds < 2)
    }

    @Test func keypathsStopAtTheBudgetWithAWarning() throws {
        let keypaths = try timed(["keypaths", Self.file.path])
        #expect(keypaths.result.status == 0)
        #expect(keypaths.seconds < 5)
        #expect(keypaths.result.stdout.utf8.count < 20_000_000)
        #expect(keypaths.result.stderr.contains("more than 5000 layer instances"))
    }

    @Test func checkSaysWhereTheOffscreenPixelsRanOut() throws {
        // 300 masked solids over a 1024 × 1024 canvas: each needs a full-canvas offscreen layer,
        // and 2^28 pixels hold 256 of them.
        let mask =
            #"[{"mode":"a","pt":{"a":0,"k":{"c":true,"v":[[2,2],[1022,2],[1022,1022],[2,1022]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}]"#
        let layers = (1...300).map {
            ##"{"ty":1,"ind":\##($0),"sw":1024,"sh":1024,"sc":"#336699","ip":0,"op":10,"ks":{"o":{"a":0,"k":50}},"hasMask":true,"masksProperties":\##(mask)}"##
        }
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":1024,"h":1024,"layers":["# + layers.joined(separator: ",") + "]}"
        let url = ScratchSpace.url("offscreen", extension: "json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let check = try timed(["check", url.path])
        #expect(check.result.stdout.contains("offscreen layers (masks, mattes, blend modes, group opacity) need more than 268435456 pixels in one frame"), "\(check.result.stdout)")
        #expect(check.seconds < 30)
    }
}

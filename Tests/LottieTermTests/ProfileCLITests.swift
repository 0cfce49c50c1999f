import Foundation
import Lottie
import LottieModel
import TestSupport
import Testing

/// `profile`: per-layer costs that add up to the frame, sorted, with precomposition instances,
/// and its refusals.
@Suite struct ProfileCLITests {
    /// A precomposition holding a large blurred solid (the costly layer) and a small dot.
    static let heavy = #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":4,"w":400,"h":400,"assets":[{"id":"inner","layers":[
         {"ty":1,"ind":1,"nm":"Blurred","sw":400,"sh":400,"sc":"#3366cc","ip":0,"op":4,"ks":{},
          "ef":[{"ty":29,"en":1,"ef":[{"ty":0,"v":{"a":0,"k":60}},{"ty":0,"v":{"a":0,"k":1}}]}]},
         {"ty":4,"ind":2,"nm":"Dot","ip":0,"op":4,"ks":{},"shapes":[{"ty":"el","p":{"a":0,"k":[200,200]},
          "s":{"a":0,"k":[20,20]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}],
         "layers":[{"ty":0,"ind":1,"nm":"Scene","refId":"inner","w":400,"h":400,"ip":0,"op":4,"ks":{}}]}
        """#

    static func write(_ json: String) throws -> String {
        let url = ScratchSpace.url("profile", extension: "json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func number(_ value: JSONValue?) -> Double {
        if case .number(let n) = value { return n }
        return .nan
    }

    @Test func layersAddUpToTheFrameTimeAndTheCostlyLayerComesFirst() throws {
        let file = try Self.write(Self.heavy)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLITests.run(["profile", file, "--json", "--size", "256x256", "--passes", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        guard case .object(let report) = try JSONReader.parse(Array(result.stdout.utf8)),
            case .array(let layers) = report["layers"]
        else {
            Issue.record("not a JSON object: \(result.stdout)")
            return
        }
        let frame = Self.number(report["frame_ms"])
        let inLayers = Self.number(report["layers_ms"])
        #expect(Self.number(report["frames"]) == 8)
        // The layers hold the frame's time but for clearing and clipping: within 10 %.
        #expect(inLayers <= frame + 0.002 && inLayers >= 0.9 * frame, "layers \(inLayers) ms of \(frame) ms")
        let rows = layers.compactMap { layer -> (keypath: String, total: Double, inclusive: Double, pixels: Double)? in
            guard case .object(let row) = layer, case .string(let keypath) = row["keypath"] else { return nil }
            return (keypath, Self.number(row["total_ms"]), Self.number(row["inclusive_ms"]), Self.number(row["pixels"]))
        }
        #expect(rows.map(\.keypath).first == "Scene.Blurred")
        #expect(Set(rows.map(\.keypath)) == ["Scene", "Scene.Blurred", "Scene.Dot"])
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.total >= $1.total }, "sorted by time")
        let sum = rows.reduce(0) { $0 + $1.total }
        #expect(abs(sum - inLayers) <= 0.002 * Double(rows.count), "rows \(sum) ms, layers \(inLayers) ms")
        if let scene = rows.first(where: { $0.keypath == "Scene" }) {
            #expect(abs(scene.inclusive - inLayers) <= 0.003, "the precomposition layer includes its layers")
        }
        #expect(rows.first(where: { $0.keypath == "Scene.Dot" })?.pixels ?? 0 < 1000)
        #expect(rows.first(where: { $0.keypath == "Scene.Blurred" })?.pixels == Double(256 * 256))
    }

    @Test func textOutputHasTheFrameLineAndOneRowPerLayer() throws {
        let result = try CLITests.run(["profile", CLITests.sample, "--frames", "0-9", "--size", "64x64", "--passes", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(CLITests.sample): 10 frames × 1 pass at 64x64: ") == true)
        #expect(lines.first?.contains("ms in layers") == true)
        #expect(lines.count == 2 + 5, "\(result.stdout)")
        for name in ["Sky", "Ball", "Floor", "Title", "Shadow"] {
            #expect(lines.contains { $0.hasSuffix("  " + name) }, "\(name)")
        }
    }

    @Test(arguments: [
        (["--frames", "999"], "--frames: frame 999 is outside the animation's frames 0-120"),
        (["--passes", "0"], "--passes must be between 1 and 100"),
        (["--marker", "nope"], "--marker: no marker named 'nope'"),
        (["--size", "0x10"], "--size"),
    ])
    func badOptionsExit64WithTheReason(arguments: [String], message: String) throws {
        let result = try CLITests.run(["profile", CLITests.sample] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

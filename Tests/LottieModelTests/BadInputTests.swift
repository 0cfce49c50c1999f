import LottieModel
import TestSupport
import Testing

/// Malformed, wrongly typed and out-of-range documents: each one must throw a
/// `LottieDecodingError` that says what and where, never trap.
@Suite struct BadInputTests {
    @Test(arguments: [
        // (document, code, path, message fragment)
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10}"#, "missingField", "layers", "missing required field"),
        (#"{"ip":0,"op":60,"w":10,"h":10,"layers":[]}"#, "missingField", "fr", "\"fr\""),
        (#"{"fr":"30","ip":0,"op":60,"w":10,"h":10,"layers":[]}"#, "typeMismatch", "fr", "expected a number, found a string"),
        (#"{"fr":0,"ip":0,"op":60,"w":10,"h":10,"layers":[]}"#, "invalidValue", "fr", "positive"),
        (#"{"fr":30,"ip":10,"op":10,"w":10,"h":10,"layers":[]}"#, "invalidValue", "op", "greater than in point"),
        (#"{"fr":30,"ip":0,"op":60,"w":-5,"h":10,"layers":[]}"#, "invalidValue", "w", "negative"),
        (#"{"fr":30,"ip":0,"op":60,"w":1e6,"h":1e6,"layers":[]}"#, "limitExceeded", "w", "10^9"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":1e12,"layers":[]}"#, "limitExceeded", "h", "10^9"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":-1,"layers":[]}"#, "invalidValue", "h", "negative"),
        (#"{"fr":30,"ip":1e300,"op":60,"w":10,"h":10,"layers":[]}"#, "invalidValue", "ip", "out point (op) 60.0 must be greater than in point (ip)"),
        (#"{"fr":30,"ip":-5,"op":-10,"w":10,"h":10,"layers":[]}"#, "invalidValue", "ip", "in point (ip) -5.0"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":{}}"#, "typeMismatch", "layers", "expected an array"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[7]}"#, "typeMismatch", "layers[0]", "expected an object, found a number"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ip":0,"op":1}]}"#, "missingField", "layers[0].ty", "\"ty\""),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":1,"ks":{"o":{"a":0,"k":"x"}}}]}"#, "typeMismatch", "layers[0].ks.o.k", "expected a number"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":1,"ks":{"o":{"a":0}}}]}"#, "missingField", "layers[0].ks.o.k", "\"k\""),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":0,"ip":0,"op":1}]}"#, "missingField", "layers[0].refId", "\"refId\""),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":1,"masksProperties":[{"mode":"a"}]}]}"#, "missingField", "layers[0].masksProperties[0].pt", "\"pt\""),
        (
            #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":1,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":"a","y":0}},{"t":9,"s":[1]}]}}}]}"#, "typeMismatch",
            "layers[0].ks.o.k[0].o.x", "expected a number or an array of numbers"
        ),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":"1"}]}"#, "typeMismatch", "layers[0].op", "expected a number, found a string"),
        (#"[1,2,3]"#, "typeMismatch", "", "expected an object, found an array"),
    ])
    func wrongDocumentsNameThePlace(_ input: (String, String, String, String)) throws {
        let error = try #require(Fixtures.error(input.0))
        #expect(error.code.description == input.1)
        #expect(error.path == input.2)
        #expect(error.message.contains(input.3), "\(error.message)")
    }

    @Test(arguments: ["", "   ", "\u{0}\u{1}garbage", "{", #"{"fr":30,"ip":0,"#, "nul", "\u{FEFF}"])
    func truncatedAndGarbageInputIsMalformed(_ text: String) throws {
        let error = try #require(Fixtures.error(text))
        #expect(error.code == .malformedJSON)
        #expect(error.line != nil && error.column != nil)
    }

    @Test func messagesShowKeysOnOneLineAndShortened() throws {
        let key = "a\nb" + String(repeating: "x", count: 500)
        let error = try #require(Fixtures.error("{\"" + key.replacingOccurrences(of: "\n", with: "\\n") + "\" 1}"))
        #expect(!error.description.contains("\n"), "\(error.description)")
        #expect(error.description.contains("a\\nb"))
        #expect(error.description.count < 200)
        #expect("x\u{1B}[2Jy".messageText() == "x\\u{1B}[2Jy")
        #expect(String(repeating: "é", count: 100).messageText(limit: 10) == String(repeating: "é", count: 10) + "…")
    }

    @Test func deeplyNestedShapeGroupsAreALimit() throws {
        var group = #"{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}"#
        for _ in 0..<200 { group = #"{"ty":"gr","it":["# + group + "]}" }
        let text = Fixtures.animation(layer: Fixtures.shapeLayer(shapes: "[\(group)]"))
        let error = try #require(Fixtures.error(text))
        #expect(error.code == .limitExceeded)
    }

    /// Seeded mutations of the built-in sample: truncation, byte flips, deleted spans and
    /// huge numbers. Every outcome must be a model or a `LottieDecodingError`.
    @Test func mutatedSamplesNeverTrap() throws {
        let sample = Corpus.samples.appendingPathComponent("bouncing-ball.json")
        let original = Array(try String(contentsOf: sample, encoding: .utf8).utf8)
        var random = SplitMix64(seed: 0x5EED)
        var decoded = 0
        var rejected = 0
        for round in 0..<400 {
            var bytes = original
            switch round % 4 {
            case 0: bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            case 1:
                for _ in 0..<3 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            case 2:
                let start = Int(random.next() % UInt64(bytes.count))
                let length = min(Int(random.next() % 40), bytes.count - start)
                bytes.removeSubrange(start..<(start + length))
            default:
                let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
                let at = digits[Int(random.next() % UInt64(digits.count))]
                bytes.insert(contentsOf: Array("9999999999e300".utf8), at: at)
            }
            do {
                _ = try Animation(jsonBytes: bytes)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                rejected += 1
            }
        }
        #expect(decoded + rejected == 400)
        #expect(rejected > 100)
    }
}

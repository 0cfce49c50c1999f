import LottieModel
import Testing

@Suite struct JSONReaderTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    private func parseError(_ text: String) -> LottieDecodingError? {
        do {
            _ = try JSONReader.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryValueKind() throws {
        let value = try parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": "x\"\u00e9\n", "c": {}} "#)
        let object = try #require(value.objectValue)
        #expect(object["a"] == .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null]))
        #expect(object["b"] == .string("x\"é\n"))
        #expect(object["c"] == .object(JSONObject()))
        #expect(object.keys == ["a", "b", "c"])
    }

    @Test(arguments: [
        "0", "-0", "1", "0.1", "0.30000000000000004", "123456789.123456789", "1e-7", "2.5E+10",
        "9007199254740993", "1.7976931348623157e308", "4.9e-324", "0.0000000000000000000000001",
        "12345678901234567890123", "-33.333333333333336", "0.667",
    ])
    func numbersMatchTheStandardLibrary(_ text: String) throws {
        #expect(try parse(text) == .number(try #require(Double(text))))
    }

    @Test func surrogatePairsDecode() throws {
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test func aWideObjectParsesInLinearTime() throws {
        let keys = (0..<50_000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let text = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[],"extra":{"# + keys + "}}"
        let bytes = Array(text.utf8)
        let start = ContinuousClock.now
        _ = try Animation(jsonBytes: bytes)
        let elapsed = ContinuousClock.now - start
        // About 8 ms in a release build (it was 1.5 s when each key was compared with all before it).
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
    }

    @Test func repeatedKeysInWideObjectsKeepTheLastValue() throws {
        let filler = (0..<40).map { #""x\#($0)":0"# }.joined(separator: ",")
        for (first, second) in [("\"nm\":\"first\",", "\"nm\":\"second\""), ("", "\"nm\":\"first\",\"nm\":\"second\"")] {
            let layer = "{" + first + filler + "," + #""ty":3,"ind":1,"ip":0,"op":10,"ks":{},"# + second + "}"
            let text = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":["# + layer + "]}"
            let animation = try Animation(jsonBytes: Array(text.utf8))
            #expect(animation.layers.first?.name == "second")
        }
    }

    @Test func repeatedKeysKeepTheLastValue() throws {
        let object = try #require(try parse(#"{"k": 1, "k": 2}"#).objectValue)
        #expect(object["k"] == .number(2))
    }

    @Test(arguments: [
        ("", 1, 1, "the input is empty"),
        ("{\"a\": 1,\n  \"b\" 2}", 2, 7, "expected ':'"),
        ("[1, 2", 1, 6, "expected ',' or ']'"),
        ("{\"a\": tru}", 1, 10, "literal"),
        ("[01]", 1, 2, "leading zero"),
        ("[1.]", 1, 4, "after the decimal point"),
        ("\"abc", 1, 1, "unterminated string"),
        ("[1] x", 1, 5, "after the JSON value"),
        ("{\"a\": NaN}", 1, 7, "expected a value"),
        ("[\"\\x\"]", 1, 4, "invalid escape"),
    ])
    func syntaxErrorsGiveLineAndColumn(_ input: (String, Int, Int, String)) throws {
        let error = try #require(parseError(input.0))
        #expect(error.code == .malformedJSON)
        #expect(error.line == input.1)
        #expect(error.column == input.2)
        #expect(error.message.contains(input.3), "\(error.message)")
    }

    @Test func numbersOutOfRangeAreInvalid() throws {
        let error = try #require(parseError("[1e400]"))
        #expect(error.code == .invalidValue)
        #expect(error.description.contains("out of range"))
    }

    @Test func deepNestingIsALimitNotACrash() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = try #require(parseError(deep))
        #expect(error.code == .limitExceeded)
        #expect(error.description.contains("nesting"))
    }

    @Test func hugeArraysAreALimit() throws {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(20_000_002)
        for _ in 0..<10_000_000 { bytes.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: ",")]) }
        bytes[bytes.count - 1] = UInt8(ascii: "]")
        #expect(throws: LottieDecodingError.self) { try JSONReader.parse(bytes) }
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            #expect(error.code == .limitExceeded)
        }
    }

    @Test func inputWithoutContiguousStorageParsesTheSame() throws {
        // A lazy map has no contiguous storage: the reader copies it first.
        let text = #"{"a": [1, -2.5, "x"], "b": {"c": null}}"#
        #expect(try JSONReader.parse(Array(text.utf8).lazy.map { $0 }) == parse(text))
        let malformed = "[1,\n 2 3]"
        let expected = try #require(parseError(malformed))
        #expect(throws: expected) { try JSONReader.parse(Array(malformed.utf8).lazy.map { $0 }) }
    }

    @Test func writerRoundTrips() throws {
        let text = #"{"a":[1,-2.5,300,true,false,null],"b":"x\"é\n\u0001","c":{},"d":0.1}"#
        let value = try parse(text)
        #expect(try parse(JSONWriter.string(of: value)) == value)
        #expect(JSONWriter.string(of: value) == text)
    }
}

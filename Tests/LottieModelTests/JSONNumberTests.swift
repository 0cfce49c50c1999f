import LottieModel
import TestSupport
import Testing

/// The parser's number scanner (digits read eight at a time, converted exactly where that is
/// safe) gives, bit for bit, what the standard library's correctly rounded parser gives.
@Suite struct JSONNumberTests {
    /// Numbers at the scanner's edges: signs and zeros, 8 and 19 digits (a word, a UInt64),
    /// 2^53, exponents, 10^22, denormals, the largest Double, and more digits than fit.
    private static let edgeCases = [
        "0", "-0", "0.0", "-0.0", "0e0", "-0E-0", "1", "-1", "7", "12345678", "123456789", "1234567.8",
        "99999999", "0.12345678", "0.123456789", "1.2345678e3", "1E+2", "2.5e-3", "1e22", "1e23", "1e-22",
        "1e-23", "9007199254740991", "9007199254740992", "9007199254740993", "-9007199254740993",
        "0.9411764705882353", "0.8784313725490196", "1234567890123456789", "9999999999999999999",
        "18446744073709551615", "18446744073709551616", "99999999999999999999", "0.00000000000000000001",
        "123456789012345678901234567890", "2.2250738585072014e-308", "2.2250738585072011e-308",
        "4.9406564584124654e-324", "4.9e-324", "2e-324", "1e-400", "-1e-400", "1.7976931348623157e308",
        "0.30000000000000004", "-33.333333333333336", "100000000000000000000000e-24", "1e000000000000000001",
        // Mantissas above 2^53 over a power of ten, ties among them (2^52 + 1/2 rounds to even).
        "0.16666666666666666", "-0.8333333333333334", "4503599627370496.5", "4503599627370497.5",
        "9007199254740993.0", "9007199254740995.0", "18446744073709551.615", "1844674407370955161.5",
        "0.1234567890123456789", "9999999999999999.999", "12345678901234567e-22", "9007199254740993e-22",
    ]

    @Test func edgeCasesMatchTheStandardLibrary() throws {
        try expectStandardValues(Self.edgeCases)
    }

    @Test func generatedNumbersMatchTheStandardLibrary() throws {
        var random = SplitMix64(seed: 34)
        var texts: [String] = []
        for _ in 0..<20_000 { texts.append(Self.number(using: &random)) }
        try expectStandardValues(texts)
    }

    /// Each text parses to the standard library's value, alone (the last bytes of the input,
    /// read a byte at a time) and in an array (read a word at a time), whatever follows it.
    private func expectStandardValues(_ texts: [String]) throws {
        for text in texts {
            let expected = try #require(Double(text), "\(text)")
            guard expected.isFinite else { continue }
            let alone = try JSONReader.parse(Array(text.utf8))
            #expect(alone.numberValue?.bitPattern == expected.bitPattern, "\(text)")
        }
        let finite = texts.filter { Double($0)?.isFinite == true }
        let separators = [",", ", ", ",\n  ", " ,"]
        var document = "["
        for (index, text) in finite.enumerated() {
            if index > 0 { document += separators[index % separators.count] }
            document += text
        }
        document += "]"
        let parsed = try JSONReader.parse(Array(document.utf8))
        let values = try #require(parsed.arrayValue)
        #expect(values.count == finite.count)
        for (text, value) in zip(finite, values) {
            #expect(value.numberValue?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    /// JavaScript's shortest round-trip texts of random doubles in Lottie's ranges: 15 to 17
    /// significant digits, mostly above 2^53 as integers.
    @Test func roundTripTextsMatchTheStandardLibrary() throws {
        var random = SplitMix64(seed: 35)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let scales: [Double] = [1, 0.001, 100, 10_000]
            let scale = scales.randomElement(using: &random) ?? 1
            texts.append(String(Double.random(in: -1...1, using: &random) * scale))
        }
        try expectStandardValues(texts.filter { !$0.contains("e") })
    }

    /// A random JSON number: up to 22 integer digits, up to 24 fraction digits, sometimes an
    /// exponent up to ±340, with short numbers (Lottie's kind) the most common.
    private static func number(using random: inout SplitMix64) -> String {
        var text = Bool.random(using: &random) ? "-" : ""
        let integerDigits = Bool.random(using: &random) ? Int.random(in: 1...3, using: &random) : Int.random(in: 1...22, using: &random)
        text += digits(integerDigits, using: &random, leadingZero: integerDigits == 1)
        if Int.random(in: 0..<4, using: &random) > 0 {
            let fractionDigits = Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : Int.random(in: 1...24, using: &random)
            text += "." + digits(fractionDigits, using: &random, leadingZero: true)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random) ?? "e"
            text += String(Int.random(in: 0...340, using: &random))
        }
        return text
    }

    private static func digits(_ count: Int, using random: inout SplitMix64, leadingZero: Bool) -> String {
        var text = ""
        for index in 0..<count {
            let lowest = index == 0 && !leadingZero ? 1 : 0
            text += String(Int.random(in: lowest...9, using: &random))
        }
        return text
    }
}

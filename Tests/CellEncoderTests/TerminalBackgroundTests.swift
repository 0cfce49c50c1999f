import CellEncoder
import LottieGraphics
import Testing

/// Reading the terminal's answer to the background query, and `COLORFGBG`.
@Suite struct TerminalBackgroundTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func fourDigitChannelsEndedByST() {
        let reply = Self.bytes("\u{1B}]11;rgb:ffff/8080/0000\u{1B}\\\u{1B}[?64;1;2c")
        #expect(TerminalBackground.parse(reply) == Color(r: 1, g: 0x8080 / 65535.0, b: 0))
        #expect(TerminalBackground.isComplete(reply))
    }

    @Test func twoDigitChannelsEndedByBEL() {
        #expect(TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:00/00/00\u{07}")) == Color(r: 0, g: 0, b: 0))
        #expect(TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:f/f/f\u{07}")) == Color(r: 1, g: 1, b: 1))
    }

    @Test func keysTypedBeforeTheReplyAreIgnored() {
        let reply = Self.bytes("q\u{1B}[A\u{1B}]11;rgb:2020/2020/2020\u{07}")
        #expect(TerminalBackground.parse(reply) == Color(r: 0x2020 / 65535.0, g: 0x2020 / 65535.0, b: 0x2020 / 65535.0))
    }

    @Test(arguments: [
        "", "\u{1B}[?62c", "\u{1B}]11;rgb:zz/00/00\u{07}", "\u{1B}]11;rgb:00/00\u{07}", "\u{1B}]11;rgb:00/00/00",
        "\u{1B}]11;rgb:12345/0/0\u{07}", "\u{1B}]11;#ffffff\u{07}", "\u{1B}]10;rgb:ff/ff/ff\u{07}",
    ])
    func garbageGivesNoColour(reply: String) {
        #expect(TerminalBackground.parse(Self.bytes(reply)) == nil)
    }

    @Test func theDeviceAttributesAnswerEndsTheWait() {
        #expect(!TerminalBackground.isComplete(Self.bytes("\u{1B}]11;rgb:00/00/00\u{07}")))
        #expect(TerminalBackground.isComplete(Self.bytes("\u{1B}[?1;2c")))
        #expect(!TerminalBackground.isComplete(Self.bytes("\u{1B}[?1;2")))
    }

    @Test func colorFGBG() {
        #expect(TerminalBackground.fromColorFGBG("15;0") == .black)
        #expect(TerminalBackground.fromColorFGBG("0;15") == .white)
        #expect(TerminalBackground.fromColorFGBG("0;default;7") == .white)
        #expect(TerminalBackground.fromColorFGBG(nil) == nil)
        #expect(TerminalBackground.fromColorFGBG("default") == nil)
        #expect(TerminalBackground.fromColorFGBG("1;999") == nil)
    }
}

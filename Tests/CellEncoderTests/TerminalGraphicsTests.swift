import CellEncoder
import Testing

/// Pixel detection against the answers terminals give to ``TerminalGraphics/query`` (after an
/// OSC 11 background query in the same round). xterm, tmux, kitty and foot were recorded on
/// this machine from Debian 12's packages: xterm 379 under Xvfb and tmux 3.3a inside it, kitty
/// 0.26.5 under Xvfb, foot 1.13.1 in weston's X11 backend under Xvfb (a script in the terminal
/// wrote the queries to /dev/tty in raw mode and saved what came back). WezTerm, which Debian
/// does not ship, is written from the reply formats its documentation gives.
@Suite struct TerminalGraphicsTests {
    static let recorded: [String: String] = [
        "xterm -ti vt340":
            "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[?2;0;800;480S\u{1B}[?63;1;2;4;6;9;15;16;22;28c",
        "xterm": "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;3S\u{1B}[?2;3S\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c",
        "tmux": "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c",
        "kitty": "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;22;10t\u{1B}[?62;c",
        "foot":
            "\u{1B}]11;rgb:1111/1111/1111\u{1B}\\\u{1B}P>|foot(1.13.1)\u{1B}\\\u{1B}[6;16;7t\u{1B}[?1;0;1024S\u{1B}[?2;0;693;464S\u{1B}[?62;4;22c",
        "WezTerm":
            "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{1B}\\\u{1B}[6;16;8t\u{1B}[?1;0;256S\u{1B}[?65;4;6;18;22c",
        "silent": "",
    ]

    static func graphics(_ name: String, environment: [String: String] = [:]) -> TerminalGraphics {
        TerminalGraphics(reply: Array((recorded[name] ?? "").utf8), environment: environment)
    }

    @Test func xtermVT340OffersSixelWithItsRegistersAndLimit() throws {
        var xterm = Self.graphics("xterm -ti vt340")
        #expect(xterm.sixel && !xterm.kitty && xterm.version == "XTerm(379)" && xterm.colorRegisters == 1024)
        #expect(xterm.sixelLimit?.width == 800 && xterm.sixelLimit?.height == 480)
        // xterm does not answer CSI 16 t; the player takes the cell size from TIOCGWINSZ instead.
        #expect(xterm.cellSize == nil)
        #expect(PixelTarget.resolve(.auto, xterm).reason == "cell size in pixels unknown")
        xterm.cellSize = (10, 20)
        let resolved = PixelTarget.resolve(.auto, xterm).target
        #expect(resolved == PixelTarget(mode: .sixel, cellWidth: 10, cellHeight: 20, colorRegisters: 1024, largestImage: (800, 480)))
        // An 80 × 40 viewport (800 × 800 pixels) is drawn at xterm's largest sixel, 480 × 480.
        let target = try #require(resolved)
        #expect(target.imageSize(columns: 80, rows: 40) == (480, 480))
        #expect(target.imageSize(columns: 40, rows: 12) == (400, 240))
        #expect(PixelChoice.auto.resolve(Self.graphics("xterm")).mode == nil)
    }

    @Test func kittyAndWezTermGetKitty() {
        let kitty = Self.graphics("kitty")
        #expect(kitty.kitty && !kitty.sixel && kitty.cellSize?.width == 10 && kitty.cellSize?.height == 22)
        #expect(PixelTarget.resolve(.auto, kitty).target?.mode == .kitty)
        let wezterm = Self.graphics("WezTerm")
        #expect(wezterm.kitty && wezterm.sixel && wezterm.colorRegisters == 256)
        #expect(PixelTarget.resolve(.auto, wezterm).target == PixelTarget(mode: .kitty, cellWidth: 8, cellHeight: 16, colorRegisters: 256))
        // Asked for by name, the protocol is used when the terminal's cell size is known.
        #expect(PixelTarget.resolve(.sixel, wezterm).target?.mode == .sixel)
        #expect(PixelTarget.resolve(.off, wezterm).target == nil)
    }

    @Test func footGetsSixel() {
        let foot = Self.graphics("foot")
        #expect(foot.sixel && !foot.kitty && foot.version == "foot(1.13.1)" && foot.cellSize?.height == 16)
        #expect(foot.colorRegisters == 1024 && foot.sixelLimit?.width == 693 && foot.sixelLimit?.height == 464)
        #expect(PixelTarget.resolve(.auto, foot).target?.mode == .sixel)
    }

    @Test func tmuxWithoutSixelDrawsCells() {
        let tmux = Self.graphics("tmux", environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
        #expect(tmux.underTmux && !tmux.sixel)
        #expect(PixelTarget.resolve(.auto, tmux).target == nil)
        #expect(PixelTarget.resolve(.auto, tmux).reason == "tmux shows no pixels")
        // XTVERSION alone tells tmux apart; a tmux built with sixel lists it in DA1.
        #expect(Self.graphics("tmux").underTmux)
        var sixelTmux = TerminalGraphics(reply: Array("\u{1B}P>|tmux 3.4\u{1B}\\\u{1B}[?62;4c".utf8), environment: [:])
        sixelTmux.cellSize = (9, 18)
        #expect(PixelTarget.resolve(.auto, sixelTmux).target?.mode == .sixel)
    }

    @Test func aSilentTerminalDrawsCells() {
        let silent = Self.graphics("silent")
        #expect(silent == TerminalGraphics())
        #expect(PixelTarget.resolve(.auto, silent).reason == "no pixel protocol answered")
        #expect(!TerminalGraphics.isComplete([]))
    }

    @Test func theRoundEndsWithDA1Only() {
        for (name, reply) in Self.recorded where name != "silent" {
            #expect(TerminalGraphics.isComplete(Array(reply.utf8)), "\(name)")
            // Cut before DA1's final byte: more is coming.
            #expect(!TerminalGraphics.isComplete(Array(reply.utf8.dropLast())), "\(name)")
        }
        #expect(TerminalGraphics.query.suffix(3) == Array("\u{1B}[c".utf8))
    }
}

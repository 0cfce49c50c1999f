import ArgumentParser
import CellEncoder
import CursesTerminal
import Foundation
import Lottie
import LottieGraphics
import PlayerUI

/// What `play` and `render --format ansi` share about turning pixels into cells: the terminal's
/// background, the backdrop, supersampling, dithering and linear-light averaging.
struct CellStyleOptions: ParsableArguments {
    /// The longest wait for the terminal's answer to the background query.
    static let queryTimeoutMilliseconds = 200

    @Option(
        name: .customLong("terminal-bg"),
        help: ArgumentHelp(
            "The terminal's background, which translucent pixels blend over: auto (ask the terminal, waiting at most 200 ms, then COLORFGBG, else dark), dark, light or #rrggbb.",
            valueName: "auto|dark|light|#rrggbb"))
    var terminalBackground: TerminalBackgroundChoice = .auto

    @Option(
        help: "What transparent areas show: terminal (its own background), checkerboard (greys #999999 and #666666), black or white.")
    var backdrop: BackdropMode = .terminal

    @Option(help: "Rendered pixels per cell pixel along each axis, 1...8; each cell pixel is their area average.")
    var supersample = CellEncoder.defaultSupersampling

    @Option(
        help: "Dithering in 256, 240, 16 colours and mono: ordered (an 8x8 Bayer pattern tied to the screen, steady from frame to frame) or none (the nearest colour).")
    var dither: DitherChoice = .ordered

    @Flag(help: "Average supersampled pixels in linear light instead of sRGB.")
    var linearLight = false

    func validate() throws {
        if !(1...CellEncoder.maxSupersampling).contains(supersample) {
            throw ValidationError("--supersample must be between 1 and \(CellEncoder.maxSupersampling)")
        }
    }

    /// The viewport style, with the terminal's background found as `--terminal-bg` says (from
    /// `answer`, when the terminal was already asked).
    func style(environment: [String: String], answer: Color?? = nil) -> ViewportStyle {
        ViewportStyle(
            terminalBackground: terminalBackground.resolve(environment: environment, answer: answer), supersampling: supersample,
            dithers: dither == .ordered, averagesInLinearLight: linearLight)
    }
}

/// `--terminal-bg auto|dark|light|#rrggbb`.
enum TerminalBackgroundChoice: ExpressibleByArgument, Equatable {
    case auto
    case color(Color)

    init?(argument: String) {
        switch argument {
        case "auto": self = .auto
        case "dark": self = .color(.black)
        case "light": self = .color(.white)
        default:
            guard argument.count == 7, let color = ValueLiteral.hexColor(argument) else { return nil }
            self = .color(color)
        }
    }

    var defaultValueDescription: String { "auto" }

    /// The colour: asked of the terminal (OSC 11, with a short timeout), else from `COLORFGBG`,
    /// else black.
    func resolve(environment: [String: String], answer known: Color?? = nil) -> Color {
        switch self {
        case .color(let color): return color
        case .auto:
            if let known { return known ?? TerminalBackground.fromColorFGBG(environment["COLORFGBG"]) ?? .black }
            if let answer = TerminalQuery.backgroundColor(timeoutMilliseconds: CellStyleOptions.queryTimeoutMilliseconds) {
                return answer
            }
            return TerminalBackground.fromColorFGBG(environment["COLORFGBG"]) ?? .black
        }
    }
}

/// `--dither ordered|none`.
enum DitherChoice: String, ExpressibleByArgument, CaseIterable {
    case ordered, none
}

extension BackdropMode: ExpressibleByArgument {}

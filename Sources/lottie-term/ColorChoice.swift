import ArgumentParser
import CellEncoder
import Lottie

/// `--color auto|truecolor|256|16|mono`: a fixed colour mode, or the one the environment advertises.
enum ColorChoice: ExpressibleByArgument, Equatable {
    /// Truecolor when `COLORTERM` is `truecolor` or `24bit`, else 256; monochrome when `NO_COLOR` is set.
    case auto
    case fixed(ColorMode)

    init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if let mode = ColorMode(rawValue: argument) {
            self = .fixed(mode)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + ColorMode.allCases.map(\.rawValue) }

    var defaultValueDescription: String {
        switch self {
        case .auto: "auto"
        case .fixed(let mode): mode.rawValue
        }
    }

    /// The colour mode to use, given the process environment.
    func resolve(environment: [String: String]) -> ColorMode {
        switch self {
        case .auto: ColorMode.detect(environment: environment)
        case .fixed(let mode): mode
        }
    }
}

extension CellMode: ExpressibleByArgument {}
extension PixelChoice: ExpressibleByArgument {}
extension PixelMode: ExpressibleByArgument {}

/// `play --cells KIND[,KIND...]`: the cell kind to start in, then the others `b` cycles through.
struct CellModeList: ExpressibleByArgument, Equatable {
    let modes: [CellMode]

    init(_ modes: [CellMode]) { self.modes = modes }

    init?(argument: String) {
        let modes = argument.split(separator: ",", omittingEmptySubsequences: false).map { CellMode(rawValue: String($0)) }
        guard !modes.isEmpty, !modes.contains(nil) else { return nil }
        self.modes = modes.compactMap { $0 }
    }

    var defaultValueDescription: String { modes.map(\.rawValue).joined(separator: ",") }
}

import LottieGraphics

/// How a layer composites onto what is below it (`bm`): one of the blend modes LottieGraphics
/// defines (0 normal … 17 hard mix), or a code the format does not define, kept as is.
package enum LayerBlendMode: Sendable, Hashable {
    case mode(BlendMode)
    case unknown(Int)

    /// The blend mode of `code`.
    package init(code: Int) {
        self = BlendMode(rawValue: code).map(Self.mode) ?? .unknown(code)
    }

    /// The `bm` code.
    package var code: Int {
        switch self {
        case .mode(let mode): mode.rawValue
        case .unknown(let code): code
        }
    }

    /// The mode to draw with: unknown codes draw as `normal`.
    package var drawn: BlendMode {
        if case .mode(let mode) = self { return mode }
        return .normal
    }
}

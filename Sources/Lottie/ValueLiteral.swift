import LottieCore
import LottieGraphics

/// A property value typed as text, before it is matched to a property kind: `#rrggbb[aa]` or
/// `r,g,b[,a]` (a colour; components 0–1, or 0–255 when one exceeds 1), a number, or `x,y` /
/// `w,h` (a point or a size). What `--set` and the player's inspector read.
///
/// ```swift
/// if let literal = ValueLiteral(parsing: "#ff8000"), let provider = literal.provider(for: [.color]) {
///     renderer.setValueProvider(provider, keypath: "**.Fill 1.Color")
/// }
/// ```
package enum ValueLiteral: Equatable, Sendable {
    /// A colour, components 0–1.
    case color(Color)
    /// A number.
    case number(Double)
    /// Two numbers: a point or a size.
    case pair(Double, Double)

    /// Parses `text` (surrounding spaces ignored); nil when it is none of the notations.
    package init?(parsing text: String) {
        let text = Self.trimmed(Substring(text))
        if text.hasPrefix("#") {
            guard let color = Self.hexColor(String(text)) else { return nil }
            self = .color(color)
            return
        }
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(Self.trimmed($0)) }
        guard numbers.allSatisfy({ $0?.isFinite ?? false }) else { return nil }
        let values = numbers.compactMap { $0 }
        switch values.count {
        case 1: self = .number(values[0])
        case 2: self = .pair(values[0], values[1])
        case 3, 4:
            let scale = values.contains { $0 > 1 } ? 1.0 / 255 : 1
            self = .color(
                Color(
                    r: values[0] * scale, g: values[1] * scale, b: values[2] * scale,
                    a: values.count == 4 ? values[3] * scale : 1))
        default: return nil
        }
    }

    /// `#rrggbb` or `#rrggbbaa` (the `#` is optional), or nil.
    package static func hexColor(_ text: String) -> Color? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        return digits.utf8.count == 6 || digits.utf8.count == 8 ? Color(hex: digits) : nil
    }

    /// A constant provider for properties of `kinds` (the kinds a keypath matched), or nil
    /// when the value fits none of them.
    package func provider(for kinds: Set<KeypathValue.Kind>) -> (any AnyValueProvider)? {
        switch self {
        case .color(let color) where kinds.contains(.color): ColorValueProvider(color)
        case .number(let number) where kinds.contains(.number): FloatValueProvider(number)
        case .pair(let x, let y) where kinds.contains(.point): PointValueProvider(Vector2(x, y))
        case .pair(let w, let h) where kinds.contains(.size): SizeValueProvider(Vector2(w, h))
        default: nil
        }
    }

    /// `a colour`, `a number` or `a point or size`, for messages.
    package var kindDescription: String {
        switch self {
        case .color: "a colour"
        case .number: "a number"
        case .pair: "a point or size"
        }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop { $0 == " " || $0 == "\t" }
        return start.prefix(start.count - start.reversed().prefix { $0 == " " || $0 == "\t" }.count)
    }
}

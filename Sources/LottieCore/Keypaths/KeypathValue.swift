import LottieGraphics
import LottieModel

/// The value of an animatable property at one frame, typed by what the property holds.
///
/// Printed with `description` in the notation the `--set` option of `lottie-term` reads
/// back: `#rrggbb` (or `#rrggbbaa`), a number, `x,y`, `w,h`.
///
/// ```swift
/// if case .color(let color) = renderer.getValue(for: "Layer.Fill 1.Color", atFrame: 0) { print(color.r) }
/// ```
public enum KeypathValue: Sendable, Equatable, CustomStringConvertible {
    /// Colours, components 0–1.
    case color(Color)
    /// Scalars: opacity (0–100), rotation (degrees), widths, radii, trim percentages, ….
    case number(Double)
    /// Positions, anchor points and gradient end points.
    case point(Vector2)
    /// Sizes, and scales in percent (`100,100` is unscaled).
    case size(Vector2)
    /// Gradient colour stops, with the opacity stops folded into each colour's alpha.
    case gradient([GradientStop])
    /// A bezier path (`Path` of a path item).
    case path(Bezier)
    /// A list of numbers (a stroke's dash and gap lengths).
    case numbers([Double])

    /// What a property holds, without the value.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// One case per case of ``KeypathValue``, of the same name.
        case color, number, point, size, gradient, path, numbers

        /// Whether values of this kind can stand for values of `other` (the same kind, or
        /// points and sizes, which convert to each other).
        package func converts(to other: Kind) -> Bool {
            self == other || (self == .point && other == .size) || (self == .size && other == .point)
        }
    }

    /// The kind of this value.
    public var kind: Kind {
        switch self {
        case .color: .color
        case .number: .number
        case .point: .point
        case .size: .size
        case .gradient: .gradient
        case .path: .path
        case .numbers: .numbers
        }
    }

    /// This value as a `kind` value, or nil when they are unrelated (points and sizes
    /// convert to each other; nothing else converts).
    package func converted(to kind: Kind) -> KeypathValue? {
        switch (self, kind) {
        case (_, self.kind): self
        case (.point(let vector), .size): .size(vector)
        case (.size(let vector), .point): .point(vector)
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .color(let color): color.hexString
        case .number(let number): Self.format(number)
        case .point(let vector), .size(let vector): "\(Self.format(vector.x)),\(Self.format(vector.y))"
        case .gradient(let stops): stops.map { "\(Self.format($0.offset)):\($0.color.hexString)" }.joined(separator: " ")
        case .path(let bezier): "path(\(bezier.vertices.count) vertices\(bezier.isClosed ? ", closed" : ""))"
        case .numbers(let numbers): "[" + numbers.map(Self.format).joined(separator: ",") + "]"
        }
    }

    // MARK: - Formatting

    /// A number with at most three decimals and no trailing zeros (`100`, `0.5`, `-12.125`).
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 1e15 else { return value.description }
        let scaled = thousandths.clampedInt(in: -999_999_999_999_999...999_999_999_999_999)
        let whole = scaled / 1000
        var fraction = abs(scaled % 1000)
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return "\(whole)" }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return "\(sign)\(whole).\(padded)"
    }
}

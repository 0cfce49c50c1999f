import LottieCore
import LottieGraphics
import LottieModel

/// A value for a slot of an animation (see ``LottieSlot``): what
/// ``LottieAnimationView/setSlotValue(_:forSlot:)`` and
/// ``LottieAnimation/settingSlotValues(_:)`` take, and what ``LottieSlot/value`` reports.
///
/// ```swift
/// try view.setSlotValue(.color(LottieColor(r: 1, g: 0.5, b: 0, a: 1)), forSlot: "accent")
/// try view.setSlotValue(.text("Hello"), forSlot: "title")
/// ```
///
/// Printed with `description` in the notation `lottie-term --slot ID=VALUE` reads back:
/// `#rrggbb[aa]`, a number, `x,y`, gradient stops `offset:#rrggbb[aa]` separated by spaces,
/// the text itself, or the image's path.
public enum LottieSlotValue: Sendable, Equatable, CustomStringConvertible {
    /// A colour, components 0–1, for a colour slot.
    case color(LottieColor)
    /// A number, for a scalar slot (opacity 0–100, degrees, widths, …).
    case scalar(Double)
    /// Two numbers, for a vector slot (a scale in percent, a size, a point) or a position slot.
    case vector(Vector2)
    /// Colour stops, for a gradient slot (alpha from each colour's `a`).
    case gradient([GradientStop])
    /// The text of a text slot; the document's font, size and colours stay.
    case text(String)
    /// An image slot's picture: a path found as the animation's other image paths are (inside
    /// its folder, or in a `.lottie`'s images), or a `data:` URL.
    case image(String)

    /// Whether the value can fill a slot of `kind`.
    public func fits(_ kind: SlotKind) -> Bool {
        switch (self, kind) {
        case (.color, .color), (.scalar, .scalar), (.vector, .vector), (.vector, .position), (.gradient, .gradient),
            (.text, .text), (.image, .image):
            true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .color(let color): KeypathValue.color(color).description
        case .scalar(let number): KeypathValue.number(number).description
        case .vector(let vector): KeypathValue.point(vector).description
        case .gradient(let stops): KeypathValue.gradient(stops).description
        case .text(let text), .image(let text): text
        }
    }

    /// `text` read as a value for a slot of `kind`, in the notation of `description`
    /// (colours also as `r,g,b[,a]`, as `--set` reads them); nil when it is not one.
    package init?(parsing text: String, for kind: SlotKind) {
        switch kind {
        case .color, .scalar, .vector, .position:
            switch ValueLiteral(parsing: text) {
            case .color(let color)?: self = .color(color)
            case .number(let number)?: self = .scalar(number)
            case .pair(let x, let y)?: self = .vector(Vector2(x, y))
            case nil: return nil
            }
            guard fits(kind) else { return nil }
        case .gradient:
            guard let stops = Self.gradientStops(text) else { return nil }
            self = .gradient(stops)
        case .text:
            self = .text(text)
        case .image:
            guard !text.isEmpty else { return nil }
            self = .image(text)
        }
    }

    /// `offset:#rrggbb[aa]` stops separated by spaces (at least one), offsets 0–1.
    private static func gradientStops(_ text: String) -> [GradientStop]? {
        let stops = text.split(separator: " ").map { stop -> GradientStop? in
            let parts = stop.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let offset = Double(parts[0]), (0...1).contains(offset),
                let color = ValueLiteral.hexColor(String(parts[1]))
            else { return nil }
            return GradientStop(offset: offset, color: color)
        }
        guard !stops.isEmpty, stops.allSatisfy({ $0 != nil }) else { return nil }
        return stops.compactMap { $0 }
    }
}

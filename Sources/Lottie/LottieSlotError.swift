/// Why a slot value could not be set: the animation has no such slot, or the value is of
/// another type than the slot.
public enum LottieSlotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No property or image of the animation names slot `id`; `available` lists the ids used.
    case unknownSlot(id: String, available: [String])
    /// Slot `id` holds `kind` values and `value` is not one.
    case typeMismatch(id: String, kind: SlotKind, value: LottieSlotValue)

    /// A one-line message naming the slot.
    public var description: String {
        switch self {
        case .unknownSlot(let id, let available):
            available.isEmpty
                ? "no slot '\(id)': the animation has no slots"
                : "no slot '\(id)'; available: \(available.joined(separator: ", "))"
        case .typeMismatch(let id, let kind, let value):
            "slot '\(id)' is a \(kind.rawValue) slot; \(value.kindName) does not fit it"
        }
    }
}

extension LottieSlotValue {
    /// `a colour`, `a number`, …, for messages.
    var kindName: String {
        switch self {
        case .color: "a colour"
        case .scalar: "a number"
        case .vector: "a point"
        case .gradient: "a gradient"
        case .text: "a text"
        case .image: "an image"
        }
    }
}

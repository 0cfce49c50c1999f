import LottieModel

/// A slot of an animation: an id that properties (`sid`) or image assets name, whose value
/// the animation's `slots` object holds and a dotLottie theme or
/// ``LottieAnimationView/setSlotValue(_:forSlot:)`` can replace without editing the file.
///
/// ```swift
/// for slot in animation.slots {
///     print(slot.id, slot.kind, slot.value.map(String.init(describing:)) ?? "?", slot.paths)
/// }
/// ```
public struct LottieSlot: Sendable, Equatable {
    /// The slot id (`sid`).
    public let id: String
    /// What the slot holds, told by the first property that uses it.
    public let kind: SlotKind
    /// The value now (the first keyframe's when it is animated); nil when it cannot be read.
    public let value: LottieSlotValue?
    /// Whether the value is keyframed.
    public let isAnimated: Bool
    /// The JSON paths of the properties and assets that use the slot (`layers[0].shapes[1].c`).
    public let paths: [String]
}

extension LottieAnimation {
    /// The slots the animation's properties and image assets use, in the order of their first use.
    public var slots: [LottieSlot] {
        let uses = model.slotUses
        var order: [String] = []
        var byID: [String: [SlotUse]] = [:]
        for use in uses {
            if byID[use.id] == nil { order.append(use.id) }
            byID[use.id, default: []].append(use)
        }
        return order.compactMap { id in
            guard let uses = byID[id], let first = uses.first else { return nil }
            let current = SlotJSON.value(of: first)
            return LottieSlot(id: id, kind: first.kind, value: current.value, isAnimated: current.isAnimated, paths: uses.map(\.path))
        }
    }
}

extension LottieSlot {
    /// The value as `--slot` writes it (an embedded image as its `data:` header only, an
    /// animated value with ` (animated)`), or `?` when it cannot be read: what listings show.
    package var valueText: String {
        guard let value else { return "?" }
        var text = value.description
        if case .image = value, text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) + ",… (embedded)" }
        return text + (isAnimated ? " (animated)" : "")
    }
}

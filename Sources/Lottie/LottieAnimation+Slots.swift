import Foundation
import LottieModel

extension LottieAnimation {
    /// This animation with `values` in its slots (slot id → value): each property and image
    /// asset that names a slot shows the new value; everything else stays.
    ///
    /// ```swift
    /// let themed = try animation.settingSlotValues(["bg": .color(LottieColor(r: 0, g: 0, b: 0, a: 1)), "title": .text("Hi")])
    /// ```
    /// - Throws: ``LottieSlotError`` for an id no property uses or a value of another type
    ///   than the slot's.
    public func settingSlotValues(_ values: [String: LottieSlotValue]) throws(LottieSlotError) -> LottieAnimation {
        guard !values.isEmpty else { return self }
        let uses = model.slotUses
        var replaced: [(id: String, property: JSONValue)] = []
        for (id, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let use = uses.first(where: { $0.id == id }) else {
                var available: [String] = []
                for use in uses where !available.contains(use.id) { available.append(use.id) }
                throw .unknownSlot(id: id, available: available)
            }
            guard value.fits(use.kind) else { throw .typeMismatch(id: id, kind: use.kind, value: value) }
            replaced.append((id, SlotJSON.property(value, replacing: use)))
        }
        return replacingSlots(replaced)
    }

    /// This animation with `slots` (id → slot property, `slots.<id>.p`) replacing or joining
    /// its own; the model itself when that does not decode (it is built from decoded values).
    func replacingSlots(_ slots: [(id: String, property: JSONValue)]) -> LottieAnimation {
        guard case .object(var root) = model.json else { return self }
        SlotJSON.merge(slots, into: &root)
        guard let model = try? Animation(json: .object(root)) else { return self }
        return LottieAnimation(model: model)
    }
}

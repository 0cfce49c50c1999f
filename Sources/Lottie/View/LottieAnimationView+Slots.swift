extension LottieAnimationView {
    // MARK: - Slots

    /// The slots of the animation shown, with the values set by ``setSlotValue(_:forSlot:)``.
    public var slots: [LottieSlot] {
        renderer.animation.slots
    }

    /// Shows `value` in slot `id` from the next frame drawn on, as a dotLottie theme would:
    /// every property (or image asset) that names the slot takes it. Value providers still
    /// win over it; setting another ``animation`` clears the slot values.
    /// - Throws: ``LottieSlotError`` for an unknown slot id or a value of another type.
    public func setSlotValue(_ value: LottieSlotValue, forSlot id: String) throws(LottieSlotError) {
        var values = slotValues
        values[id] = value
        try showSlotValues(values)
    }

    /// Puts slot `id` back to the animation's own value.
    public func removeSlotValue(forSlot id: String) {
        var values = slotValues
        values[id] = nil
        try? showSlotValues(values)
    }
}

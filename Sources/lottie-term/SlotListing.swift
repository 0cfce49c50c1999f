import Lottie
import LottieModel

/// The slots `info` lists (and the player's inspector shows): id, type, current value in
/// the notation `--slot` reads, and where the slot is used.
struct SlotListing {
    let slots: [LottieSlot]

    /// `slots` rows for `info`'s text, one line per slot below the count.
    var text: [String] {
        guard !slots.isEmpty else { return ["slots".padding(12) + "0"] }
        var lines = ["slots".padding(12) + "\(slots.count)"]
        for slot in slots {
            let uses = slot.paths.prefix(2).joined(separator: ", ") + (slot.paths.count > 2 ? ", +\(slot.paths.count - 2) more" : "")
            lines.append(
                "  " + slot.id.messageText().padding(20) + slot.kind.rawValue.padding(9) + slot.valueText
                    + "  at " + uses)
        }
        return lines
    }

    /// `[{id, type, value, animated, paths}]` for `info --json` (the value in full, as `--slot` reads it).
    var json: JSONValue {
        .array(
            slots.map { slot in
                .object(
                    JSONObject([
                        ("id", .string(slot.id)), ("type", .string(slot.kind.rawValue)),
                        ("value", slot.value.map { JSONValue.string($0.description) } ?? .null), ("animated", .bool(slot.isAnimated)),
                        ("paths", .array(slot.paths.map { .string($0) })),
                    ]))
            })
    }
}

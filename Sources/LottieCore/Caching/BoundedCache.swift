/// A dictionary bounded in entries and in total cost (a size its caller measures, such as
/// path elements or glyphs): it never holds more than `maxEntries` entries of `maxCost` in
/// all. Once full, it keeps what it has and new values are not kept, so content that stays
/// the same for the whole animation is not pushed out by content that changes.
struct BoundedCache<Key: Hashable, Value> {
    let maxEntries: Int
    let maxCost: Int
    private var entries: [Key: (value: Value, cost: Int)] = [:]
    private var totalCost = 0

    init(maxEntries: Int, maxCost: Int) {
        self.maxEntries = maxEntries
        self.maxCost = maxCost
    }

    subscript(key: Key) -> Value? { entries[key]?.value }

    /// Changes the value kept under `key`, if any, in place; `body` must not change its cost.
    mutating func update(_ key: Key, _ body: (inout Value) -> Void) {
        guard let index = entries.index(forKey: key) else { return }
        body(&entries.values[index].value)
    }

    /// Keeps `value` under `key` (replacing what was there) when it fits; returns whether it
    /// was kept.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
        let old = entries[key]
        let count = entries.count - (old == nil ? 0 : 1)
        let total = totalCost - (old?.cost ?? 0)
        guard count < maxEntries, total + cost <= maxCost else { return false }
        entries[key] = (value, cost)
        totalCost = total + cost
        return true
    }

    /// Keeps `value` under `key`, dropping every other entry first when it does not fit
    /// beside them (so that values that change at every frame cannot lock out the rest for
    /// good); a value too big for an empty cache is not kept.
    mutating func insertStartingOver(_ value: Value, for key: Key, cost: Int) {
        if !insert(value, for: key, cost: cost) {
            removeAll()
            insert(value, for: key, cost: cost)
        }
    }

    /// Drops every entry.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        totalCost = 0
    }
}

/// A dictionary bounded in entries and in total cost (a size its caller measures, such as
/// path elements or glyphs). Inserting past either bound empties it first, so it never holds
/// more than `maxEntries` entries of `maxCost` in all; a value costing more than `maxCost`
/// is not kept.
struct BoundedCache<Key: Hashable, Value> {
    let maxEntries: Int
    let maxCost: Int
    private var entries: [Key: (value: Value, cost: Int)] = [:]
    private(set) var totalCost = 0

    init(maxEntries: Int, maxCost: Int) {
        self.maxEntries = maxEntries
        self.maxCost = maxCost
    }

    var count: Int { entries.count }

    subscript(key: Key) -> Value? { entries[key]?.value }

    /// Keeps `value` under `key` (replacing what was there), emptying the cache first when it
    /// would not fit.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        guard cost <= maxCost else { return }
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
        if entries.count >= maxEntries || totalCost + cost > maxCost {
            entries.removeAll()
            totalCost = 0
        }
        entries[key] = (value, cost)
        totalCost += cost
    }
}

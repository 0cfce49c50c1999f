import LottieGraphics

/// The colour tables of the gradients drawn in the last frame, kept for the gradients that come
/// back: the same stops at the same opacity give the same table, so a gradient that does not
/// change is not interpolated again each frame (256 colours a table). Entries a frame drawn
/// whole does not use are dropped after it; at most ``capacity`` are kept.
final class GradientTableCache {
    private struct Key: Hashable {
        let stops: [GradientStop]
        let opacity: Float

        /// Hashes the count and at most ``sampledStops`` stops spread over the list: a
        /// gradient whose midpoints are curved has hundreds of stops, and hashing them all at
        /// every draw cost more than the table it finds. Equal keys still compare every stop.
        func hash(into hasher: inout Hasher) {
            hasher.combine(opacity)
            hasher.combine(stops.count)
            let stride = max(1, stops.count / Self.sampledStops)
            for index in Swift.stride(from: 0, to: stops.count, by: stride) { hasher.combine(stops[index]) }
            if let last = stops.last { hasher.combine(last) }
        }

        static let sampledStops = 8
    }

    private struct Entry {
        let table: GradientTable
        var isUsed: Bool
    }

    /// Most tables kept (about 5 KB each).
    static let capacity = 256

    private var entries: [Key: Entry] = [:]

    /// The table of `gradient` at `opacity`, made when it is not kept.
    func table(for gradient: Gradient, opacity: Float) -> GradientTable {
        let key = Key(stops: gradient.stops, opacity: opacity)
        if let index = entries.index(forKey: key) {
            entries.values[index].isUsed = true
            return entries.values[index].table
        }
        let table = GradientTable(gradient: gradient, opacity: opacity)
        if entries.count < Self.capacity { entries[key] = Entry(table: table, isUsed: true) }
        return table
    }

    /// Ends a frame: drops the tables it did not use, unless it was drawn only in `part` (what
    /// it did not draw is still shown, and may use them).
    func endFrame(drawnOnlyIn part: IntRect? = nil) {
        if part == nil && entries.values.contains(where: { !$0.isUsed }) { entries = entries.filter { $0.value.isUsed } }
        for index in entries.values.indices { entries.values[index].isUsed = false }
    }
}

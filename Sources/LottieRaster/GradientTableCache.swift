import LottieGraphics

/// The colour tables of the gradients drawn in the last frame, kept for the gradients that come
/// back: the same stops at the same opacity give the same table, so a gradient that does not
/// change is not interpolated again each frame (256 colours a table). Entries a frame drawn
/// whole does not use are dropped after it; at most ``capacity`` are kept.
final class GradientTableCache {
    private struct Key: Hashable {
        let stops: [GradientStop]
        let opacity: Float
    }

    /// Most tables kept (about 5 KB each).
    static let capacity = 256

    private var entries: [Key: GradientTable] = [:]
    private var used: Set<Key> = []

    /// The table of `gradient` at `opacity`, made when it is not kept.
    func table(for gradient: Gradient, opacity: Float) -> GradientTable {
        let key = Key(stops: gradient.stops, opacity: opacity)
        if let table = entries[key] {
            used.insert(key)
            return table
        }
        let table = GradientTable(gradient: gradient, opacity: opacity)
        if entries.count < Self.capacity {
            entries[key] = table
            used.insert(key)
        }
        return table
    }

    /// Ends a frame: drops the tables it did not use, unless it was drawn only in `part` (what
    /// it did not draw is still shown, and may use them).
    func endFrame(drawnOnlyIn part: IntRect? = nil) {
        if part == nil && used.count < entries.count { entries = entries.filter { used.contains($0.key) } }
        used.removeAll(keepingCapacity: true)
    }
}

import LottieGraphics
import Synchronization

/// The stops of gradient fills and strokes, kept between frames by their written values: a
/// gradient whose colours hold still while its shape moves (most gradients) has its stops
/// merged, and its exported midpoints curved, once instead of at every frame.
///
/// Bounded by the values kept (``maxCost``); when new stops do not fit, every entry is
/// dropped and the new one kept, as ``PathMeasureCache`` does. A class because it is shared by
/// reference between the frames' shape evaluators; it refers to nothing else.
package final class GradientStopsCache: Sendable {
    package static let maxEntries = 1_024
    /// The most written values and stops (counted as their values) kept.
    package static let maxCost = 65_536

    private let stops = Mutex(BoundedCache<Key, [GradientStop]>(maxEntries: maxEntries, maxCost: maxCost))

    package init() {}

    /// ``GradientPaint/stops(_:colorCount:curvingMidpoints:)`` of `values` with curved
    /// midpoints, made once while they are kept.
    package func curvedStops(_ values: [Double], colorCount: Int?) -> [GradientStop] {
        let key = Key(values: values, colorCount: colorCount)
        if let kept = stops.withLock({ $0[key] }) { return kept }
        let made = GradientPaint.stops(values, colorCount: colorCount, curvingMidpoints: true)
        let cost = values.count + 5 * made.count + 1
        stops.withLock { $0.insertStartingOver(made, for: key, cost: cost) }
        return made
    }

    private struct Key: Hashable {
        let values: [Double]
        let colorCount: Int?
    }
}

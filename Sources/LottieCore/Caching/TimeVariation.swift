import LottieModel

/// When a model value's evaluation changes: the stretches of frames over which every
/// property inside it holds one value, found once from its keyframes.
///
/// A property changes inside each segment that eases between two different values (or
/// moves along a spatial curve), jumps where a hold keyframe gives way to a different
/// value, and changes at every frame when an expression computes it (an expression may
/// read the time, random numbers or other layers). Between those frames the value stays
/// put, so an evaluation made anywhere in a stretch holds for the whole stretch.
package struct TimeVariation: Sendable, Equatable {
    /// The frames where something changes, as sorted, disjoint half-open ranges
    /// `start ..< end`; an empty range marks a jump at its bound.
    private var changes: [Range<Double>]

    /// A value that may change at every frame.
    package static let everyFrame = TimeVariation(changes: [-Double.infinity..<Double.infinity])

    /// At most this many ranges are kept; a value that changes more often is taken to
    /// change at every frame.
    package static let maxChanges = 512

    /// Whether the value is the same at every frame.
    package var isInvariant: Bool { changes.isEmpty }

    /// What a cache counts for keeping this: its ranges, plus one.
    var cost: Int { changes.count + 1 }

    /// The variation of every property inside `value`. Shape items, text and masks show their
    /// properties (`VisitsProperties`); everything else is found by reflection, so a model
    /// type that gains a property is covered without being listed. With
    /// `reflectingEverything`, the visits are not used (how tests check them).
    package static func of(_ value: Any, reflectingEverything: Bool = false) -> TimeVariation {
        var ranges: [Range<Double>] = []
        guard collect(value, into: &ranges, reflectingEverything: reflectingEverything), ranges.count <= maxChanges else {
            return .everyFrame
        }
        return TimeVariation(merging: ranges)
    }

    /// The number of the stretch of constant frames that holds `frame` (two frames with
    /// the same number evaluate the same), or nil when the value changes at `frame`.
    package func stretch(at frame: Double) -> Int? {
        // The number of ranges ending at or before `frame`.
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].upperBound <= frame { low = middle + 1 } else { high = middle }
        }
        if low < changes.count && changes[low].lowerBound <= frame { return nil }
        return frame.isNaN ? nil : low
    }

    // MARK: - Private

    private init(changes: [Range<Double>]) {
        self.changes = changes
    }

    /// Sorts `ranges` and joins those that overlap or touch.
    private init(merging ranges: [Range<Double>]) {
        var merged: [Range<Double>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.init(changes: merged.count <= Self.maxChanges ? merged : Self.everyFrame.changes)
    }

    /// Adds the ranges where the properties inside `value` change; false when one may
    /// change at every frame or there are too many to keep.
    private static func collect(_ value: Any, into ranges: inout [Range<Double>], reflectingEverything: Bool) -> Bool {
        if let property = value as? any TimeVarying { return property.addChanges(to: &ranges) }
        if !reflectingEverything, let parts = value as? any VisitsProperties {
            var collector = ChangeCollector(ranges: [])
            swap(&collector.ranges, &ranges)
            defer { swap(&collector.ranges, &ranges) }
            return parts.visitProperties(&collector)
        }
        for child in Mirror(reflecting: value).children {
            guard collect(child.value, into: &ranges, reflectingEverything: reflectingEverything), ranges.count <= maxChanges
            else { return false }
        }
        return true
    }
}

/// A model value that may change with time.
private protocol TimeVarying {
    /// Adds the frame ranges where the value changes; false when it may change at every
    /// frame.
    func addChanges(to ranges: inout [Range<Double>]) -> Bool
}

/// Adds the changes of each property a model value shows it (reflecting on a shape layer's
/// items took most of the evaluation of a first pass over the animation).
/// `TimeVariationTests` holds what the visits find to what reflection finds over the corpus.
private struct ChangeCollector: PropertyVisitor {
    var ranges: [Range<Double>]

    mutating func visit<Value: KeyframeValue>(_ property: Property<Value>) -> Bool {
        property.addChanges(to: &ranges) && ranges.count <= TimeVariation.maxChanges
    }
}

extension Property: TimeVarying {
    /// The segments between keyframes that change the value (see ``TimeVariation``). An
    /// expression, keyframes out of order or a time that is not finite: every frame.
    fileprivate func addChanges(to ranges: inout [Range<Double>]) -> Bool {
        guard compiledExpression == nil else { return false }
        guard case .keyframed(let keyframes) = animation, keyframes.count > 1 else { return true }
        for (start, end) in zip(keyframes, keyframes.dropFirst()) {
            guard start.time.isFinite, end.time.isFinite, start.time <= end.time else { return false }
            if start.isHold {
                // The start value is kept up to the next keyframe, then jumps.
                if start.value != end.value { ranges.append(end.time..<end.time) }
            } else if start.value != end.value || start.spatialOut?.xy ?? .zero != .zero || start.spatialIn?.xy ?? .zero != .zero {
                ranges.append(start.time..<end.time)
            }
        }
        return true
    }
}

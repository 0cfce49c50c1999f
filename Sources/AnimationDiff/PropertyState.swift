import LottieCore

/// A property of one version as `diff` compares it: its value when it holds still (no
/// keyframes, or one), else its keyframes' timings and their values; and its expressions.
struct PropertyState: Equatable {
    /// The keyframes when the property changes over time; empty when it holds still.
    var keyframes: [KeyframeTiming]
    /// The value of each keyframe, or the one value of a property that holds still (nil when
    /// it cannot be read).
    var values: [KeypathValue?]
    var expressions: [String]

    /// The state of `property` of `node` (the model node holding it, nil when not found).
    init(_ property: KeypathProperty, of node: ModelNode?) {
        let timing = property.timing
        keyframes = timing.isAnimated ? timing.keyframes : []
        let times = timing.isAnimated ? timing.keyframes.map(\.time) : [timing.keyframes.first?.time ?? 0]
        values = times.map { node?.keypathValue(property.address.field, at: $0) }
        expressions = timing.expressions
    }

    /// The most keyframes shown with their values; more are shown by their times.
    static let maxShownValues = 4
    /// The most keyframe times shown; more are elided in the middle.
    static let maxShownTimes = 8

    /// The value (`#ff0000`, `100`, `10,20`), or the keyframes: `keyframes 0: 100, 30: 0`, or
    /// `12 keyframes at 0, 10, 20, 30, 40, 50, …, 110` when there are more than ``maxShownValues``.
    var summary: String {
        guard !keyframes.isEmpty else { return Self.text(values.first ?? nil) }
        guard keyframes.count > Self.maxShownValues else {
            let pairs = zip(keyframes, values).map { "\(KeypathValue.format($0.time)): \(Self.text($1))" }
            return "keyframes " + pairs.joined(separator: ", ")
        }
        var times = keyframes.map { KeypathValue.format($0.time) }
        if times.count > Self.maxShownTimes { times = Array(times.prefix(Self.maxShownTimes - 2)) + ["…", times[times.count - 1]] }
        return "\(keyframes.count) keyframes at " + times.joined(separator: ", ")
    }

    /// What differs beyond the summaries: easing, the motion path, expressions; and, when the
    /// summaries read the same, the values or times that differ below their shown precision.
    func notes(comparedTo new: PropertyState) -> [String] {
        var notes: [String] = []
        if keyframes.count == new.keyframes.count && !keyframes.isEmpty {
            if zip(keyframes, new.keyframes).contains(where: { !$0.easesAlike($1) }) { notes.append("easing changed") }
            if zip(keyframes, new.keyframes).contains(where: { $0.spatialOut != $1.spatialOut || $0.spatialIn != $1.spatialIn }) {
                notes.append("motion path changed")
            }
        }
        switch (expressions.isEmpty, new.expressions.isEmpty) {
        case (true, false): notes.append("expression added")
        case (false, true): notes.append("expression removed")
        case (false, false) where expressions != new.expressions: notes.append("expression changed")
        default: break
        }
        if summary == new.summary {
            if keyframes.map(\.time) != new.keyframes.map(\.time) { notes.append("keyframe times changed") }
            if values != new.values { notes.append("values changed") }
        }
        return notes
    }

    /// The keyframe times, or nil when the property holds still.
    var times: [Double]? { keyframes.isEmpty ? nil : keyframes.map(\.time) }

    private static func text(_ value: KeypathValue?) -> String {
        value?.description ?? "-"
    }
}

import LottieModel
import RealModule

/// A text animator's range selector resolved at one frame: start and end in units (the
/// characters, words or lines the selector counts), and the weight it gives each unit.
///
/// ```swift
/// let range = SelectorRange(selector, frame: 12, unitCount: 5)
/// range.weight(ofUnit: 2)   // 0...1 (times the amount, which may exceed 1)
/// ```
struct SelectorRange {
    let start: Double
    let end: Double
    let shape: TextSelector.Shape
    let easing: Easing
    let smoothness: Double
    let amount: Double

    init(_ selector: TextSelector, frame: Double, unitCount: Int) {
        // Percent units cover all units from 0 to 100; index units count them directly.
        let divisor = selector.units == .index ? 1 : 100 / Double(max(unitCount, 1))
        let offset = selector.offset.value(at: frame, default: 0) / divisor
        let s = selector.start.value(at: frame, default: 0) / divisor + offset
        let e = selector.end.value(at: frame, default: 100) / divisor + offset
        start = min(s, e)
        end = max(s, e)
        shape = selector.shape
        // Ease low bends the curve at the weight's low end, ease high at its high end.
        let low = selector.easeLow.value(at: frame, default: 0) / 100
        let high = selector.easeHigh.value(at: frame, default: 0) / 100
        easing = Easing(
            x1: low > 0 ? low : 0, y1: low > 0 ? 0 : -low, x2: high > 0 ? 1 - high : 1, y2: high > 0 ? 1 : 1 + high)
        smoothness = selector.smoothness.value(at: frame, default: 100) / 100
        amount = selector.amount.value(at: frame, default: 100) / 100
    }

    /// The weight of unit `n` (0-based): its share of the range, shaped, eased, times the amount.
    func weight(ofUnit n: Int) -> Double {
        let index = Double(n)
        let span = end - start
        var weight: Double
        switch shape {
        case .square:
            // How much of the unit [n, n + 1] lies inside the range.
            weight = min(max(min(end, index + 1) - max(start, index), 0), 1)
            if smoothness < 1 {
                let threshold = 0.5 - max(smoothness, 1e-8) * 0.5
                weight = weight < threshold ? 0 : min((weight - threshold) / max(smoothness, 1e-8), 1)
            }
        case .rampUp:
            weight = span == 0 ? (index >= end ? 1 : 0) : ramp(index, span)
        case .rampDown:
            weight = span == 0 ? (index >= end ? 0 : 1) : 1 - ramp(index, span)
        case .triangle:
            let t = span == 0 ? 0 : ramp(index, span)
            weight = span == 0 ? 0 : (t < 0.5 ? 2 * t : 2 - 2 * t)
        case .round:
            let x = min(max(index + 0.5 - start, 0), span) - span / 2
            let radius = span / 2
            weight = span == 0 ? 0 : (max(0, 1 - x * x / (radius * radius))).squareRoot()
        case .smooth:
            let x = min(max(index + 0.5 - start, 0), span)
            weight = span == 0 ? 0 : (1 + Double.cos(Double.pi + 2 * Double.pi * x / span)) / 2
        }
        let eased = easing == .linear ? weight : easing.value(at: min(max(weight, 0), 1))
        let result = eased * amount
        return result.isFinite ? result : 0
    }

    /// The unit's centre, as a fraction of the range (0 at start, 1 at end), clamped.
    private func ramp(_ index: Double, _ span: Double) -> Double {
        min(max((index + 0.5 - start) / span, 0), 1)
    }
}

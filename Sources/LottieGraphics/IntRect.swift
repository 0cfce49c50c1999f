/// A half-open integer pixel rectangle `[x0, x1) × [y0, y1)`.
package struct IntRect: Hashable, Sendable {
    package var x0: Int
    package var y0: Int
    package var x1: Int
    package var y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    package static let empty = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)

    package var width: Int { max(0, x1 - x0) }
    package var height: Int { max(0, y1 - y0) }
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    package func intersection(_ other: IntRect) -> IntRect {
        let r = IntRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    package func union(_ other: IntRect) -> IntRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return IntRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels touched by `rect` (rounded outwards), limited to `limit`; empty for non-finite input.
    package static func covering(_ rect: Rect, within limit: IntRect) -> IntRect {
        guard !rect.minX.isNaN, !rect.minY.isNaN, !rect.maxX.isNaN, !rect.maxY.isNaN else { return .empty }
        @inline(__always) func clampedFloor(_ v: Double) -> Int { v.rounded(.down).clampedInt(in: -1_000_000_000...1_000_000_000) }
        @inline(__always) func clampedCeil(_ v: Double) -> Int { v.rounded(.up).clampedInt(in: -1_000_000_000...1_000_000_000) }
        let r = IntRect(
            x0: clampedFloor(rect.minX), y0: clampedFloor(rect.minY),
            x1: clampedCeil(rect.maxX), y1: clampedCeil(rect.maxY))
        return r.intersection(limit)
    }
}

/// A fast hash of numbers, folded by multiply-and-rotate: a few cycles a value where `Hasher`
/// feeds each through SipHash. For caches that compute a key's hash once and compare keys with
/// `==`: it only spreads the keys, it resists no adversary.
package struct HashFold {
    package var value: UInt64 = 0x243F_6A88_85A3_08D3

    package init() {}

    /// Folds `v` in (−0 as +0, as `==` has it).
    @inlinable @inline(__always)
    package mutating func add(_ v: Double) {
        let m = (value ^ (v + 0).bitPattern) &* 0x9E37_79B9_7F4A_7C15
        value = m << 29 | m >> 35
    }

    /// Folds in a small tag (a case or a flag).
    @inlinable @inline(__always)
    package mutating func add(tag: UInt64) { value = value &+ tag }

    /// Folds in a point, x then y.
    @inlinable @inline(__always)
    package mutating func add(_ p: Vector2) {
        add(p.x)
        add(p.y)
    }
}

extension AffineTransform {
    /// The six coefficients, `a` to `ty`.
    package func fold(into hash: inout HashFold) {
        hash.add(Vector2(a, b))
        hash.add(Vector2(c, d))
        hash.add(Vector2(tx, ty))
    }
}

extension StrokeStyle {
    /// Every field of the style.
    package func fold(into hash: inout HashFold) {
        hash.add(width)
        switch cap {
        case .butt: hash.add(tag: 11)
        case .round: hash.add(tag: 12)
        case .square: hash.add(tag: 13)
        }
        switch join {
        case .miter: hash.add(tag: 21)
        case .round: hash.add(tag: 22)
        case .bevel: hash.add(tag: 23)
        }
        hash.add(miterLimit)
        hash.add(Double(dashes.count))
        for dash in dashes { hash.add(dash) }
        hash.add(dashOffset)
    }
}

extension BezierPath {
    /// The path's element count and its first and last eight elements: enough to spread the
    /// paths of two frames (a trim or a morph moves its ends; a moved shape differs in its
    /// transform), without reading every point of long paths such as glyph outlines.
    package func fold(into hash: inout HashFold) {
        let count = elements.count
        hash.add(Double(count))
        // Long paths: the first eight elements, then the last eight.
        var index = 0
        while index < count {
            switch elements[index] {
            case .move(let p):
                hash.add(tag: 1)
                hash.add(p)
            case .line(let p):
                hash.add(tag: 2)
                hash.add(p)
            case .cubic(let a, let b, let c):
                hash.add(tag: 3)
                hash.add(a)
                hash.add(b)
                hash.add(c)
            case .close:
                hash.add(tag: 4)
            }
            index = count > 16 && index == 7 ? count - 8 : index + 1
        }
    }
}

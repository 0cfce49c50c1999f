import LottieGraphics

/// A conservative set of device pixels where a mask value can be nonzero.
enum MaskRegion {
    case nowhere
    case everywhere
    case rect(Rect)

    func union(_ other: MaskRegion) -> MaskRegion {
        switch (self, other) {
        case (.everywhere, _), (_, .everywhere): return .everywhere
        case (.nowhere, let r), (let r, .nowhere): return r
        case (.rect(let a), .rect(let b)): return .rect(a.union(b))
        }
    }

    func intersection(_ other: MaskRegion) -> MaskRegion {
        switch (self, other) {
        case (.nowhere, _), (_, .nowhere): return .nowhere
        case (.everywhere, let r), (let r, .everywhere): return r
        case (.rect(let a), .rect(let b)):
            let r = a.intersection(b)
            return r.isEmpty ? .nowhere : .rect(r)
        }
    }
}

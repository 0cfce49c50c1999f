import LottieGraphics
import LottieModel

extension Property where Value: Interpolatable {
    /// The value at `frame` (in the clock of the composition that holds the property): the
    /// expression's, when the property has one and a frame evaluation is running
    /// (``ExpressionRuntime/current``), else the keyframed value.
    /// An empty keyframe list yields `fallback`.
    package func value(at frame: Double, default fallback: Value) -> Value {
        if case .keyframed = animation, let blend = PoseBlend.current {
            return blend.blended { unblendedValue(at: $0, default: fallback) }(frame)
        }
        return unblendedValue(at: frame, default: fallback)
    }

    private func unblendedValue(at frame: Double, default fallback: Value) -> Value {
        if let expression = compiledExpression, let runtime = ExpressionRuntime.current {
            return runtime.value(of: self, expression: expression, at: frame) { keyframedValue(at: $0, default: fallback) }
        }
        return keyframedValue(at: frame, default: fallback)
    }

    /// The value at `frame` from the keyframes alone, leaving any expression aside.
    package func keyframedValue(at frame: Double, default fallback: Value) -> Value {
        switch animation {
        case .constant(let value): return value
        case .keyframed(let keyframes):
            return Self.interpolate(keyframes, at: frame, fallback: fallback) { start, end, progress, _ in
                start.value.interpolated(to: end.value, progress: progress)
            }
        }
    }

    /// Finds the segment around `frame` and blends it with `blend`, which receives the
    /// two keyframes, the per-component eased progress and the eased progress of
    /// component 0.
    static func interpolate(
        _ keyframes: [Keyframe<Value>], at frame: Double, fallback: Value,
        blend: (Keyframe<Value>, Keyframe<Value>, (Int) -> Double, Double) -> Value
    ) -> Value {
        guard let first = keyframes.first, let last = keyframes.last else { return fallback }
        if keyframes.count == 1 || !(frame > first.time) { return first.value }
        if frame >= last.time { return last.value }
        let index = segmentIndex(keyframes, frame)
        let start = keyframes[index]
        let end = keyframes[index + 1]
        if start.isHold { return start.value }
        let span = end.time - start.time
        guard span > 0 else { return end.value }
        let x = (frame - start.time) / span
        guard let out = start.easeOut, let into = start.easeIn else {
            return blend(start, end, { _ in x }, x)
        }
        let base = Easing(x1: out.x, y1: out.y, x2: into.x, y2: into.y).value(at: x)
        if out.dimensions.isEmpty && into.dimensions.isEmpty {
            return blend(start, end, { _ in base }, base)
        }
        return blend(
            start, end,
            { dimension in
                if dimension == 0 { return base }
                let o = out.handle(forDimension: dimension)
                let i = into.handle(forDimension: dimension)
                return Easing(x1: o.x, y1: o.y, x2: i.x, y2: i.y).value(at: x)
            }, base)
    }

    /// Index k with keyframes[k].time <= frame < keyframes[k + 1].time (binary search).
    private static func segmentIndex(_ keyframes: [Keyframe<Value>], _ frame: Double) -> Int {
        var low = 0
        var high = keyframes.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyframes[middle].time <= frame { low = middle } else { high = middle }
        }
        return low
    }
}

extension Property where Value == Vector3 {
    /// A position-like value: segments with spatial tangents (`to`/`ti`) move along their
    /// bezier by arc length; z is interpolated linearly. An expression overrides it, as in
    /// ``value(at:default:)``.
    package func spatialValue(at frame: Double, default fallback: Vector3) -> Vector3 {
        if case .keyframed = animation, let blend = PoseBlend.current {
            return blend.blended { unblendedSpatialValue(at: $0, default: fallback) }(frame)
        }
        return unblendedSpatialValue(at: frame, default: fallback)
    }

    private func unblendedSpatialValue(at frame: Double, default fallback: Vector3) -> Vector3 {
        if let expression = compiledExpression, let runtime = ExpressionRuntime.current {
            return runtime.value(of: self, expression: expression, at: frame) { keyframedSpatialValue(at: $0, default: fallback) }
        }
        return keyframedSpatialValue(at: frame, default: fallback)
    }

    /// The spatial value at `frame` from the keyframes alone.
    package func keyframedSpatialValue(at frame: Double, default fallback: Vector3) -> Vector3 {
        guard case .keyframed(let keyframes) = animation else { return keyframedValue(at: frame, default: fallback) }
        return Self.interpolate(keyframes, at: frame, fallback: fallback) { start, end, progress, eased in
            let out = start.spatialOut ?? .zero
            let into = start.spatialIn ?? .zero
            if out.xy == .zero && into.xy == .zero {
                return start.value.interpolated(to: end.value, progress: progress)
            }
            let a = start.value.xy
            let b = end.value.xy
            let point = SpatialCurve(a, a + out.xy, b + into.xy, b).point(atFraction: eased)
            return Vector3(point.x, point.y, start.value.z + (end.value.z - start.value.z) * eased)
        }
    }
}

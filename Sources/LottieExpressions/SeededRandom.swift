import RealModule

/// The random numbers of `random()`, `gaussRandom()`, `noise()` and the host's `wiggle()`:
/// deterministic, so the same layer and property draw the same frame the same way every time.
///
/// As in After Effects, the sequence depends on a seed (the host's per layer and property,
/// replaced by `seedRandom(n)`) and on the time, unless `seedRandom(n, true)` makes it timeless.
struct SeededRandom {
    private var state: UInt64
    private var base: UInt64
    private let time: Double

    init(seed: UInt64, time: Double) {
        base = seed
        self.time = time
        state = Self.mix(seed, time.bitPattern)
    }

    /// `seedRandom(seed, timeless)`: restarts the sequence.
    mutating func reseed(_ seed: Double, timeless: Bool) {
        let seedBits = UInt64(bitPattern: Int64(seed.isFinite ? min(max(seed.rounded(.towardZero), -9e18), 9e18) : 0))
        state = Self.mix(Self.mix(base, seedBits), timeless ? 0 : time.bitPattern)
    }

    /// A uniform number in [0, 1).
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Double(Self.finalize(state) >> 11) / Double(1 << 53)
    }

    /// A normally distributed number (mean 0, standard deviation 1), Box–Muller.
    mutating func nextGaussian() -> Double {
        let u = max(next(), 1e-12)
        let v = next()
        return (-2 * Double.log(u)).squareRoot() * Double.cos(2 * .pi * v)
    }

    /// Smooth one-dimensional noise in [-1, 1] at `x`: gradient noise over whole-number
    /// lattice points with gradients drawn from `seed`, eased with a quintic curve.
    static func noise(_ x: Double, seed: UInt64) -> Double {
        guard x.isFinite else { return 0 }
        let cell = x.rounded(.down)
        let t = x - cell
        let i = Int64(max(min(cell, 1e15), -1e15))
        func gradient(_ lattice: Int64) -> Double {
            Double(finalize(mix(seed, UInt64(bitPattern: lattice))) >> 11) / Double(1 << 53) * 2 - 1
        }
        let a = gradient(i) * t
        let b = gradient(i &+ 1) * (t - 1)
        let fade = t * t * t * (t * (t * 6 - 15) + 10)
        return min(max((a + (b - a) * fade) * 2, -1), 1)
    }

    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        finalize(a ^ (b &+ 0x9E37_79B9_7F4A_7C15 &+ (a << 6) &+ (a >> 2)))
    }

    /// SplitMix64's finalizer.
    static func finalize(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The interpreter's smooth noise, for hosts that build `wiggle` on it.
package enum ExpressionNoise {
    /// Smooth noise in [-1, 1] at `x`, the same for the same `x` and `seed`.
    package static func noise(_ x: Double, seed: UInt64) -> Double { SeededRandom.noise(x, seed: seed) }
}

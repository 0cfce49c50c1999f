/// How a play request repeats.
public enum LottieLoopMode: Hashable, Sendable {
    /// Play once, then stop on the last frame.
    case playOnce
    /// Play forward forever.
    case loop
    /// Play forward, then backward, forever.
    case autoReverse
    /// Play forward `n` times, then stop (a fraction stops part-way; `n` ≤ 0 plays once).
    case `repeat`(Float)
    /// Play `n` forward-and-backward cycles, then stop on the first frame (`n` ≤ 0 plays one cycle).
    case repeatBackwards(Float)

    /// How many one-way passes the mode plays, or nil when it never ends.
    var passLimit: Double? {
        switch self {
        case .playOnce: 1
        case .loop, .autoReverse: nil
        case .repeat(let count): count.isFinite && count > 0 ? Double(count) : 1
        case .repeatBackwards(let count): 2 * (count.isFinite && count > 0 ? Double(count) : 1)
        }
    }

    /// Whether odd passes run backwards.
    var reverses: Bool {
        switch self {
        case .autoReverse, .repeatBackwards: true
        case .playOnce, .loop, .repeat: false
        }
    }
}

extension LottieLoopMode: CustomStringConvertible {
    /// The spelling used by the CLI: `playOnce`, `loop`, `autoReverse`, `repeat:N`, `repeatBackwards:N`.
    public var description: String {
        switch self {
        case .playOnce: "playOnce"
        case .loop: "loop"
        case .autoReverse: "autoReverse"
        case .repeat(let count): "repeat:\(Self.format(count))"
        case .repeatBackwards(let count): "repeatBackwards:\(Self.format(count))"
        }
    }

    /// Parses the CLI spelling (see `description`); nil when it is not one.
    package init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("playOnce", 1): self = .playOnce
        case ("loop", 1): self = .loop
        case ("autoReverse", 1): self = .autoReverse
        case ("repeat", 2), ("repeatBackwards", 2):
            guard let count = Float(parts[1]), count.isFinite, count > 0 else { return nil }
            self = parts[0] == "repeat" ? .repeat(count) : .repeatBackwards(count)
        default: return nil
        }
    }

    private static func format(_ value: Float) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

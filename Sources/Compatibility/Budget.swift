import LottieModel

/// Limits a team sets on its animation assets (`check --budget KEY=VALUE`, or the `[budget]`
/// table of `.lottie-term.toml`), each checked against ``AnimationMeasures``.
package struct Budget: Sendable, Equatable {
    package enum Key: String, CaseIterable, Sendable {
        /// The file's size in bytes.
        case fileSize = "file-size"
        /// The bytes of the images it draws: embedded data and files beside it.
        case imageBytes = "image-bytes"
        /// Assets that no layer uses.
        case unusedAssets = "unused-assets"
        /// Layers that are never on screen: outside the composition's time range, or empty.
        case outsideTimeline = "outside-timeline"
        /// Frames per second.
        case frameRate = "frame-rate"
        /// Seconds.
        case duration
        /// Layers in all compositions.
        case layers
        /// Masks in all compositions.
        case masks
        /// Track mattes in all compositions.
        case mattes
        /// Milliseconds to draw a frame at ``Budget/renderSize`` pixels (mean of the frames drawn).
        case renderMS = "render-ms"

        package enum Unit: Sendable { case bytes, count, framesPerSecond, seconds, milliseconds }

        package var unit: Unit {
            switch self {
            case .fileSize, .imageBytes: .bytes
            case .unusedAssets, .outsideTimeline, .layers, .masks, .mattes: .count
            case .frameRate: .framesPerSecond
            case .duration: .seconds
            case .renderMS: .milliseconds
            }
        }
    }

    package var limits: [Key: Double] = [:]
    /// The longer side of the frames drawn for ``Key/renderMS``.
    package var renderSize = 512

    package init(limits: [Key: Double] = [:], renderSize: Int = 512) {
        self.limits = limits
        self.renderSize = renderSize
    }

    package var isEmpty: Bool { limits.isEmpty }

    /// Sets one limit from `KEY=VALUE` (`file-size=200KB`, `duration=3s`, `render-size=256`);
    /// the error says what is wrong.
    package mutating func set(_ assignment: String) throws(BudgetError) {
        guard let equals = assignment.firstIndex(of: "=") else { throw BudgetError("\(assignment): expected KEY=VALUE") }
        let key = String(assignment[..<equals]).trimmingSpaces
        try set(key, text: String(assignment[assignment.index(after: equals)...]))
    }

    /// Sets the limit `key` from its text (a number with an optional unit).
    package mutating func set(_ key: String, text: String) throws(BudgetError) {
        if key == "render-size" {
            guard let size = Int(text.trimmingSpaces), (16...4096).contains(size) else {
                throw BudgetError("render-size: expected a whole number of pixels from 16 to 4096, not \(text)")
            }
            renderSize = size
            return
        }
        guard let budgetKey = Key(rawValue: key) else {
            throw BudgetError("\(key): unknown budget (known: \((Key.allCases.map(\.rawValue) + ["render-size"]).joined(separator: ", ")))")
        }
        limits[budgetKey] = try Self.value(text, unit: budgetKey.unit, key: key)
    }

    /// A limit's value in the key's unit: bytes take B, KB, KiB, MB, MiB; seconds s or ms;
    /// milliseconds ms or s; frame rates fps.
    static func value(_ text: String, unit: Key.Unit, key: String) throws(BudgetError) -> Double {
        let trimmed = text.trimmingSpaces.lowercased()
        let digits = trimmed.prefix { $0.isNumber || $0 == "." }
        let suffix = trimmed.dropFirst(digits.count).trimmingSpaces
        guard let number = Double(digits), number.isFinite, number >= 0, number <= 1e15 else {
            throw BudgetError("\(key): expected a number with an optional unit, not \(text)")
        }
        let factors: [String: Double]
        switch unit {
        case .bytes: factors = ["": 1, "b": 1, "kb": 1000, "kib": 1024, "mb": 1_000_000, "mib": 1_048_576]
        case .count: factors = ["": 1]
        case .framesPerSecond: factors = ["": 1, "fps": 1]
        case .seconds: factors = ["": 1, "s": 1, "ms": 0.001]
        case .milliseconds: factors = ["": 1, "ms": 1, "s": 1000]
        }
        guard let factor = factors[suffix] else {
            throw BudgetError("\(key): unknown unit \(suffix) (known: \(factors.keys.filter { !$0.isEmpty }.sorted().joined(separator: ", ")))")
        }
        return number * factor
    }
}

/// A budget that cannot be read.
package struct BudgetError: Error, Equatable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// A limit that a file goes over, or a rule of a target it breaks (a Telegram sticker's size).
package struct BudgetFinding: Sendable, Equatable {
    /// The budget key, or for a target's rule `telegram-size`, `telegram-frame-rate`, ….
    package var key: String
    /// The target whose rule this is; nil for the team's own budget.
    package var target: Target?
    package var value: Double
    package var limit: Double
    /// What a person reads: `file size 245.1 KB, over the budget of 200 KB`.
    package var message: String
    /// Where, when the finding is about parts of the file (unused assets, hidden layers).
    package var paths: [String] = []
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// The visual order of one line of text with right-to-left runs.
///
/// Lottie has no paragraph-direction field, so every line is left to right; inside it, a run of
/// right-to-left script (Hebrew, Arabic and the other right-to-left blocks) is shown reversed,
/// with digits inside the run kept in reading order, as the Unicode bidirectional algorithm
/// orders a left-to-right paragraph. A run starts and ends with a right-to-left character and
/// takes in the spaces, punctuation and digits between them. Mirrored brackets and Arabic
/// letter shaping are not applied.
///
/// ```swift
/// BidiRuns.visualOrder(["a", " ", "א", "ב", " ", "c"])   // [0, 1, 3, 2, 4, 5]
/// ```
enum BidiRuns {
    /// How a character takes part in ordering.
    enum Direction: Equatable {
        case leftToRight
        case rightToLeft
        case number
        case neutral
    }

    /// The logical indices of `characters` in the order they are placed from left to right.
    /// - Complexity: O(n).
    static func visualOrder(_ characters: [String]) -> [Int] {
        let directions = characters.map(direction)
        var order = Array(characters.indices)
        var start = 0
        while start < directions.count {
            guard directions[start] == .rightToLeft else {
                start += 1
                continue
            }
            var end = start
            var probe = start + 1
            while probe < directions.count, directions[probe] != .leftToRight {
                if directions[probe] == .rightToLeft { end = probe }
                probe += 1
            }
            var run = Array((start...end).reversed())
            var digits = 0
            while digits < run.count {
                guard directions[run[digits]] == .number else {
                    digits += 1
                    continue
                }
                var last = digits
                while last + 1 < run.count, directions[run[last + 1]] == .number { last += 1 }
                run[digits...last].reverse()
                digits = last + 1
            }
            order.replaceSubrange(start...end, with: run)
            start = end + 1
        }
        return order
    }

    /// The direction of a character, from its first scalar.
    static func direction(_ character: String) -> Direction {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        if scalar.properties.numericType == .decimal { return .number }
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return .rightToLeft
        default:
            return scalar.properties.isAlphabetic ? .leftToRight : .neutral
        }
    }
}

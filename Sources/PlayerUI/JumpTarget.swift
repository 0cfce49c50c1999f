import Lottie

/// Where the jump prompt goes: a frame (`120`), a time (`2.5s`, `1:02.5`), a progress (`40%`)
/// or a marker's name (its start; a unique prefix is enough).
enum JumpTarget {
    /// The absolute frame `text` names in `animation`, or why it names none.
    static func frame(for text: String, in animation: LottieAnimation) -> Result<Double, JumpError> {
        let text = text.trimmed
        guard !text.isEmpty else { return .failure(.empty) }
        if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite {
            guard (0...100).contains(value) else { return .failure(.outOfRange) }
            return .success(animation.frameTime(forProgress: value / 100))
        }
        if let seconds = seconds(text) {
            return inRange(animation.startFrame + seconds * animation.framerate, animation)
        }
        if let value = Double(text), value.isFinite { return inRange(value, animation) }
        let names = animation.markerNames
        if let exact = names.first(where: { $0.lowercased() == text.lowercased() }) ?? uniquePrefixMatch(text, in: names),
            let start = animation.frameTime(forMarker: exact)
        {
            return .success(start)
        }
        return .failure(.unknown)
    }

    /// `text` completed with the marker names it starts (their longest common prefix).
    static func completion(of text: String, in animation: LottieAnimation) -> String {
        let matches = animation.markerNames.filter { $0.lowercased().hasPrefix(text.lowercased()) }
        guard var common = matches.first else { return text }
        for name in matches.dropFirst() {
            while !name.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        return common.count > text.count ? common : text
    }

    enum JumpError: Error, Equatable {
        case empty, outOfRange, unknown

        var message: String {
            switch self {
            case .empty: "type a frame, 2.5s, 1:02, 40% or a marker"
            case .outOfRange: "outside the animation"
            case .unknown: "not a frame, time, progress or marker"
            }
        }
    }

    // MARK: - Private

    /// `2.5s` or `m:ss(.s)` as seconds.
    private static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("s"), let value = Double(text.dropLast()), value.isFinite, value >= 0 { return value }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let minutes = Int(parts[0]), minutes >= 0, let seconds = Double(parts[1]),
            seconds.isFinite, seconds >= 0, seconds < 60
        else { return nil }
        return Double(minutes) * 60 + seconds
    }

    private static func inRange(_ frame: Double, _ animation: LottieAnimation) -> Result<Double, JumpError> {
        guard frame >= animation.startFrame, frame <= animation.endFrame else { return .failure(.outOfRange) }
        return .success(frame)
    }

    private static func uniquePrefixMatch(_ text: String, in names: [String]) -> String? {
        let matches = names.filter { $0.lowercased().hasPrefix(text.lowercased()) }
        return matches.count == 1 ? matches[0] : nil
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

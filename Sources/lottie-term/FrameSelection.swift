import Foundation
import Lottie

/// `--frames` and `--marker`: which frames to render, as runs of evenly spaced frames.
///
/// A list of items separated by commas: `all` (the in point up to, not including, the out
/// point), `N` (one frame, fractions allowed), `A-B` (A to B inclusive, one frame apart),
/// `A-B:STEP`, or a marker's name (its range). Frames are the animation's own numbers.
struct FrameSelection {
    /// Evenly spaced frames: `start`, `start + step`, … up to `end` (included when `includesEnd`).
    struct Run: Equatable {
        var start: Double
        var end: Double
        var step: Double
        var includesEnd: Bool

        /// The frames of the run at `step` (or this run's own step).
        func frames(step override: Double? = nil) -> [Double] {
            let step = override ?? self.step
            var frames: [Double] = []
            var index = 0.0
            while frames.count <= FrameSelection.maxFrames {
                let frame = start + index * step
                guard frame < end - 1e-9 || (includesEnd && frame <= end + 1e-9) else { break }
                frames.append(frame)
                index += 1
            }
            return frames
        }
    }

    /// The most frames one selection may produce.
    static let maxFrames = 100_000

    /// One parsed item, before the animation resolves names and `all`.
    enum Item: Equatable {
        case all
        case run(Run)
        case marker(String)
    }

    let items: [Item]

    /// Parses `text`; throws a message naming the item that is not understood.
    init(parsing text: String) throws(SelectionError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        items = try parts.map { part throws(SelectionError) in try Self.item(part) }
    }

    init(items: [Item]) {
        self.items = items
    }

    /// The runs for `animation`; throws when a marker is unknown or a frame lies outside
    /// the animation's frames (`ip`…`op`).
    func runs(in animation: LottieAnimation) throws(SelectionError) -> [Run] {
        let (first, last) = (animation.startFrame, animation.endFrame)
        let runs = try items.map { item throws(SelectionError) -> Run in
            switch item {
            case .all: return Run(start: first, end: last, step: 1, includesEnd: false)
            case .run(let run): return run
            case .marker(let name):
                guard let start = animation.frameTime(forMarker: name) else {
                    let known = animation.markerNames.isEmpty ? "it has none" : "it has " + animation.markerNames.joined(separator: ", ")
                    throw SelectionError("no marker named '\(name)' (\(known))")
                }
                let duration = animation.durationFrameTime(forMarker: name) ?? 0
                return Run(start: start, end: start + duration, step: 1, includesEnd: duration <= 0)
            }
        }
        for run in runs {
            // Within a thousandth of a frame: exporters write ip and op with float noise (15.0000006).
            for frame in [run.start, run.end] where frame < first - 1e-3 || frame > last + 1e-3 {
                throw SelectionError(
                    "frame \(FrameSelection.name(frame)) is outside the animation's frames \(FrameSelection.name(first))-\(FrameSelection.name(last))")
            }
        }
        return runs
    }

    /// The runs that `--frames` (a list, or all frames when nil) and `--marker` select in
    /// `animation`; throws when they select no frame or more than ``maxFrames``.
    static func runs(frames: String?, marker: String?, in animation: LottieAnimation) throws -> [Run] {
        var items = try frames.map { try FrameSelection(parsing: $0).items } ?? []
        if let marker { items.append(.marker(marker)) }
        let runs = try FrameSelection(items: items.isEmpty ? [.all] : items).runs(in: animation)
        let count = runs.reduce(0) { $0 + $1.frames().count }
        guard count > 0 else { throw SelectionError("the frame list selects no frame") }
        guard count <= maxFrames else { throw SelectionError("the frame list selects more than \(maxFrames) frames") }
        return runs
    }

    /// A frame as file names and messages show it: no padding, no `.0` (`29`, `12.5`).
    static func name(_ frame: Double) -> String {
        frame == frame.rounded() && abs(frame) < 1e15 ? String(Int64(frame)) : "\(frame)"
    }

    // MARK: - Private

    private static func item(_ text: String) throws(SelectionError) -> Item {
        guard !text.isEmpty else { throw SelectionError("an empty item in the frame list") }
        if text.lowercased() == "all" { return .all }
        if let frame = number(text) { return .run(Run(start: frame, end: frame, step: 1, includesEnd: true)) }
        var body = Substring(text)
        var step = 1.0
        if let colon = body.lastIndex(of: ":") {
            guard let value = number(String(body[body.index(after: colon)...])), value > 0 else {
                throw SelectionError("the step in '\(text)' must be a positive number")
            }
            step = value
            body = body[..<colon]
        }
        // The dash after the first character: a leading one is a minus sign.
        if let dash = body.dropFirst().firstIndex(of: "-"),
            let start = number(String(body[..<dash])), let end = number(String(body[body.index(after: dash)...]))
        {
            guard end >= start else { throw SelectionError("the range '\(text)' ends before it starts") }
            return .run(Run(start: start, end: end, step: step, includesEnd: true))
        }
        guard body.count == text.count, body.first?.isNumber == false, body.first != "-" else {
            throw SelectionError("'\(text)' is not a frame, a range A-B[:STEP], all, or a marker name")
        }
        return .marker(text)
    }

    private static func number(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// Why a frame selection is refused, as one line.
struct SelectionError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

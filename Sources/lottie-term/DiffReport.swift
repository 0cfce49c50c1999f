import AnimationDiff
import LottieCore
import LottieModel

/// What `diff` prints: the structural changes by section, then the frames compared and the
/// runs that differ, as text or as one JSON object.
struct DiffReport {
    let old: String
    let new: String
    let changes: [Change]
    let frames: FrameComparison
    let size: OutputSize
    let threshold: Double

    /// The most changes listed; the rest are counted.
    static let maxListedChanges = 200

    /// Whether nothing changed and no compared frame differs.
    var isSame: Bool { changes.isEmpty && frames.runs.isEmpty }

    private var listed: ArraySlice<Change> { changes.prefix(Self.maxListedChanges) }

    // MARK: - Text

    /// The sections with changes, each change on its own line, then the frames and a summary:
    /// `same: no changes, 0 of 120 frames differ`.
    var text: String {
        var lines: [String] = []
        for section in Change.Section.allCases {
            let entries = listed.filter { $0.section == section }
            guard !entries.isEmpty else { continue }
            lines.append(section.rawValue)
            lines += entries.map { "  " + $0.line }
        }
        if changes.count > Self.maxListedChanges { lines.append("  … and \(changes.count - Self.maxListedChanges) more changes") }
        if let first = frames.frames.first, let last = frames.frames.last {
            let range = first == last ? format(first) : "\(format(first))-\(format(last))"
            lines.append("frames \(range) at \(size.width)x\(size.height): \(frames.frames.count) compared, \(frames.differingCount) differ")
            lines += frames.runs.map { "  " + line($0) }
        } else {
            lines.append("frames: none compared, the animations have no frame in common")
        }
        let count = changes.count == 1 ? "1 change" : "\(changes.count == 0 ? "no" : String(changes.count)) changes"
        lines.append("\(isSame ? "same" : "different"): \(count), \(frames.differingCount) of \(frames.frames.count) frames differ")
        return lines.joined(separator: "\n")
    }

    /// `~ 12-40 (29 frames): worst frame 30: MAE 12.5, 40.2 % of pixels and 41 % of cells off by more than 32`.
    private func line(_ run: FrameComparison.Run) -> String {
        let range = run.count == 1 ? format(run.first) : "\(format(run.first))-\(format(run.last))"
        let frames = run.count == 1 ? "1 frame" : "\(run.count) frames"
        let (white, black) = (run.worst.white, run.worst.black)
        let measures = [
            "MAE \(format(max(white.meanError, black.meanError)))",
            "\(format(max(white.pixelsOff, black.pixelsOff))) % of pixels and \(format(max(white.cellsOff, black.cellsOff))) % of cells off by more than 32",
        ]
        return "~ \(range) (\(frames)): worst frame \(format(run.worstFrame)): " + measures.joined(separator: ", ")
    }

    private func format(_ number: Double) -> String { KeypathValue.format(number) }

    // MARK: - JSON

    /// One object: `old`, `new`, `same`, `changes`, `moreChanges` and `frames`.
    var json: String {
        var object = JSONObject([("old", .string(old)), ("new", .string(new)), ("same", .bool(isSame))])
        object.append("changes", .array(listed.map { .object(json($0)) }))
        object.append("moreChanges", .number(Double(max(0, changes.count - Self.maxListedChanges))))
        var comparison = JSONObject([
            ("size", .string("\(size.width)x\(size.height)")), ("threshold", .number(threshold)),
            ("compared", .number(Double(frames.frames.count))), ("differing", .number(Double(frames.differingCount))),
        ])
        if let first = frames.frames.first, let last = frames.frames.last {
            comparison.append("first", .number(first))
            comparison.append("last", .number(last))
        }
        comparison.append("runs", .array(frames.runs.map { .object(json($0)) }))
        object.append("frames", .object(comparison))
        return JSONWriter.string(of: .object(object))
    }

    private func json(_ change: Change) -> JSONObject {
        var object = JSONObject([
            ("change", .string(change.kind.rawValue)), ("section", .string(change.section.rawValue)), ("subject", .string(change.subject)),
        ])
        if let attribute = change.attribute { object.append("attribute", .string(attribute)) }
        if let old = change.old { object.append("old", .string(old)) }
        if let new = change.new { object.append("new", .string(new)) }
        if !change.notes.isEmpty { object.append("notes", .array(change.notes.map { .string($0) })) }
        if let times = change.oldTimes { object.append("oldTimes", .array(times.map { .number($0) })) }
        if let times = change.newTimes { object.append("newTimes", .array(times.map { .number($0) })) }
        return object
    }

    private func json(_ run: FrameComparison.Run) -> JSONObject {
        func measures(_ measures: FrameDifference.Measures) -> JSONValue {
            .object(
                JSONObject([
                    ("mae", .number(rounded(measures.meanError))), ("pct_gt32", .number(rounded(measures.pixelsOff))),
                    ("halfblock_pct_gt32", .number(rounded(measures.cellsOff))),
                ]))
        }
        return JSONObject([
            ("first", .number(run.first)), ("last", .number(run.last)), ("count", .number(Double(run.count))),
            ("worstFrame", .number(run.worstFrame)), ("white", measures(run.worst.white)), ("black", measures(run.worst.black)),
        ])
    }

    /// To three decimals, as score.py reports its measures.
    private func rounded(_ number: Double) -> Double { (number * 1000).rounded() / 1000 }
}

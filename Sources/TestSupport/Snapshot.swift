import Foundation

/// Text snapshots: a test renders something to text and compares it with a file in its
/// `Snapshots/` folder. `RECORD_SNAPSHOTS=1` writes the files instead, and the check reports
/// that as a failure, so a recording run is never taken for a pass.
public enum Snapshot {
    /// Whether this run records snapshots (`RECORD_SNAPSHOTS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares `text` with the snapshot at `url` through `mismatch` (which returns why two texts
    /// differ, or nil when they agree within the test's tolerance). Returns nil when they agree,
    /// else what to report: the mismatch, a missing snapshot, or `recorded NAME` when recording.
    public static func check(_ text: String, against url: URL, mismatch: (_ actual: String, _ expected: String) -> String?) -> String? {
        let name = url.lastPathComponent
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                return "recorded \(name)"
            } catch {
                return "\(name): cannot record: \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "\(name): no snapshot (RECORD_SNAPSHOTS=1 records it)"
        }
        return mismatch(text, expected).map { "\(name): \($0)" }
    }
}

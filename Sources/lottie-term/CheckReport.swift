import ArgumentParser
import Lottie
import LottieModel

/// What `check` found in one file: its diagnostics, or why it could not be loaded.
struct CheckReport {
    var file: String
    var diagnostics: [Diagnostic] = []
    /// Image assets drawn by the animation that could not be loaded.
    var missingImages = 0
    var error: (any Error)?

    /// 66 for a missing file or image, 65 for undecodable data, 1 for warnings when `strict`, else 0.
    func exitCode(strict: Bool) -> Int32 {
        if let error { return CommandSupport.exitCode(for: error).rawValue }
        if missingImages > 0 { return 66 }
        return strict && diagnostics.contains { $0.severity == .warning } ? 1 : 0
    }

    /// `FILE: ok, N diagnostics` (or `images missing`), then one line per diagnostic.
    var text: String {
        let count = diagnostics.count
        let state = missingImages > 0 ? "\(missingImages) image\(missingImages == 1 ? "" : "s") missing" : "ok"
        let lines = ["\(file): \(state), \(count) diagnostic\(count == 1 ? "" : "s")"] + diagnostics.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }

    /// One JSON object: file, status (`ok`, `warnings`, `images missing`, `error`), exit (without
    /// --strict), diagnostics and, for a file that cannot be loaded, error.
    var json: String {
        let status: String
        if error != nil {
            status = "error"
        } else if missingImages > 0 {
            status = "images missing"
        } else {
            status = diagnostics.contains { $0.severity == .warning } ? "warnings" : "ok"
        }
        var object = JSONObject([("file", .string(file)), ("status", .string(status)), ("exit", .number(Double(exitCode(strict: false))))])
        object.append(
            "diagnostics",
            .array(
                diagnostics.map {
                    .object(JSONObject([("severity", .string($0.severity.rawValue)), ("feature", .string($0.feature)), ("path", .string($0.path)), ("message", .string($0.message))]))
                }))
        if let error { object.append("error", .string(CommandSupport.message(for: error, file: file))) }
        return JSONWriter.string(of: .object(object))
    }
}

import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ExportProgress {
    let total: Int
    let label: String
    private let isShown = isatty(STDERR_FILENO) == 1
    private var lastDrawn = -1

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// Shows `done` frames of `total` (redrawn when the bar's percentage changes).
    mutating func update(_ done: Int) {
        guard isShown, total > 0 else { return }
        let percent = done * 100 / total
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total) frames".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard isShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

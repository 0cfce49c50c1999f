import Foundation

/// Where tests write their files and folders: one folder of the test process's own under the
/// system's temporary directory (`lottie-term-tests-<pid>`), made on first use and removed, with
/// everything in it, when the process exits. Paths in it can be handed to a child process (the
/// `lottie-term` binary, a shell in tmux), as the folder outlives every test.
///
/// ```swift
/// let folder = ScratchSpace.url("themes")  // …/lottie-term-tests-4242/themes-<UUID>
/// try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
/// let output = ScratchSpace.url("slots", extension: "png")  // …/slots-<UUID>.png
/// ```
public enum ScratchSpace {
    /// The process's folder, made the first time it is asked for (once, even when tests running
    /// in parallel ask together) and removed when the process exits.
    public static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-term-tests-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchSpace.folder) }
        return folder
    }()

    /// A path in the folder that nothing uses yet, `<prefix>-<UUID>` or, with an extension,
    /// `<prefix>-<UUID>.<ext>`; the caller makes the file or folder there. The prefix says what
    /// it holds.
    public static func url(_ prefix: String, extension ext: String? = nil) -> URL {
        let name = "\(prefix)-\(UUID().uuidString)" + (ext.map { ".\($0)" } ?? "")
        return folder.appendingPathComponent(name)
    }
}

import ArgumentParser
import Foundation

/// The options of animated exports (`render -o out.gif|.webp|.png|.y4m`).
struct ExportOptions: ParsableArguments {
    @Option(help: "Frames per second of the output, 0.1 to 240: the timeline is resampled (default: the selection's own frames).")
    var fps: Double?

    @Option(help: "How many times viewers play the animation, 0 for forever (GIF, WebP, APNG).")
    var loop: Int = 0

    @Option(help: "WebP quality 0...100 (lossy); without it WebP is lossless.")
    var quality: Double?

    @Option(help: "Frames rendered at once, 1 to 256, for animations and --outdir (default: one per core).")
    var jobs: Int?

    /// Whether any of these options was given.
    var isGiven: Bool { fps != nil || loop != 0 || quality != nil || jobs != nil }

    /// The tasks to render with.
    var workers: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let fps, !(0.1...240).contains(fps) { throw ValidationError("--fps must be between 0.1 and 240") }
        if !(0...65535).contains(loop) { throw ValidationError("--loop must be between 0 and 65535") }
        if let quality, !(0...100).contains(quality) { throw ValidationError("--quality must be between 0 and 100") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
    }
}

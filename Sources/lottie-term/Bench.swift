import ArgumentParser
import CellEncoder
import Foundation
import Lottie
import LottieModel
import PlayerUI

/// `lottie-term bench (--decode | --render --size WxH | --cells --cols N --rows N | --png | --startup) FILE... [--json]`:
/// per-stage timings.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the pipeline stages on animation files.",
        discussion: """
            Give one of --decode, --render, --cells, --png and --startup. A file that fails is reported and the \
            others are still measured; --json prints one object per file and line.

            --decode times bytes to model (JSON parse and typed decode), reading each file once \
            (unzipping a .lottie or .tgs first, untimed) and decoding it repeatedly; it prints the \
            median and the throughput (JSON: file, bytes, decode_ms, decode_mb_s, runs).

            --render times the first (cold) frame, then the steady-state median per frame over up to \
            30 frames spread across the animation (drawn in turn for whole passes; an even count's \
            median is the mean of its middle two), split into evaluate (model to display list) and \
            rasterize (display list to pixels), and the process's peak resident memory (JSON: file, \
            size, render_ms, first_render_ms, eval_ms, raster_ms, peak_rss_mb, frames). --threads N \
            then renders the frames on N threads at once, one renderer each, and reports frames per \
            second on one thread and on N and their ratio (threads, fps_1, fps_threads, scaling).

            --cells plays the animation frame by frame at its own frame rate (up to 1000 frames) and \
            reports the median time to render a frame at the supersampled size the player uses \
            (render_ms), to encode its pixels into cells (encode_ms, each frame encoded --runs times) \
            and to write the changed cells (write_ms), and the mean bytes per frame written to a \
            terminal in full and with only the cells changed since the previous frame (bytes_full, \
            bytes_diff, bytes_diff_max); fps is what render, encode and write allow on one core. \
            --seconds does not apply. With --pixels kitty, sixel or iterm, --cells times the viewport \
            as an image instead, as the player draws it: rendered at --cols by --rows cells of --cell-size pixels \
            while the frame before is encoded on a second thread, each frame sent as only the part that changed \
            since the one before (kitty as kitty itself takes it, by editing the image), and its bytes (render_ms, \
            encode_ms, bytes, bytes_max, fps: the median rate at which encoded frames come out of the two stages).

            --png times PNG encoding (libpng) of up to 10 frames rendered at --size, at zlib levels \
            1, 6 and 9: the median milliseconds and the mean bytes per frame.

            --startup times new processes from their start to their exit: render --format ansi of \
            the first frame at --cols by --rows cells (output thrown away), and --version (the \
            runtime's and libraries' share), alternating, --runs of each, without a controlling \
            terminal (so no background query): the best and the median (JSON: file, cols, rows, \
            first_frame_ms, first_frame_median_ms, version_ms, runs). --seconds does not apply.
            """)

    @Flag(help: "Time decoding (bytes to model).")
    var decode = false

    @Flag(help: "Time rendering (model to display list to pixels).")
    var render = false

    @Flag(help: "Time cell encoding and count terminal bytes (pixels to cells to escapes).")
    var cells = false

    @Flag(help: "Time PNG encoding (libpng) of rendered frames at --size, at zlib levels 1, 6 and 9.")
    var png = false

    @Flag(help: "Time new processes from start to the first frame written as text (render --format ansi) and to --version.")
    var startup = false

    @Option(parsing: .unconditional, help: "Render size WxH for --render and --png (\(OutputSize.limits)).")
    var size: OutputSize = OutputSize(width: 160, height: 160)

    @Option(help: "Grid columns for --cells and --startup, 1 to 1000.")
    var cols = 80

    @Option(help: "Grid rows for --cells and --startup, 1 to 1000.")
    var rows = 40

    @Option(help: "Cell mode for --cells: half, quadrant, sextant, octant or braille.")
    var cellsMode: CellMode = .halfBlock

    @Option(help: "For --cells: time a pixel protocol (kitty, sixel or iterm) instead of cells.")
    var pixels: PixelMode?

    @Option(help: "For --cells --pixels: the terminal's cell size WxH in pixels.")
    var cellSize = OutputSize(width: 10, height: 20)

    @Option(help: "Colours for --cells: auto, truecolor, 256, 240, 16 or mono.")
    var color: ColorChoice = .fixed(.trueColor)

    @Option(help: "For --cells: colour changes up to this (0-255 per channel) are not resent (default: as the player while playing).")
    var settle: Int?

    @Option(help: "Supersampling for --cells, 1...8 (the player's default when omitted).")
    var supersample = CellEncoder.defaultSupersampling

    @Argument(help: "Lottie files (.json, .lot, .lottie or .tgs; the default animation of a .lottie).")
    var files: [String]

    @Option(help: "For --render: also measure frames per second on this many threads at once, one renderer each (1-64).")
    var threads = 1

    @Option(help: "Minimum number of timed runs per file, 1 to 100000.")
    var runs = 7

    @Option(help: "Keep running until this many seconds (0 to 600) have passed per file, after --runs.")
    var seconds = 0.3

    @Flag(help: "Print one JSON object per file and line.")
    var json = false

    @OptionGroup var overrides: ValueAssignmentOptions

    func validate() throws {
        if [decode, render, cells, png, startup].filter({ $0 }).count != 1 {
            throw ValidationError("choose what to measure: --decode, --render, --cells, --png or --startup")
        }
        for (name, value) in [("--cols", cols), ("--rows", rows)] where !(1...ANSIOptions.maxCells).contains(value) {
            throw ValidationError("\(name) must be between 1 and \(ANSIOptions.maxCells)")
        }
        if files.isEmpty { throw ValidationError("give at least one file") }
        if !(1...CellEncoder.maxSupersampling).contains(supersample) {
            throw ValidationError("--supersample must be between 1 and \(CellEncoder.maxSupersampling)")
        }
        if !(1...64).contains(threads) { throw ValidationError("--threads must be between 1 and 64") }
        if threads > 1 && !render { throw ValidationError("--threads is for --render") }
        if runs < 1 || runs > 100_000 { throw ValidationError("--runs must be between 1 and 100000") }
        if !(seconds >= 0 && seconds <= 600) { throw ValidationError("--seconds must be between 0 and 600") }
    }

    func run() throws {
        var failed: ExitCode?
        for file in files {
            if startup {
                do {
                    try StartupBench(file: file, columns: cols, rows: rows, runs: runs).run(json: json)
                } catch {
                    CommandSupport.printError(error, file: file)
                    failed = ExitCode.failure
                }
                continue
            }
            let loaded: LoadedAnimationFile
            do {
                loaded = try LoadedAnimationFile.load(filePath: AnimationFiles.path(file))
            } catch {
                CommandSupport.printError(error, file: file)
                failed = CommandSupport.exitCode(for: error)
                continue
            }
            let data = loaded.json
            if render {
                do {
                    try RenderBench(
                        file: file, data: data, imageProvider: loaded.imageProvider, size: size, runs: runs, seconds: seconds,
                        assignments: overrides.assignments, threads: threads
                    )
                    .run(json: json)
                } catch {
                    CommandSupport.printError(error, file: file)
                    failed = CommandSupport.exitCode(for: error)
                }
                continue
            }
            if png {
                PNGBench(file: file, animation: loaded.animation, imageProvider: loaded.imageProvider, size: size, runs: runs)
                    .run(json: json)
                continue
            }
            if cells, let pixels {
                do {
                    let target = PixelTarget(mode: pixels, cellWidth: cellSize.width, cellHeight: cellSize.height, editsFrames: true)
                    try PixelBench(file: file, data: data, columns: cols, rows: rows, target: target, runs: runs).run(json: json)
                } catch {
                    CommandSupport.printError(error, file: file)
                    failed = CommandSupport.exitCode(for: error)
                }
                continue
            }
            if cells {
                let encoder = ViewportStyle(supersampling: supersample).encoder(
                    cellMode: cellsMode, colorMode: color.resolve(environment: ProcessInfo.processInfo.environment),
                    backdrop: .terminal)
                do {
                    try CellBench(
                        file: file, data: data, columns: cols, rows: rows, encoder: encoder, runs: runs,
                        tolerance: settle ?? PlayerSession.playingTolerance
                    )
                    .run(json: json)
                } catch {
                    CommandSupport.printError(error, file: file)
                    failed = CommandSupport.exitCode(for: error)
                }
                continue
            }
            // Decoded once untimed, so that a file that does not decode is reported, not timed
            // failing.
            do {
                _ = try Animation(jsonBytes: data)
            } catch {
                CommandSupport.printError(error, file: file)
                failed = CommandSupport.exitCode(for: error)
                continue
            }
            let samples = Self.measure(runs: runs, seconds: seconds) { _ = try? Animation(jsonBytes: data) }
            let median = Self.median(samples)
            let megabytesPerSecond = Double(data.count) / 1_000_000 / (median / 1000)
            if json {
                var object = JSONObject()
                object.append("file", .string(file))
                object.append("bytes", .number(Double(data.count)))
                object.append("decode_ms", .number((median * 1000).rounded() / 1000))
                object.append("decode_mb_s", .number(megabytesPerSecond.rounded()))
                object.append("runs", .number(Double(samples.count)))
                print(JSONWriter.string(of: .object(object)))
            } else {
                let ms = String(format: "%9.3f ms", median)
                let rate = String(format: "%8.1f MB/s", megabytesPerSecond)
                print("\(ms) \(rate)  \(file) (\(data.count) bytes, \(samples.count) runs)")
            }
        }
        if let failed { throw failed }
    }

    /// Times `body` at least `runs` times and until `seconds` have passed; milliseconds.
    static func measure(runs: Int, seconds: Double, _ body: () -> Void) -> [Double] {
        let clock = ContinuousClock()
        let start = clock.now
        var samples: [Double] = []
        while samples.count < runs || (clock.now - start) < .milliseconds(Int(seconds * 1000)) {
            let before = clock.now
            body()
            let elapsed = clock.now - before
            samples.append(milliseconds(elapsed))
            if samples.count >= 100_000 { break }
        }
        return samples
    }

    /// `duration` in milliseconds.
    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
    }

    /// The middle value, or the mean of the two middle values of an even count (as Python's
    /// `statistics.median`, which the reference renderers' timings use); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

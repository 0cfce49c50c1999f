import CellEncoder
import CursesTerminal
import FileWatching
import Lottie
import PlayerUI

/// The player's main loop: draw when something changed, wait for input (blocking while
/// paused, until the next frame is due while playing; with a watched file, also for its news
/// and until its reload is due; with the file browser open and busy, not at all), feed events
/// to the UI.
///
/// While playing, the screen is drawn once per frame interval, whatever the input in between
/// (a burst of keys does not draw extra frames); paused, it is drawn after each input.
@MainActor
struct PlayerSession {
    let ui: PlayerUI
    let terminal: CursesTerminal
    /// Frames drawn per second at most; nil: the animation's own rate, up to 60 (read again
    /// after a reload).
    let framesPerSecond: Double?
    /// Watching the file shown, when there is one (`--watch`, `W`).
    let watch: PlayerWatch?
    /// The file browser's listing and previews (`O`).
    let browsing: BrowserFeed
    /// While playing in pixels, each frame's image is encoded while the next one renders.
    let pipeline = ImagePipeline()

    /// While playing, a cell whose colours moved by at most this much (0–255 per channel) since
    /// it was drawn is not resent; paused, every cell is exact.
    nonisolated static let playingTolerance = 4

    /// How a session ended.
    enum Outcome: Equatable {
        /// Quit, end of input (0) or a signal (128 + its number).
        case exit(Int32)
        /// A path was pasted: open that file.
        case open(String)
        /// The file browser's choice: play it, adding it to the list of files.
        case play(String)
        /// Step through the list of files (+1 next, -1 previous).
        case step(Int)
        /// Another animation or theme of the `.lottie`.
        case container(animation: String, theme: String?)
    }

    /// Runs until the user quits, a signal arrives or a path is pasted.
    func run() -> Outcome {
        let wall = ContinuousClock()
        var clock = PlaybackClock(clock: wall)
        var meter = FrameRateMeter()
        var nextFrame = wall.now
        var needsDraw = true
        ui.resize(columns: terminal.size.columns, rows: terminal.size.rows)
        terminal.reportPointerMotion(ui.stateMachine?.machine.isRunning == true)
        while true {
            let now = wall.now
            if watch?.update(ui, at: now) == true { needsDraw = true }
            let interval = Duration.seconds(1 / (framesPerSecond ?? min(max(ui.player.animation.framerate, 1), 60)))
            var frameIsDue = false
            if ui.isPlaying {
                if now >= nextFrame {
                    ui.advance(by: clock.tick())
                    nextFrame = max(nextFrame.advanced(by: interval), now)
                    frameIsDue = true
                    needsDraw = true
                }
            } else {
                clock.reset()
                meter.reset()
            }
            if needsDraw, frameIsDue || !ui.isPlaying || ui.isBrowserOpen {
                ui.achievedFPS = ui.isPlaying ? meter.rate(at: now) : nil
                let tolerance = ui.isPlaying ? Self.playingTolerance : 0
                if frameIsDue, let pending = ui.renderViewportImage() {
                    let grid = ui.screen()
                    if let previous = pipeline.finish(ui: ui) { terminal.draw(previous.grid, tolerance: tolerance, image: previous.image) }
                    pipeline.start(pending, grid: grid, ui: ui, shown: terminal.shownImage)
                } else {
                    // Anything but the next frame: the one in flight is left undrawn.
                    _ = pipeline.finish(ui: ui)
                    terminal.draw(ui.screen(), tolerance: tolerance, image: ui.viewportImage(shown: terminal.shownImage))
                }
                if ui.isPlaying { meter.record(wall.now) }
                needsDraw = false
            }
            let deadlines = [ui.isPlaying ? nextFrame : nil, watch?.deadline].compactMap { $0 }
            let browserBusy = browsing.hasWork(for: ui)
            let timeout =
                browserBusy
                ? 0
                : deadlines.min().map { deadline in
                    let wait = wall.now.duration(to: deadline)
                    return max(0, Int((Double(wait.components.seconds) * 1000 + Double(wait.components.attoseconds) * 1e-15).rounded(.up)))
                }
            let input: PlayerInput
            switch terminal.nextEvent(timeoutMilliseconds: timeout ?? -1, alsoWaitingFor: watch?.descriptor) {
            case .timeout, .readable:
                // Input first: the browser's listing and preview wait for a turn without any.
                if browserBusy {
                    browsing.work(on: ui)
                    needsDraw = true
                }
                continue
            case .signal(let number): return .exit(128 + number)
            case .endOfInput: return .exit(0)
            case .continued:
                clock.reset()
                needsDraw = true
                continue
            case .resize:
                _ = pipeline.finish(ui: ui)
                ui.resize(columns: terminal.size.columns, rows: terminal.size.rows)
                needsDraw = true
                continue
            case .paste(let text): input = .paste(text)
            case .key(let key):
                guard let key = PlayerInput(key) else { continue }
                input = key
            case .mouse(let mouse): input = PlayerInput(mouse)
            }
            let command = ui.handle(input)
            terminal.reportPointerMotion(ui.stateMachine?.machine.isRunning == true)
            switch command {
            case .quit: return .exit(0)
            case .open(let path): return .open(path)
            case .play(let path): return .play(path)
            case .step(let delta): return .step(delta)
            case .container(let animation, let theme): return .container(animation: animation, theme: theme)
            case .redraw: terminal.invalidate()
            case .keepRunning: break
            }
            needsDraw = true
        }
    }
}

/// Frames drawn per second over the last second (over the time since the first frame, when
/// that is shorter).
struct FrameRateMeter {
    private var stamps: [ContinuousClock.Instant] = []

    mutating func record(_ instant: ContinuousClock.Instant) {
        stamps.append(instant)
        if stamps.count > 240 { stamps.removeFirst(stamps.count - 240) }
    }

    mutating func reset() {
        stamps.removeAll(keepingCapacity: true)
    }

    func rate(at now: ContinuousClock.Instant) -> Double {
        guard let first = stamps.first else { return 0 }
        let recent = stamps.count { $0.duration(to: now) <= .seconds(1) }
        let span = first.duration(to: now)
        guard span < .seconds(1) else { return Double(recent) }
        let seconds = Double(span.components.seconds) + Double(span.components.attoseconds) * 1e-18
        return seconds > 0.1 ? Double(recent) / seconds : 0
    }
}

extension PlayerInput {
    init?(_ key: TerminalKey) {
        switch key {
        case .character(let character): self = .character(character)
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        case .shiftLeft: self = .shiftLeft
        case .shiftRight: self = .shiftRight
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home: self = .home
        case .end: self = .end
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .tab: self = .tab
        case .controlC: self = .interrupt
        case .control(let letter): self = .control(letter)
        case .function: return nil
        }
    }

    init(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .press: self = .mousePress(column: mouse.column, row: mouse.row)
        case .drag: self = .mouseDrag(column: mouse.column, row: mouse.row)
        case .release: self = .mouseRelease(column: mouse.column, row: mouse.row)
        case .move: self = .mouseMove(column: mouse.column, row: mouse.row)
        case .wheelUp: self = .wheelUp(column: mouse.column, row: mouse.row)
        case .wheelDown: self = .wheelDown(column: mouse.column, row: mouse.row)
        case .controlWheelUp: self = .controlWheelUp(column: mouse.column, row: mouse.row)
        case .controlWheelDown: self = .controlWheelDown(column: mouse.column, row: mouse.row)
        }
    }
}

import CellEncoder
import CursesTerminal
import Lottie
import PlayerUI

/// The player's main loop: draw when something changed, wait for input (blocking while
/// paused, until the next frame is due while playing), feed events to the UI.
@MainActor
struct PlayerSession {
    let ui: PlayerUI
    let terminal: CursesTerminal
    let framesPerSecond: Double

    /// Runs until the user quits or a signal arrives; returns the exit status (128 + signal).
    func run() -> Int32 {
        let wall = ContinuousClock()
        var clock = PlaybackClock(clock: wall)
        var meter = FrameRateMeter()
        let interval = Duration.seconds(1 / framesPerSecond)
        var nextFrame = wall.now
        var needsDraw = true
        ui.resize(columns: terminal.size.columns, rows: terminal.size.rows)
        while true {
            if ui.isPlaying {
                ui.advance(by: clock.tick())
                needsDraw = true
            } else {
                clock.reset()
            }
            if needsDraw {
                ui.achievedFPS = meter.rate(at: wall.now)
                // Truecolor through curses needs a direct-colour terminfo entry; otherwise the
                // viewport's cells go around curses as 24-bit escapes.
                let direct = ui.colorMode == .trueColor && !terminal.hasDirectColor
                terminal.draw(
                    ui.screen(), trueColorRegion: direct ? ui.viewportRect : nil,
                    overlay: ui.overlayRect)
                meter.record(wall.now)
                needsDraw = false
            }
            var timeout = -1
            if ui.isPlaying {
                nextFrame = max(nextFrame.advanced(by: interval), wall.now)
                let wait = wall.now.duration(to: nextFrame)
                timeout = Int((Double(wait.components.seconds) * 1000 + Double(wait.components.attoseconds) * 1e-15).rounded(.up))
            }
            let event = terminal.nextEvent(timeoutMilliseconds: timeout)
            switch event {
            case .timeout: continue
            case .signal(let number): return 128 + number
            case .endOfInput: return 0
            case .continued:
                clock.reset()
                needsDraw = true
            case .resize:
                ui.resize(columns: terminal.size.columns, rows: terminal.size.rows)
                needsDraw = true
            case .key(let key):
                guard let input = PlayerInput(key) else { continue }
                if ui.handle(input) == .quit { return 0 }
                needsDraw = true
            case .mouse(let mouse):
                if ui.handle(PlayerInput(mouse)) == .quit { return 0 }
                needsDraw = true
            }
        }
    }
}

/// Frames drawn over the last second.
struct FrameRateMeter {
    private var stamps: [ContinuousClock.Instant] = []

    mutating func record(_ instant: ContinuousClock.Instant) {
        stamps.append(instant)
        if stamps.count > 240 { stamps.removeFirst(stamps.count - 240) }
    }

    func rate(at now: ContinuousClock.Instant) -> Double {
        Double(stamps.count { $0.duration(to: now) <= .seconds(1) })
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
        case .function: return nil
        }
    }

    init(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .press: self = .mousePress(column: mouse.column, row: mouse.row)
        case .drag: self = .mouseDrag(column: mouse.column, row: mouse.row)
        case .release: self = .mouseRelease(column: mouse.column, row: mouse.row)
        }
    }
}

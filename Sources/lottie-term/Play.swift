import ArgumentParser
import CursesTerminal
import Foundation
import Lottie
import PlayerUI

/// `lottie-term play [FILE] [--loop MODE] [--speed X] [--marker NAME | --from-marker A --to-marker B] …`
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play an animation in the terminal (the default command).",
        discussion: """
            Full-screen player: space plays and pauses, arrows step, [ and ] jump between markers, \
            ? lists every key, q quits. Without a file, plays the built-in sample. Needs a terminal: \
            for pipes and scripts use `render FILE --format ansi`.
            """)

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs); the built-in sample when omitted.")
    var file: String?

    @OptionGroup var container: ContainerOptions

    @Option(
        help: ArgumentHelp(
            "playOnce, loop, autoReverse, repeat:N or repeatBackwards:N (default: a .lottie's own setting, else loop).",
            valueName: "mode"))
    var loop: LoopArgument?

    @Option(help: "Speed multiplier; negative plays backwards (default: a .lottie's own setting, else 1).")
    var speed: Double?

    @Option(help: "Play this marker's range.")
    var marker: String?

    @Option(help: "Play from this marker's start (with --to-marker).")
    var fromMarker: String?

    @Option(help: "Play to this marker's start.")
    var toMarker: String?

    @Option(help: "half (half blocks, the default) or braille.")
    var cells: CellMode = .halfBlock

    @Option(help: "auto, truecolor, 256, 240, 16 or mono (auto honours COLORTERM, terminfo and NO_COLOR).")
    var color: ColorChoice = .auto

    @Option(help: "Frames drawn per second at most (default: the animation's own rate, up to 60).")
    var fps: Double?

    @OptionGroup(title: "Cells")
    var cellStyle: CellStyleOptions

    @OptionGroup var overrides: ValueAssignmentOptions

    @OptionGroup var text: TextOptions

    func validate() throws {
        if let speed, !(speed.isFinite && abs(speed) <= 100) {
            throw ValidationError("--speed must be a number between -100 and 100")
        }
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 240) { throw ValidationError("--fps must be between 1 and 240") }
        if marker != nil && (fromMarker != nil || toMarker != nil) {
            throw ValidationError("give either --marker or --from-marker/--to-marker")
        }
        if fromMarker != nil && toMarker == nil { throw ValidationError("--from-marker needs --to-marker") }
    }

    func run() throws {
        var (label, loaded, animation) = try container.load(file)
        for name in [marker, fromMarker, toMarker].compactMap({ $0 }) where animation.frameTime(forMarker: name) == nil {
            let known = animation.markerNames.isEmpty ? "it has none" : "it has " + animation.markerNames.joined(separator: ", ")
            throw ValidationError("no marker named \"\(name)\": \(known)")
        }
        var renderer = try makeRenderer(animation, loaded: loaded)
        let environment = ProcessInfo.processInfo.environment
        // Asked before curses starts, while the terminal's replies cannot be taken for keys.
        let style = cellStyle.style(environment: environment)
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.open()
            } catch {
                FileHandle.standardError.write(Data("lottie-term: \(error)\n".utf8))
                throw ExitCode.failure
            }
            defer { terminal.close() }
            let modes = TerminalColors.modes(terminal: terminal, environment: environment)
            var preferred = modes.preferred
            if case .fixed(let mode) = color { preferred = mode }
            let available = modes.available.contains(preferred) ? modes.available : [preferred] + modes.available
            var isFirst = true
            var notice: String?
            while true {
                let player = LottiePlayer(animation: animation)
                let settings = loaded?.playbackConfiguration
                player.animationSpeed = (isFirst ? speed : nil) ?? settings?.speed ?? 1
                player.loopMode = (isFirst ? loop?.mode : nil) ?? settings?.loopMode ?? .loop
                let ui = PlayerUI(
                    player: player, renderer: renderer, cellMode: cells, colorMode: preferred, colorModes: available,
                    backdrop: cellStyle.backdrop, style: style)
                ui.title = label
                ui.notice = notice
                if isFirst { startPlayback(ui) } else { player.play() }
                isFirst = false
                let rate = fps ?? min(max(animation.framerate, 1), 60)
                switch PlayerSession(ui: ui, terminal: terminal, framesPerSecond: rate).run() {
                case .exit(let status):
                    terminal.close()  // first, so what is printed lands on the shell's screen or in a pipe
                    for keypath in ui.yankedKeypaths { print(keypath) }
                    for edit in ui.edits { print("--set " + Self.shellQuoted("\(edit.keypath)=\(edit.value)")) }
                    return status
                case .open(let path):
                    do {
                        let next = try LoadedAnimationFile.load(filePath: path)
                        renderer = try makeRenderer(next.animation, loaded: next)
                        (label, loaded, animation) = (path, next, next.animation)
                        notice = nil
                    } catch {
                        notice = "cannot open: \(error)"
                    }
                }
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `text` in single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func makeRenderer(_ animation: LottieAnimation, loaded: LoadedAnimationFile?) throws -> LottieFrameRenderer {
        let renderer = CommandSupport.renderer(
            for: animation, loaded: loaded, textProvider: text.textProvider, fontProvider: text.fontProvider)
        try overrides.apply(to: renderer)
        return renderer
    }

    private func startPlayback(_ ui: PlayerUI) {
        if let marker {
            ui.playMarker(marker)
        } else if let toMarker {
            ui.playMarkers(from: fromMarker, to: toMarker)
        } else {
            ui.player.play()
        }
    }
}

/// `--loop` values.
struct LoopArgument: ExpressibleByArgument {
    var mode: LottieLoopMode

    init(mode: LottieLoopMode) {
        self.mode = mode
    }

    init?(argument: String) {
        guard let mode = LottieLoopMode(argument: argument) else { return nil }
        self.mode = mode
    }

    var defaultValueDescription: String { mode.description }
}

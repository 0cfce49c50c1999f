import ArgumentParser
import CellEncoder
import Compatibility
import CursesTerminal
import FileWatching
import Foundation
import Lottie
import PlayerUI

/// `lottie-term play [FILE] [--loop MODE] [--speed X] [--marker NAME | --from-marker A --to-marker B] …`
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play an animation in the terminal (the default command).",
        discussion: """
            A full-screen player: the animation scaled to fit the viewport, a timeline with the \
            markers, the active range and the playhead, and a status bar. Space plays and pauses, \
            the arrows step, [ and ] jump between markers, ? lists every key and q quits (man \
            lottie-term describes them all). Without a file, plays the built-in sample; with several \
            files or folders, n and p step through them. w lists what other players (--target) do \
            not draw, draw differently or draw on a slower path in the file shown, as check does, \
            and highlights the layer or group of the selected finding.

            With --watch (or W), the file shown and the image files it reads are reloaded when \
            they change, keeping the frame, loop mode, speed, range, zoom, inspector and values \
            set; a file that does not decode (half written) keeps the last good animation on \
            screen with the error in the status bar until its next change.

            While paused it uses no CPU; while playing it draws once per frame interval. Every exit \
            restores the terminal, also on a fatal signal, and Ctrl-Z suspends. Standard input must \
            be a terminal; when standard output is not one, the screen goes to the controlling \
            terminal, so standard output keeps what the player prints on exit (the keypaths and \
            values chosen in its inspector). For pipes and scripts use render FILE --format ansi.
            """)

    @Argument(
        help: ArgumentHelp(
            "Lottie files (.json, .lot, .lottie or .tgs) or folders of them; n and p step through several. The built-in sample when omitted.",
            valueName: "file"))
    var files: [String] = []

    @OptionGroup var container: ContainerOptions

    @Option(
        help: ArgumentHelp(
            "playOnce, loop, autoReverse, repeat:N or repeatBackwards:N (default: a .lottie's own setting, else loop).",
            valueName: "mode"))
    var loop: LoopArgument?

    @Option(help: "Speed multiplier, -100 to 100; negative plays backwards (default: a .lottie's own setting, else 1).")
    var speed: Double?

    @Option(help: "Play this marker's range and keep to it; an unknown marker exits 64 and lists the markers.")
    var marker: String?

    @Option(help: "Play from this marker's start (with --to-marker).")
    var fromMarker: String?

    @Option(help: "Play to this marker's start.")
    var toMarker: String?

    @Option(
        help: """
            Preview a control: switch (rests at the end of --off; Enter or a click in the viewport toggles it, \
            playing --on or --off once) or button (a press in the viewport plays --press, the release \
            --release; Enter presses, then releases).
            """)
    var control: ControlKind?

    @Option(
        help: ArgumentHelp(
            "The switch's turn-on range: FROM:TO progress (0...1; TO below FROM plays backwards) or a marker name.", valueName: "range"))
    var on: String?

    @Option(help: ArgumentHelp("The switch's turn-off range.", valueName: "range"))
    var off: String?

    @Option(help: ArgumentHelp("The button's press range.", valueName: "range"))
    var press: String?

    @Option(help: ArgumentHelp("The button's release range.", valueName: "range"))
    var release: String?

    @Option(
        help: ArgumentHelp(
            "The cell kinds b cycles, the first shown at start: half, quadrant, sextant, octant, braille; one kind alone cycles with half and braille.",
            valueName: "kind[,kind...]"))
    var cells = CellModeList([.halfBlock])

    @Option(
        help: ArgumentHelp(
            "Draw the viewport in the terminal's pixels: auto (kitty, else sixel, else iTerm2 images, as the terminal answers one round of queries within 200 ms; under tmux only sixel, when tmux lists it), kitty, sixel, iterm or off (cells, no queries). The timeline, status bar and overlays stay in cells; x switches between pixels and cells.",
            valueName: "auto|kitty|sixel|iterm|off"))
    var pixels: PixelChoice = .auto

    @Option(
        help: """
            auto, truecolor, 256, 240, 16 or mono; auto is mono when NO_COLOR is set, truecolor when COLORTERM asks \
            for it or terminfo has RGB, else 256, 16 or mono as terminfo has them.
            """)
    var color: ColorChoice = .auto

    @Option(help: "Frames drawn per second at most, 1 to 240 (default: the animation's own rate, up to 60).")
    var fps: Double?

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "Players the findings panel (w) checks the file against, separated by commas: ios, ios-ca, android, web-svg, web-canvas, skottie, thorvg, rlottie, telegram, or all (default: the nearest .lottie-term.toml's targets, else all).",
            valueName: "targets"))
    var targetNames: [String] = []

    @Flag(
        help: """
            Reload the file when it (or an image file it reads) changes, also when an editor saves by renaming \
            a new file over it; W turns it on and off.
            """)
    var watch = false

    @Option(
        help: ArgumentHelp(
            "Another version of the animation to show beside it, frame for frame (drawn in cells), as `diff` compares them.",
            valueName: "file"))
    var compare: String?

    @Option(
        name: .customLong("state-machine"),
        help: ArgumentHelp(
            "Run this state machine of the .lottie file (s opens its panel, or starts the first machine without this option): clicks, moves and hovers in the viewport become its pointer events, and its panel sets inputs and fires events.",
            valueName: "id"))
    var stateMachine: String?

    @OptionGroup(title: "Cells")
    var cellStyle: CellStyleOptions

    @OptionGroup var overrides: ValueAssignmentOptions

    @OptionGroup var slots: SlotOptions

    @OptionGroup var text: TextOptions

    /// The questions for the terminal: its background colour and graphics, or with --pixels off
    /// its background colour when --terminal-bg is auto; nil when nothing is to be asked or
    /// there is no terminal.
    private func askTerminal() -> TerminalQuestion? {
        let timeout = CellStyleOptions.queryTimeoutMilliseconds
        if pixels != .off { return TerminalQuery.askBackgroundAndGraphics(timeoutMilliseconds: timeout) }
        return cellStyle.terminalBackground == .auto ? TerminalQuery.askBackground(timeoutMilliseconds: timeout) : nil
    }

    func validate() throws {
        if let speed, !(speed.isFinite && abs(speed) <= 100) {
            throw ValidationError("--speed must be a number between -100 and 100")
        }
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 240) { throw ValidationError("--fps must be between 1 and 240") }
        if marker != nil && (fromMarker != nil || toMarker != nil) {
            throw ValidationError("give either --marker or --from-marker/--to-marker")
        }
        if fromMarker != nil && toMarker == nil { throw ValidationError("--from-marker needs --to-marker") }
        if watch && files.isEmpty { throw ValidationError("--watch needs a file: the built-in sample has none") }
        do {
            _ = try TargetList.parse(targetNames)
        } catch {
            throw ValidationError("--target: \(error.description)")
        }
        switch control {
        case .switch?:
            if on == nil || off == nil { throw ValidationError("--control switch needs --on and --off") }
        case .button?:
            if press == nil || release == nil { throw ValidationError("--control button needs --press and --release") }
        case nil:
            if [on, off, press, release].contains(where: { $0 != nil }) {
                throw ValidationError("--on, --off, --press and --release need --control")
            }
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        // Asked before the files are decoded and read after, so that the terminal's round trip
        // overlaps the decoding (and before curses starts, while the terminal's replies cannot
        // be taken for keys): one round of questions, the background colour and, unless
        // --pixels off, graphics.
        let question = askTerminal()
        // The browser (`O`) adds the files it plays.
        var paths = try PlayList(arguments: files).paths
        // With several files, the first that opens plays (the others are tried with n and p).
        var errors: [String: String] = [:]
        var index = 0
        if paths.count > 1 {
            for (position, path) in paths.enumerated() {
                do {
                    _ = try LoadedAnimationFile.load(filePath: path, animationId: container.animation)
                    index = position
                    break
                } catch {
                    errors[path] = "\(error)"
                }
            }
        }
        var (label, loaded, animation) = try container.load(paths.isEmpty ? nil : paths[index])
        for name in [marker, fromMarker, toMarker].compactMap({ $0 }) where animation.frameTime(forMarker: name) == nil {
            let known = animation.markerNames.isEmpty ? "it has none" : "it has " + animation.markerNames.joined(separator: ", ")
            throw ValidationError("no marker named \"\(name)\": \(known)")
        }
        if let stateMachine {
            let machines = loaded?.dotLottie?.stateMachines.keys.sorted() ?? []
            guard machines.contains(stateMachine) else {
                throw ValidationError(
                    "no state machine \"\(stateMachine)\": " + (machines.isEmpty ? "the file has none" : "it has " + machines.joined(separator: ", ")))
            }
        }
        let preview = try controlPreview(for: animation)
        _ = try slots.values(for: animation)
        var view = try makeView(animation, loaded: loaded)
        try slots.checkImages(of: view.renderer)
        let compared = try compare.map { path in
            let other = try CommandSupport.load(path)
            return (renderer: CommandSupport.renderer(for: other.animation, loaded: other.loaded), title: path)
        }
        let style: ViewportStyle
        var pixelTarget: PixelTarget?
        var pixelNotice: String?
        var pixelsUnavailable = "--pixels off"
        if pixels == .off {
            style = cellStyle.style(environment: environment, answer: .some(question.flatMap { TerminalBackground.parse($0.reply()) }))
        } else {
            let answer = TerminalQuery.backgroundAndGraphics(question, environment: environment)
            style = cellStyle.style(environment: environment, answer: .some(answer.background))
            let resolved = PixelTarget.resolve(pixels, answer.graphics)
            pixelTarget = resolved.target
            pixelsUnavailable = resolved.reason ?? ""
            if pixels != .auto, let reason = resolved.reason { pixelNotice = "--pixels \(pixels.rawValue): \(reason); drawing cells" }
        }
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
            var theme = container.theme
            var keypaths: [String] = []
            var edits: [(keypath: String, value: String)] = []
            var targetSettings = CheckSettings(targetNames: targetNames, budgetAssignments: [], configPath: nil, readsConfig: targetNames.isEmpty)
            var showsFindings = false
            var watching = watch
            let watcher = PlayerWatch(environment: environment, describe: CommandSupport.message(for:file:))
            let browsing = BrowserFeed { path in
                let opened = try LoadedAnimationFile.load(filePath: path)
                return (plainView(opened.animation, loaded: opened).renderer, opened.animation.startFrame)
            }
            var browser = FileBrowser()
            while true {
                let settings = loaded?.playbackConfiguration
                view.animationSpeed = CGFloat((isFirst ? speed : nil) ?? settings?.speed ?? 1)
                view.loopMode = (isFirst ? loop?.mode : nil) ?? settings?.loopMode ?? .loop
                let targets = Self.findingTargets(for: loaded == nil ? nil : label, settings: &targetSettings)
                let ui = PlayerUI(
                    view: view, cellMode: cells.modes[0], colorMode: preferred, colorModes: available,
                    backdrop: cellStyle.backdrop, style: style, cellModes: cells.modes, findingTargets: targets.targets)
                ui.title = label
                if let compared { ui.compare(with: compared.renderer, title: compared.title) }
                ui.notice = notice ?? targets.problem ?? (isFirst ? pixelNotice : nil)
                // The findings panel stays open from one file to the next, with the next file's findings.
                if showsFindings { ui.toggleFindings() }
                ui.pixelTarget = pixelTarget
                ui.browser = browser
                ui.pixelsUnavailable = pixelsUnavailable
                ui.assignments = overrides.assignments.map(\.written)
                if let loaded {
                    ui.watching = watching
                    let (path, id, theme) = (loaded.path, loaded.animationId, theme)
                    watcher.follow([path] + loaded.imageFileCandidates) { ui in
                        let next = try LoadedAnimationFile.load(filePath: path, animationId: id, themeId: theme)
                        ui.replaceAnimation(with: plainView(next.animation, loaded: next))
                        if let archive = next.dotLottie, let id = next.animationId {
                            ui.container = (archive.animationIds, id, archive.themes.keys.sorted(), theme)
                        }
                        return [path] + next.imageFileCandidates
                    }
                }
                if paths.count > 1 {
                    ui.listPosition = (index + 1, paths.count)
                    ui.listFiles = paths.map { ($0, errors[$0]) }
                }
                if let archive = loaded?.dotLottie, let id = loaded?.animationId {
                    ui.container = (archive.animationIds, id, archive.themes.keys.sorted(), theme)
                }
                ui.stateMachineFiles = (loaded?.dotLottie?.stateMachines ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, [UInt8]($0.value)) }
                if isFirst, let stateMachine {
                    ui.notice = ui.startStateMachine(stateMachine)
                } else if isFirst, let preview {
                    ui.startControl(preview)
                } else if isFirst {
                    startPlayback(ui)
                } else {
                    view.play()
                }
                isFirst = false
                let outcome = PlayerSession(ui: ui, terminal: terminal, framesPerSecond: fps, watch: loaded == nil ? nil : watcher, browsing: browsing).run()
                keypaths += ui.yankedKeypaths.filter { !keypaths.contains($0) }
                showsFindings = ui.isFindingsOpen
                browser = ui.browser
                watching = ui.watching ?? watching
                edits += ui.edits
                var candidates: [(path: String, index: Int)] = []
                var choice: (animation: String?, theme: String?) = (nil, nil)
                switch outcome {
                case .exit(let status):
                    terminal.close()  // first, so what is printed lands on the shell's screen or in a pipe
                    for keypath in keypaths { print(keypath) }
                    for edit in edits { print("--set " + Self.shellQuoted("\(edit.keypath)=\(edit.value)")) }
                    return status
                case .open(let path):
                    candidates = [(path, index)]
                case .play(let path):
                    if !paths.contains(path) { paths.append(path) }
                    candidates = [(path, paths.firstIndex(of: path) ?? index)]
                case .container(let animation, let nextTheme):
                    candidates = [(label, index)]
                    choice = (animation, nextTheme)
                case .step(let delta):
                    // The next file that opens, in the direction asked, going round the list.
                    candidates = (1..<max(paths.count, 1)).map { offset in
                        let next = ((index + delta * offset) % paths.count + paths.count) % paths.count
                        return (paths[next], next)
                    }
                }
                var failures: [String] = []
                for candidate in candidates {
                    do {
                        let next = try LoadedAnimationFile.load(filePath: candidate.path, animationId: choice.animation, themeId: choice.theme)
                        view = try makeView(next.animation, loaded: next)
                        (label, loaded, animation) = (candidate.path, next, next.animation)
                        index = candidate.index
                        theme = choice.theme
                        break
                    } catch {
                        failures.append("cannot open \(candidate.path): \(error)")
                        errors[candidate.path] = "\(error)"
                    }
                }
                // The files skipped on the way say why (the first of them; a failed paste too).
                notice = failures.first
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The control `--control` asks for, its ranges read against `animation`.
    private func controlPreview(for animation: LottieAnimation) throws -> ControlPreview? {
        func range(_ text: String?, _ option: String) throws -> ControlPreview.Span {
            guard let text, let range = ControlPreview.span(text, in: animation) else {
                throw ValidationError("\(option) must be FROM:TO progress (0...1) or a marker name, found \((text ?? "").messageText(limit: 40))")
            }
            return range
        }
        switch control {
        case .switch?: return .toggle(on: try range(on, "--on"), off: try range(off, "--off"))
        case .button?: return .button(press: try range(press, "--press"), release: try range(release, "--release"))
        case nil: return nil
        }
    }

    /// The players the findings panel checks `file` against (nil: the built-in sample): those
    /// of `--target`, else those of the nearest `.lottie-term.toml`, else all of them; with why
    /// that configuration file cannot be used, when it cannot (all of them, then).
    static func findingTargets(for file: String?, settings: inout CheckSettings) -> (targets: [Target], problem: String?) {
        do {
            // Without a file, only the flags apply (validated before any file was read).
            let targets = try file.map { try settings.resolve(for: $0).targets } ?? TargetList.parse(settings.targetNames)
            return (targets.isEmpty ? Target.allCases : targets, nil)
        } catch {
            return (Target.allCases, "findings for all targets: \(error)")
        }
    }

    /// `text` in single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The view the player shows: ``plainView(_:loaded:)`` with the `--set` overrides.
    private func makeView(_ animation: LottieAnimation, loaded: LoadedAnimationFile?) throws -> LottieAnimationView {
        let view = plainView(animation, loaded: loaded)
        try overrides.apply(to: view.renderer)
        return view
    }

    /// A view of `animation` with images from the file's folder or archive (embedded images
    /// only for the built-in sample) and the text options' providers.
    private func plainView(_ animation: LottieAnimation, loaded: LoadedAnimationFile?) -> LottieAnimationView {
        LottieAnimationView(
            animation: slots.applyWhereFitting(to: animation), imageProvider: loaded?.imageProvider ?? DirectoryImageProvider(searchPaths: []),
            textProvider: text.textProvider, fontProvider: text.fontProvider)
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

/// The files `play` was given, folders expanded to the animations they hold (sorted by name).
struct PlayList {
    static let extensions: Set<String> = ["json", "lot", "lottie", "tgs"]

    /// The paths; empty for the built-in sample.
    let paths: [String]

    init(arguments: [String]) throws {
        var paths: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                paths.append(argument)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            let animations = names.filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
            if animations.isEmpty { throw ValidationError("\(argument) holds no .json, .lot, .lottie or .tgs file") }
            paths += animations.map { (argument as NSString).appendingPathComponent($0) }
        }
        self.paths = paths
    }
}

/// `--control` values.
enum ControlKind: String, ExpressibleByArgument, CaseIterable {
    case `switch`, button
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

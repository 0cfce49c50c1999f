import CellEncoder
import Compatibility
import Lottie
import LottieModel

/// The player's state machine: keys and mouse in, a laid-out screen of cells out. Pure apart
/// from the playback model it drives, so it is testable without a terminal.
///
/// ```swift
/// let ui = PlayerUI(view: LottieAnimationView(animation: animation))
/// ui.resize(columns: 80, rows: 24)
/// _ = ui.handle(.character(" "))
/// let screen = ui.screen()
/// ```
package final class PlayerUI {
    /// The headless animation view the player shows (another one after a reload, see
    /// ``replaceAnimation(with:)``).
    package internal(set) var view: LottieAnimationView
    /// The view's playback state.
    package var player: LottiePlayer { view.player }
    package private(set) var cellMode: CellMode
    /// The cell kinds `b` cycles through (those the user enabled).
    package let cellModes: [CellMode]
    package private(set) var colorMode: ColorMode
    /// The colour modes `c` cycles through (what the terminal can show).
    package let colorModes: [ColorMode]
    /// What transparent areas show (`g` cycles).
    package private(set) var backdrop: BackdropMode
    /// How the animation fills the viewport (`v` cycles fit, fill, stretch, original).
    package var fitting: ViewportFitting = .fit
    /// The magnification of the viewport (`z` `Z`, panned with `H` `J` `K` `L`).
    package var zoom: ViewZoom = .none
    /// The terminal's pixel protocol and cell size, when the viewport may be drawn as an image.
    package var pixelTarget: PixelTarget?
    /// Why the viewport cannot be drawn in pixels (shown when `x` is pressed without them).
    package var pixelsUnavailable = "--pixels off"
    /// Whether the viewport is drawn as an image when ``pixelTarget`` allows it (`x` toggles).
    package internal(set) var showsPixels = true
    /// Supersampling, dithering and the terminal's background colour.
    package let style: ViewportStyle
    /// Frames drawn over the last second while playing, measured by the driver and shown in
    /// the status bar (nil: not shown).
    package var achievedFPS: Double?
    package internal(set) var overlay: Overlay = .none
    package private(set) var layout = PlayerLayout(columns: 80, rows: 24)
    /// Whether the keypath inspector panel is open (`k`).
    package internal(set) var isInspectorOpen = false
    /// Whether the findings panel is open (`w`).
    package internal(set) var isFindingsOpen = false
    /// The dotLottie state machine the player runs, with its panel's state (`s`).
    package internal(set) var stateMachine: StateMachinePanel?
    /// The `.lottie`'s state machines (id and JSON), which `s` starts.
    package var stateMachineFiles: [(id: String, json: [UInt8])] = []
    /// Whether the state machine panel is open (`s`).
    package internal(set) var isStateMachineOpen = false
    /// Whether the file browser is open (`O`).
    package internal(set) var isBrowserOpen = false
    /// The file browser's files, filter and selection; the driver adds the files it lists
    /// (and carries them from one file's player to the next).
    package var browser = FileBrowser()
    /// The browser's preview: the file it shows and its first frame's renderer, or why the
    /// file could not be opened.
    var browserPreview: (path: String, content: BrowserPreview)?
    /// The players the findings panel checks the animation against.
    package let findingTargets: [Target]
    /// The file's name, shown in the status bar.
    package var title: String?
    /// A `.lottie`'s animations and themes, and the ones shown: `a` and `t` cycle them.
    package var container: (animations: [String], animation: String, themes: [String], theme: String?)?
    /// The file's place in the list of files given (1-based) and the list's length, when
    /// there are several: `n` and `p` step through them.
    package var listPosition: (index: Int, count: Int)?
    /// The files of the list, and why those that could not be opened failed (`f` lists them).
    package var listFiles: [(path: String, error: String?)] = []
    /// A one-line message shown in the status bar until the next input (a file that could not
    /// be opened).
    package var notice: String?
    /// The keypaths `y` picked in the inspector, in order, for the driver to print on exit.
    package internal(set) var yankedKeypaths: [String] = []
    /// The values typed in the inspector, as `(keypath, value)` in the order set (a keypath
    /// set again keeps its place), for the driver to print as `--set` lines on exit.
    package internal(set) var edits: [(keypath: String, value: String)] = []
    /// The `--set` assignments the driver applied to ``view``, as `(keypath, value)`: set again,
    /// before ``edits``, on the animation a reload brings.
    package var assignments: [(keypath: String, value: String)] = []
    /// Whether the file shown is watched and reloaded when it changes (`W` toggles it); nil
    /// when there is no file to watch (the built-in sample).
    package var watching: Bool?
    /// Why the file could not be read again after it last changed, shown in the status bar
    /// until a reload succeeds or watching stops; the last good animation stays on screen.
    package internal(set) var reloadError: String?

    var viewport: ViewportRenderer
    /// The animation shown beside this one (`play --compare`), in sync.
    var comparison: Comparison?
    /// The jump prompt's text while it is open (`:`), and its last error.
    package internal(set) var jumpText: String?
    var jumpError: String?
    /// The control being previewed (`play --control`), and the switch's state.
    package internal(set) var control: ControlPreview?
    /// The switch or button that plays the previewed control over ``view``.
    var controller: AnimatedControl?
    /// Whether a button pressed with Enter is released when its press range ends.
    var pendingRelease = false
    /// The range playback keeps to, when one is active.
    package internal(set) var playRange: PlayRange?
    /// Whether a mouse press on the timeline is being dragged.
    private var isScrubbing = false
    /// Markers sorted by start frame.
    var markers: [Marker]
    /// The inspector, once it has been opened.
    var builtInspector: Inspector?
    /// The findings panel, once it has been opened.
    var builtFindingsPanel: FindingsPanel?

    /// The inspector's state, built when it first opens.
    var inspector: Inspector {
        if let builtInspector { return builtInspector }
        let made = Inspector(tree: viewport.renderer.keypathTree, slots: viewport.renderer.animation.slots)
        builtInspector = made
        return made
    }

    /// The findings panel's state, built when it first opens.
    package internal(set) var findingsPanel: FindingsPanel {
        get {
            if let builtFindingsPanel { return builtFindingsPanel }
            let made = FindingsPanel(animation: animation.model, tree: viewport.renderer.keypathTree, targets: findingTargets)
            builtFindingsPanel = made
            return made
        }
        set { builtFindingsPanel = newValue }
    }

    /// A panel drawn over the viewport.
    package enum Overlay: Equatable, Sendable {
        case none
        case help
        /// The marker list with the selected row.
        case markers(selected: Int)
        /// The list of files with the selected row (`f`).
        case files(selected: Int)
    }

    package init(
        view: LottieAnimationView, cellMode: CellMode = .halfBlock,
        colorMode: ColorMode = .palette256, colorModes: [ColorMode]? = nil, backdrop: BackdropMode = .terminal,
        style: ViewportStyle = ViewportStyle(), cellModes: [CellMode]? = nil, findingTargets: [Target] = Target.allCases
    ) {
        self.view = view
        self.cellMode = cellMode
        self.cellModes = Self.cycle(cellModes ?? [cellMode], startingWith: cellMode)
        self.colorMode = colorMode
        self.colorModes = colorModes ?? [colorMode]
        self.backdrop = backdrop
        self.style = style
        self.findingTargets = findingTargets
        self.viewport = ViewportRenderer(renderer: view.renderer)
        self.markers = view.player.animation.model.markers.sorted { $0.frame < $1.frame }
    }

    /// Whether time moves (the driver blocks on input when it does not).
    package var isPlaying: Bool { player.isAnimationPlaying || stateMachine?.machine.isRunning == true }

    /// Lays the screen out again for a new terminal size.
    package func resize(columns: Int, rows: Int) {
        layout = PlayerLayout(
            columns: columns, rows: rows,
            panel: isInspectorOpen ? .inspector : isFindingsOpen ? .findings : isStateMachineOpen ? .stateMachine : nil)
    }

    /// Opens or closes the inspector panel; opening it closes the findings panel, whose place it takes.
    func toggleInspector() {
        isInspectorOpen.toggle()
        if isInspectorOpen { (isFindingsOpen, isStateMachineOpen) = (false, false) }
        resize(columns: layout.columns, rows: layout.rows)
    }

    /// Opens or closes the findings panel (`w`); opening it closes the inspector, whose place
    /// it takes. Its findings are the shown file's: each file gets a `PlayerUI` of its own.
    package func toggleFindings() {
        isFindingsOpen.toggle()
        if isFindingsOpen { (isInspectorOpen, isStateMachineOpen) = (false, false) }
        resize(columns: layout.columns, rows: layout.rows)
    }

    /// Moves playback on by `seconds` of wall time.
    package func advance(by seconds: Double) {
        if let stateMachine, stateMachine.machine.isRunning {
            stateMachine.machine.advance(by: seconds)
            showStateMachineFrame()
            return
        }
        view.advance(by: seconds)
        releasePendingControl()
    }

    // MARK: - Input

    /// Reacts to one input.
    package func handle(_ input: PlayerInput) -> PlayerCommand {
        notice = nil
        if jumpText != nil { return handleJump(input) }
        if isBrowserOpen, let handled = handleBrowser(input) { return handled }
        if case .files(let selected) = overlay, let handled = handleFileList(input, selected: selected) {
            return handled
        }
        if case .markers(let selected) = overlay, let handled = handleMarkerList(input, selected: selected) {
            return handled
        }
        if isInspectorOpen, overlay == .none, let handled = handleInspector(input) { return handled }
        if isFindingsOpen, overlay == .none, let handled = handleFindings(input) { return handled }
        if isStateMachineOpen, overlay == .none, let handled = handleStateMachine(input) { return handled }
        if !isInspectorOpen, overlay == .none, let handled = handleStateMachinePointer(input) { return handled }
        if control != nil, overlay == .none {
            switch input {
            case .enter:
                actuateControl()
                return .keepRunning
            case .mousePress(let column, let row) where layout.viewport.contains(column: column, row: row):
                pressControl()
                return .keepRunning
            case .mouseRelease(let column, let row) where controller?.isHighlighted == true:
                releaseControl(inside: layout.viewport.contains(column: column, row: row))
                return .keepRunning
            default: break
            }
        }
        switch input {
        case .character("q"), .interrupt: return .quit
        case .character("?"): overlay = overlay == .help ? .none : .help
        case .escape:
            if overlay != .none { overlay = .none } else if playRange != nil { clearRange() }
        case .character(":"):
            jumpText = ""
            jumpError = nil
        case .character("a"):
            guard let choice = container, choice.animations.count > 1 else { break }
            let next = choice.animations[((choice.animations.firstIndex(of: choice.animation) ?? -1) + 1) % choice.animations.count]
            return .container(animation: next, theme: nil)
        case .character("t"):
            guard let choice = container, !choice.themes.isEmpty else { break }
            let cycle: [String?] = [nil] + choice.themes
            let next = cycle[((cycle.firstIndex(of: choice.theme) ?? 0) + 1) % cycle.count]
            return .container(animation: choice.animation, theme: next)
        case .character("f") where !listFiles.isEmpty:
            overlay = .files(selected: max((listPosition?.index ?? 1) - 1, 0))
        case .character("n") where listPosition != nil: return .step(1)
        case .character("p") where listPosition != nil: return .step(-1)
        case .character("O"):
            isBrowserOpen = true
            overlay = .none
        case .character("i"): setLoopPoint(isStart: true)
        case .character("o"): setLoopPoint(isStart: false)
        case .character(" "): togglePlayback()
        case .left: step(by: -1)
        case .right: step(by: 1)
        case .shiftLeft, .pageUp: seek(to: player.realtimeAnimationFrame - tenPercent)
        case .shiftRight, .pageDown: seek(to: player.realtimeAnimationFrame + tenPercent)
        case .home: seek(to: animation.startFrame)
        case .end: seek(to: animation.endFrame)
        case .character("["): previousMarker().map { seek(to: $0.frame) }
        case .character("]"): nextMarker().map { seek(to: $0.frame) }
        case .character("m"): overlay = markers.isEmpty ? .none : .markers(selected: currentMarkerIndex ?? 0)
        case .character("l"): cycleLoopMode()
        case .character("r"): player.animationSpeed = -player.animationSpeed
        case .character("+"), .character("="): changeSpeed(by: 1)
        case .character("-"), .character("_"): changeSpeed(by: -1)
        case .character("b"): cellMode = cellModes[((cellModes.firstIndex(of: cellMode) ?? 0) + 1) % cellModes.count]
        case .character("x"): togglePixels()
        case .character("c"): cycleColorMode()
        case .character("g"): backdrop = BackdropMode.allCases[((BackdropMode.allCases.firstIndex(of: backdrop) ?? 0) + 1) % BackdropMode.allCases.count]
        case .character("z"): magnify(by: 1.5)
        case .character("Z"): magnify(by: 1 / 1.5)
        case .character("H"): pan(x: -1, y: 0)
        case .character("L"): pan(x: 1, y: 0)
        case .character("K"): pan(x: 0, y: -1)
        case .character("J"): pan(x: 0, y: 1)
        case .character("v"):
            let cycle = ViewportFitting.allCases
            fitting = cycle[((cycle.firstIndex(of: fitting) ?? -1) + 1) % cycle.count]
        case .control("l"): return .redraw
        case .paste(let text): return openCommand(forPasted: text)
        case .character("k"): toggleInspector()
        case .character("w"): toggleFindings()
        case .character("s"): openStateMachine()
        case .character("W"): toggleWatching()
        case .character(let digit) where digit.wholeNumberValue != nil && digit.isASCII:
            seek(to: animation.frameTime(forProgress: Double(digit.wholeNumberValue ?? 0) / 10))
        case .mousePress(let column, let row):
            guard let timeline = layout.timeline, timeline.contains(column: column, row: row) else { break }
            isScrubbing = true
            seek(to: frame(atTimelineColumn: column, in: timeline))
        case .mouseDrag(let column, _):
            guard isScrubbing, let timeline = layout.timeline else { break }
            seek(to: frame(atTimelineColumn: column, in: timeline))
        case .mouseRelease:
            isScrubbing = false
        case .wheelUp: step(by: -1)
        case .wheelDown: step(by: 1)
        case .controlWheelUp: magnify(by: 1.5)
        case .controlWheelDown: magnify(by: 1 / 1.5)
        default: break
        }
        return .keepRunning
    }

    // MARK: - Actions

    var animation: LottieAnimation { player.animation }

    private var tenPercent: Double { (animation.endFrame - animation.startFrame) / 10 }

    private func togglePlayback() {
        if player.isAnimationPlaying { player.pause() } else { resume() }
    }

    private func step(by frames: Double) {
        let whole = LottiePlayer.snapped(player.realtimeAnimationFrame)
        player.pause(at: .frame(whole + frames))
    }

    /// Shows `frame`; playback that was running goes on from there.
    func seek(to frame: Double) {
        let wasPlaying = player.isAnimationPlaying
        player.pause(at: .frame(frame))
        if wasPlaying { resume() }
    }

    private func cycleLoopMode() {
        let cycle: [LottieLoopMode] = [.playOnce, .loop, .autoReverse]
        let index = cycle.firstIndex(of: player.loopMode).map { ($0 + 1) % cycle.count } ?? 0
        player.loopMode = cycle[index]
        if player.isAnimationPlaying { resume() }
    }

    static let speeds: [Double] = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]

    private func changeSpeed(by steps: Int) {
        let magnitude = abs(player.animationSpeed)
        let nearest = Self.speeds.indices.min { abs(Self.speeds[$0] - magnitude) < abs(Self.speeds[$1] - magnitude) } ?? 4
        let next = Self.speeds[min(max(nearest + steps, 0), Self.speeds.count - 1)]
        player.animationSpeed = player.animationSpeed < 0 ? -next : next
    }

    /// A pasted path (one line, surrounding quotes and spaces removed) opens that file; other
    /// pasted text is ignored.
    private func openCommand(forPasted text: String) -> PlayerCommand {
        var path = text.trimmed
        if path.count >= 2, let first = path.first, first == path.last, first == "'" || first == "\"" {
            path = String(path.dropFirst().dropLast())
        }
        guard !path.isEmpty, !path.contains("\n") else { return .keepRunning }
        return .open(path)
    }

    /// The kinds `b` cycles: `modes` from `start`, with half blocks and braille added when
    /// only one kind is given (so that `b` always has somewhere to go).
    static func cycle(_ modes: [CellMode], startingWith start: CellMode) -> [CellMode] {
        var result = [start]
        for mode in modes + (modes.count > 1 ? [] : [.halfBlock, .braille]) where !result.contains(mode) { result.append(mode) }
        return result
    }

    private func cycleColorMode() {
        guard let index = colorModes.firstIndex(of: colorMode) else { return }
        colorMode = colorModes[(index + 1) % colorModes.count]
    }

    /// The selection of a list of `count` rows after ↑ ↓ or `k` `j`; nil for other input.
    private static func movedSelection(_ input: PlayerInput, from selected: Int, count: Int) -> Int? {
        switch input {
        case .up, .character("k"): max(selected - 1, 0)
        case .down, .character("j"): min(selected + 1, count - 1)
        default: nil
        }
    }

    private func handleFileList(_ input: PlayerInput, selected: Int) -> PlayerCommand? {
        if let next = Self.movedSelection(input, from: selected, count: listFiles.count) {
            overlay = .files(selected: next)
            return .keepRunning
        }
        switch input {
        case .enter:
            overlay = .none
            let current = (listPosition?.index ?? 1) - 1
            if selected != current { return .step(selected - current) }
        case .escape, .character("f"): overlay = .none
        default: return nil
        }
        return .keepRunning
    }

    private func handleMarkerList(_ input: PlayerInput, selected: Int) -> PlayerCommand? {
        if let next = Self.movedSelection(input, from: selected, count: markers.count) {
            overlay = .markers(selected: next)
            return .keepRunning
        }
        switch input {
        case .enter:
            overlay = .none
            if markers.indices.contains(selected) { playMarker(markers[selected].name) }
        case .escape, .character("m"): overlay = .none
        default: return nil
        }
        return .keepRunning
    }

    // MARK: - Markers

    private static let epsilon = 1e-6

    func previousMarker() -> Marker? {
        markers.last { $0.frame < player.realtimeAnimationFrame - Self.epsilon }
    }

    func nextMarker() -> Marker? {
        markers.first { $0.frame > player.realtimeAnimationFrame + Self.epsilon }
    }

    /// The last marker whose range holds the current frame.
    var currentMarkerIndex: Int? {
        let frame = player.realtimeAnimationFrame
        return markers.lastIndex { frame >= $0.frame - Self.epsilon && frame <= $0.endFrame + Self.epsilon }
    }

    func frame(atTimelineColumn column: Int, in timeline: CellRect) -> Double {
        let span = max(timeline.columns - 1, 1)
        let fraction = Double(min(max(column - timeline.column, 0), span)) / Double(span)
        return animation.frameTime(forProgress: fraction)
    }

    // MARK: - Zoom

    /// The strongest magnification.
    static let maxZoom = 16.0

    /// Magnifies by `factor` around the current focus (back to none at 1).
    private func magnify(by factor: Double) {
        let scale = min(max(zoom.scale * factor, 1), Self.maxZoom)
        zoom = scale < 1.01 ? .none : ViewZoom(scale: scale, focusX: zoom.focusX, focusY: zoom.focusY)
    }

    /// Moves the focus by a fifth of what the view shows, keeping the view inside the frame.
    private func pan(x: Double, y: Double) {
        guard zoom != .none else { return }
        let step = 0.2 / zoom.scale
        let margin = 0.5 / zoom.scale
        let clamp = { (value: Double) in min(max(value, margin), 1 - margin) }
        zoom = ViewZoom(scale: zoom.scale, focusX: clamp(zoom.focusX + x * step), focusY: clamp(zoom.focusY + y * step))
    }

    // MARK: - Jump prompt

    /// The most characters the jump prompt takes.
    static let maxJumpLength = 64

    private func handleJump(_ input: PlayerInput) -> PlayerCommand {
        var text = jumpText ?? ""
        switch input {
        case .character(let character): text.append(character)
        case .paste(let pasted): text += pasted.trimmed
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .tab: text = JumpTarget.completion(of: text, in: animation)
        case .escape:
            jumpText = nil
            return .keepRunning
        case .enter:
            switch JumpTarget.frame(for: text, in: animation) {
            case .success(let frame):
                jumpText = nil
                seek(to: frame)
            case .failure(let error):
                jumpError = error.message
            }
            return .keepRunning
        case .interrupt: return .quit
        default: return .keepRunning
        }
        jumpText = String(text.prefix(Self.maxJumpLength))
        jumpError = nil
        return .keepRunning
    }
}

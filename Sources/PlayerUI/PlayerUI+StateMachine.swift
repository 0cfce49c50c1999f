import CellEncoder
import Lottie
import LottieGraphics
import StateMachines

extension PlayerUI {
    /// Starts the file's state machine `id` (replacing one that runs) and opens its panel;
    /// nil, or why it cannot start.
    @discardableResult
    package func startStateMachine(_ id: String) -> String? {
        guard let file = stateMachineFiles.first(where: { $0.id == id }) else {
            let known = stateMachineFiles.map(\.id)
            return "no state machine \"\(id)\": " + (known.isEmpty ? "the file has none" : "it has " + known.joined(separator: ", "))
        }
        let machine: DotLottieStateMachine
        do {
            machine = try DotLottieStateMachine(json: .init(file.json), id: id, renderer: view.renderer)
        } catch {
            return "state machine \"\(id)\": \(error)"
        }
        player.pause()
        if let stateMachine { stateMachine.replace(with: machine) } else { stateMachine = StateMachinePanel(available: stateMachineFiles, machine: machine) }
        if !machine.start() { stateMachine?.record("cannot start: see the events above") }
        showStateMachineFrame()
        if !isStateMachineOpen { toggleStateMachinePanel() }
        return nil
    }

    /// `s`: the panel of the running machine, or the file's first machine started.
    func openStateMachine() {
        guard stateMachine != nil else {
            guard let first = stateMachineFiles.first else {
                notice = "no state machine in this file"
                return
            }
            notice = startStateMachine(first.id)
            return
        }
        toggleStateMachinePanel()
    }

    func toggleStateMachinePanel() {
        isStateMachineOpen.toggle()
        if isStateMachineOpen { (isInspectorOpen, isFindingsOpen) = (false, false) }
        resize(columns: layout.columns, rows: layout.rows)
    }

    /// Shows the machine's frame (and its tween's blend) in the viewport, the timeline and the
    /// status bar.
    func showStateMachineFrame() {
        guard let machine = stateMachine?.machine else { return }
        player.pause(at: .frame(machine.frame))
        view.renderer.tween = machine.engine.playhead.tween.map { ($0.to, $0.progress) }
    }

    // MARK: - Keys

    /// Keys for the open panel: ↑ ↓ Tab select, Enter toggles a boolean, fires an event, sets
    /// a typed number or text, or (on the first row) runs the file's next machine; typing edits
    /// the selected number or text; Esc cancels a value or closes. Nil for other keys.
    func handleStateMachine(_ input: PlayerInput) -> PlayerCommand? {
        guard let panel = stateMachine else { return nil }
        if panel.editText != nil, let handled = handleStateMachineEdit(input, panel) { return handled }
        switch input {
        case .up: panel.selected = (panel.selected + panel.rowCount - 1) % panel.rowCount
        case .down, .tab: panel.selected = (panel.selected + 1) % panel.rowCount
        case .escape, .character("s"): toggleStateMachinePanel()
        case .enter:
            guard let input = panel.selectedInput else {
                let ids = panel.available.map(\.id)
                let next = ids[((ids.firstIndex(of: panel.machine.id) ?? -1) + 1) % max(ids.count, 1)]
                notice = startStateMachine(next)
                break
            }
            switch input.value {
            case .boolean(let flag): panel.machine.setInput(input.name, to: .boolean(!flag))
            case .event: panel.machine.fire(input.name)
            case .numeric, .string: panel.editText = ""
            }
            showStateMachineFrame()
        case .character(let character):
            guard let input = panel.selectedInput, input.value != .event, !(input.value == .boolean(true) || input.value == .boolean(false))
            else { return nil }
            panel.editText = String(character)
        default: return nil
        }
        return .keepRunning
    }

    private func handleStateMachineEdit(_ input: PlayerInput, _ panel: StateMachinePanel) -> PlayerCommand? {
        var text = panel.editText ?? ""
        switch input {
        case .character(let character): text.append(character)
        case .paste(let pasted): text += pasted
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .escape:
            panel.editText = nil
            return .keepRunning
        case .enter:
            panel.editText = nil
            guard let selected = panel.selectedInput else { return .keepRunning }
            if case .numeric = selected.value {
                guard let number = Double(text.trimmed), number.isFinite else {
                    notice = "\(selected.name) takes a number, not \"\(text.messageText(limit: 20))\""
                    return .keepRunning
                }
                panel.machine.setInput(selected.name, to: .numeric(number))
            } else {
                panel.machine.setInput(selected.name, to: .string(text))
            }
            showStateMachineFrame()
            return .keepRunning
        case .interrupt: return .quit
        default: return .keepRunning
        }
        panel.editText = String(text.prefix(Self.maxJumpLength))
        return .keepRunning
    }

    // MARK: - Pointer

    /// Mouse events in the viewport, while a machine runs, become its pointer events at the
    /// composition point under the cell: press, release (and a click when released where it was
    /// pressed), move and drag, and the pointer entering and leaving the viewport. Nil for
    /// other input and outside the viewport (the timeline keeps its clicks).
    func handleStateMachinePointer(_ input: PlayerInput) -> PlayerCommand? {
        guard let panel = stateMachine, panel.machine.isRunning else { return nil }
        let port = layout.viewport
        switch input {
        case .mousePress(let column, let row), .mouseRelease(let column, let row), .mouseDrag(let column, let row),
            .mouseMove(let column, let row):
            let inside = port.contains(column: column, row: row)
            if inside != panel.pointerInside {
                panel.pointerInside = inside
                panel.machine.post(pointer: inside ? .enter : .exit, at: compositionPoint(column: column, row: row) ?? .zero)
            }
            guard inside, let point = compositionPoint(column: column, row: row) else {
                if case .mouseRelease = input { panel.pressedAt = nil }
                showStateMachineFrame()
                return inside ? .keepRunning : nil
            }
            switch input {
            case .mousePress:
                panel.pressedAt = (column, row)
                panel.machine.post(pointer: .down, at: point)
            case .mouseRelease:
                panel.machine.post(pointer: .up, at: point)
                if let pressed = panel.pressedAt, pressed == (column, row) { panel.machine.post(pointer: .click, at: point) }
                panel.pressedAt = nil
            default:
                panel.machine.post(pointer: .move, at: point)
            }
            showStateMachineFrame()
            return .keepRunning
        default:
            return nil
        }
    }

    // MARK: - Panel

    /// The panel: the machine and its status, the state and frame, one line per input (the
    /// selected one in reverse video, a value being typed after `›`), the latest events, the keys.
    func drawStateMachine(into grid: inout CellGrid, at rect: CellRect) {
        guard !rect.isEmpty, let panel = stateMachine else { return }
        let (x, width) = Self.clearSidePanel(rect, in: &grid)
        let machine = panel.machine
        let status = machine.engine.status == .tweening ? "tweening" : machine.isRunning ? "running" : "stopped"
        var lines: [(String, CellAttributes)] = [
            (Self.padded("machine \(machine.id)  \(status)", width: width), panel.selected == 0 ? .reverse : .bold),
            ("state \(machine.currentState ?? "-")  frame \(Self.number((machine.frame * 10).rounded() / 10))", []),
        ]
        for (index, input) in machine.inputs.enumerated() {
            let editing = panel.selected == index + 1 ? panel.editText.map { " › " + $0 + "▏" } : nil
            let line = "\(input.name)  \(input.value)" + (editing ?? "")
            lines.append((Self.padded(line, width: width), panel.selected == index + 1 ? .reverse : []))
        }
        lines.append(("events", .bold))
        let keys = ("Tab select  Enter set/fire  s close", CellAttributes.dim)
        let room = max(rect.rows - lines.count - 1, 0)
        lines += panel.log.suffix(room).map { ($0, []) }
        while lines.count < rect.rows - 1 { lines.append(("", [])) }
        lines.append(keys)
        for (offset, line) in lines.prefix(rect.rows).enumerated() {
            grid.write(line.0, column: x, row: rect.row + offset, limit: width, attributes: line.1)
        }
    }

    package static let stateMachineHelpLines = [
        "↑ ↓ Tab   machine: select input",
        "Enter     toggle, fire, set; next",
        "click     pointer events (viewport)",
        "s Esc     close the machine panel",
    ]
}

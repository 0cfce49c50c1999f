import ArgumentParser
import Foundation
import Lottie
import LottieGraphics

/// `render --state-machine ID --script FILE --event LINE …`: a state machine driven by a script
/// (``StateMachineScript``), exported as what a user would see.
struct StateMachineOptions: ParsableArguments {
    @Option(
        name: .customLong("state-machine"),
        help: ArgumentHelp(
            "Run this state machine of the .lottie file, driven by --script and --event, and export what it shows (-o out.gif|webp|png|y4m, or --outdir for PNGs).",
            valueName: "id"))
    var id: String?

    @Option(
        help: ArgumentHelp(
            "A file of steps, one a line: TIME ACTION [ARGUMENT] (seconds; click|down|up|move|enter|exit X,Y or @LAYER, set NAME=VALUE, fire NAME; # comments); - reads standard input.",
            valueName: "file"))
    var script: String?

    @Option(name: .customLong("event"), help: ArgumentHelp("One step, as a script line (repeatable).", valueName: "step"))
    var events: [String] = []

    @Option(help: "Seconds to export (default: one second after the last step).")
    var duration: Double?

    @Flag(help: "Print each event of the machine (transitions, states, inputs, URLs) with its time on standard output.")
    var trace = false

    var isGiven: Bool { id != nil || script != nil || !events.isEmpty || duration != nil || trace }

    /// The steps of `--script` and `--event`, in time order.
    func steps() throws -> [StateMachineScript.Step] {
        var script = StateMachineScript()
        do {
            if let path = self.script {
                let data: Data
                if path == "-" {
                    data = FileHandle.standardInput.readDataToEndOfFile()
                } else {
                    guard let read = FileManager.default.contents(atPath: path) else { throw ValidationError("--script \(path): cannot be read") }
                    data = read
                }
                try script.read(String(decoding: data.prefix(1 << 20), as: UTF8.self), place: "--script \(path)")
            }
            for (index, event) in events.enumerated() { try script.read(event, place: "--event \(index + 1)") }
        } catch let error as ScriptError {
            throw ValidationError(error.description)
        }
        return script.steps
    }
}

extension DotLottieStateMachine {
    /// Does one step of a script; a step this machine cannot take throws with its place.
    func perform(_ step: StateMachineScript.Step) throws(ScriptError) {
        switch step.action {
        case .fire(let name):
            guard fire(name) else { throw ScriptError("\(step.place): no event input named \"\(name.messageText(limit: 40))\"") }
        case .set(let name, let text):
            guard let input = inputs.first(where: { $0.name == name }) else {
                throw ScriptError("\(step.place): no input named \"\(name.messageText(limit: 40))\"")
            }
            let value: InputValue
            switch input.value {
            case .numeric:
                guard let number = Double(text), number.isFinite else { throw ScriptError("\(step.place): \(name) takes a number, found \"\(text.messageText(limit: 20))\"") }
                value = .numeric(number)
            case .boolean:
                guard text == "true" || text == "false" else { throw ScriptError("\(step.place): \(name) takes true or false") }
                value = .boolean(text == "true")
            case .string: value = .string(text)
            case .event: throw ScriptError("\(step.place): \(name) is an event: fire it")
            }
            setInput(name, to: value)
        case .pointer(let event, let target):
            let point: Vector2
            switch target {
            case .point(let x, let y): point = Vector2(x, y)
            case .layer(let name):
                guard let centre = centre(ofLayerNamed: name) else {
                    throw ScriptError("\(step.place): no layer named \"\(name.messageText(limit: 40))\" draws anything now")
                }
                point = centre
            }
            post(event, at: CGPoint(x: point.x, y: point.y))
        }
    }
}

import Foundation
import Lottie

/// A script of what a user does to a state machine, one step a line: `TIME ACTION [ARGUMENT]`,
/// with `#` comments. TIME is seconds from the start (steps run in time order, lines of one
/// time in file order); ACTION is `click`, `down`, `up`, `move`, `enter` or `exit` at `X,Y`
/// (composition coordinates) or `@LAYER` (the middle of what that layer draws), `set
/// NAME=VALUE` (a number, true or false, or text, as the input's type asks) or `fire NAME`.
///
/// ```
/// 0.0  move @star3     # hover the third star
/// 0.2  click @star3
/// 1.5  set rating=5
/// 2.0  fire reset
/// ```
struct StateMachineScript: Equatable {
    enum Target: Equatable {
        case point(Double, Double)
        case layer(String)
    }

    enum Action: Equatable {
        case pointer(DotLottieStateMachine.PointerEvent, Target)
        case set(String, String)
        case fire(String)
    }

    struct Step: Equatable {
        var time: Double
        var action: Action
        /// Where the step was written, for messages (`script line 3`, `--event 2`).
        var place: String
    }

    /// The most steps a script may hold, and the latest time it may name.
    static let maxSteps = 10_000
    static let maxTime = 600.0

    private(set) var steps: [Step] = []

    /// Reads `text` (`place` names where it came from: a file, `--event`), adding to the steps.
    mutating func read(_ text: String, place: String) throws(ScriptError) {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { continue }
            let where_ = place + (place.hasPrefix("--event") ? "" : " line \(number + 1)")
            guard steps.count < Self.maxSteps else { throw ScriptError("\(where_): more than \(Self.maxSteps) steps") }
            steps.append(try Self.step(words, place: where_))
        }
        steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    private static func step(_ words: [String], place: String) throws(ScriptError) -> Step {
        guard let time = Double(words[0]), time.isFinite, (0...maxTime).contains(time) else {
            throw ScriptError("\(place): the time must be seconds from 0 to \(Int(maxTime)), found \"\(words[0].messageText(limit: 20))\"")
        }
        guard words.count >= 2 else { throw ScriptError("\(place): an action is missing after the time") }
        let argument = words.count > 2 ? words[2...].joined(separator: " ") : nil
        func needArgument(_ what: String) throws(ScriptError) -> String {
            guard let argument else { throw ScriptError("\(place): \(words[1]) needs \(what)") }
            return argument
        }
        switch words[1] {
        case "fire": return Step(time: time, action: .fire(try needArgument("an event name")), place: place)
        case "set":
            let assignment = try needArgument("NAME=VALUE")
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw ScriptError("\(place): set needs NAME=VALUE, found \"\(assignment.messageText(limit: 40))\"")
            }
            return Step(
                time: time, action: .set(String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])), place: place)
        default:
            guard let pointer = DotLottieStateMachine.PointerEvent(rawValue: words[1]) else {
                throw ScriptError("\(place): unknown action \"\(words[1].messageText(limit: 20))\" (click, down, up, move, enter, exit, set, fire)")
            }
            let where_ = try needArgument("X,Y or @LAYER")
            if where_.hasPrefix("@"), where_.count > 1 { return Step(time: time, action: .pointer(pointer, .layer(String(where_.dropFirst()))), place: place) }
            let parts = where_.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite, abs(x) <= 1e6, abs(y) <= 1e6 else {
                throw ScriptError("\(place): \(words[1]) needs X,Y or @LAYER, found \"\(where_.messageText(limit: 40))\"")
            }
            return Step(time: time, action: .pointer(pointer, .point(x, y)), place: place)
        }
    }
}

/// A script that cannot be read or run: the message names the line.
struct ScriptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

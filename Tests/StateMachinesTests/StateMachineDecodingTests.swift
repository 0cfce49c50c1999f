import LottieModel
import StateMachines
import Testing

/// Reading state machines: what is refused names its JSON path; what is odd in meaning is a
/// diagnostic at its path; hostile sizes are refused before any work.
@Suite struct StateMachineDecodingTests {
    static func decode(_ json: String) throws(StateMachineError) -> StateMachineDefinition {
        try StateMachineDefinition.decode(Array(json.utf8))
    }

    static func error(_ json: String) -> StateMachineError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func faultsNameTheirPath() {
        #expect(Self.error("{") != nil)
        #expect(Self.error(#"{"states": []}"#) == StateMachineError("expected a string, found nothing", at: "initial"))
        #expect(
            Self.error(#"{"initial": "a", "states": [{"type": "Nope", "name": "a"}]}"#)
                == StateMachineError("unknown state type \"Nope\" (PlaybackState or GlobalState)", at: "states[0].type"))
        let badEasing = #"""
            {"initial": "a", "states": [{"type": "GlobalState", "name": "a", "transitions": [
              {"type": "Tweened", "toState": "a", "duration": 1, "easing": [0, 0, 1]}]}]}
            """#
        #expect(Self.error(badEasing)?.path == "states[0].transitions[0].easing")
        let badGuard = #"""
            {"initial": "a", "states": [{"type": "GlobalState", "name": "a", "transitions": [
              {"type": "Transition", "toState": "a", "guards": [{"type": "Numeric", "inputName": "n", "conditionType": "Bigger", "compareTo": 1}]}]}]}
            """#
        #expect(Self.error(badGuard)?.path == "states[0].transitions[0].guards[0].conditionType")
    }

    @Test func referencesThatLeadNowhereAreDiagnostics() throws {
        let machine = try Self.decode(
            #"""
            {"initial": "start",
             "states": [
               {"type": "PlaybackState", "name": "a", "animation": "other", "segment": "nope",
                "transitions": [{"type": "Transition", "toState": "b", "guards": [{"type": "Boolean", "inputName": "n", "conditionType": "Equal", "compareTo": true}]}],
                "entryActions": [{"type": "Fire", "inputName": "missing"}]},
               {"type": "GlobalState", "name": "a"}],
             "inputs": [{"type": "Numeric", "name": "n", "value": 0}, {"type": "Numeric", "name": "@elapsedTime", "value": 3}],
             "interactions": [{"type": "Click", "layerName": "button", "actions": []}]}
            """#)
        let found = machine.diagnostics(animationIDs: ["main"], markers: ["intro"], layerNames: ["star"]).map { "\($0.path): \($0.message)" }
        #expect(
            found == [
                "inputs[1].name: the input \"@elapsedTime\" is ignored: names starting with @ are reserved for built-ins",
                "initial: the initial state \"start\" is not one of the states",
                "states[0].animation: the animation \"other\" is not in the file",
                "states[0].segment: the segment \"nope\" is not a marker of the animation; the whole animation plays",
                "states[0].transitions[0].toState: the target state \"b\" is not one of the states",
                "states[0].transitions[0].guards[0].inputName: the input \"n\" is Numeric, not Boolean",
                "states[0].entryActions[0].inputName: no input is named \"missing\"",
                "states[1].name: a second state is named \"a\"",
                "interactions[0].layerName: no layer is named \"button\"; the interaction never happens",
            ])
    }

    @Test func hostileSizesAreRefusedWithTheLimit() {
        let states = (0..<100_000).map { #"{"type": "PlaybackState", "name": "s\#($0)"}"# }.joined(separator: ",")
        let error = Self.error(#"{"initial": "s0", "states": [\#(states)]}"#)
        #expect(error == StateMachineError("100000 entries; at most 10000", at: "states"))
        let guards = (0..<65).map { _ in #"{"type": "Event", "inputName": "e"}"# }.joined(separator: ",")
        let deep = #"{"initial": "a", "states": [{"type": "GlobalState", "name": "a", "transitions": [{"type": "Transition", "toState": "a", "guards": [\#(guards)]}]}]}"#
        #expect(Self.error(deep)?.path == "states[0].transitions[0].guards")
    }

    @Test func absurdNumbersAreClamped() throws {
        let machine = try Self.decode(
            #"""
            {"initial": "a", "states": [{"type": "PlaybackState", "name": "a", "speed": 1e300, "loopCount": -5,
              "entryActions": [{"type": "Increment", "inputName": "n", "value": 1e300}]}],
             "inputs": [{"type": "Numeric", "name": "n", "value": -1e308}]}
            """#)
        #expect(machine.states[0].playback.speed == 1_000)
        #expect(machine.states[0].playback.loopCount == 0)
        #expect(machine.inputs[0].value == .numeric(-1e9))
        #expect(machine.states[0].entryActions[0] == .increment(input: "n", by: .number(1e9)))
    }
}

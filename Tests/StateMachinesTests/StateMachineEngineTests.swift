import LottieModel
import StateMachines
import Testing

/// Running machines: cycles stop, URLs are only reported, playback modes turn and loop as
/// dotlottie-rs's player does, randomness is the same every run.
@Suite struct StateMachineEngineTests {
    static let timing = StateMachinePlayhead.Timing(inPoint: 0, outPoint: 31, frameRate: 30, markers: ["half": 0...15])

    static func engine(_ json: String) throws -> StateMachineEngine {
        StateMachineEngine(try StateMachineDefinition.decode(Array(json.utf8)), animations: ["": timing])
    }

    @Test func aCycleOfInstantTransitionsStopsTheMachine() throws {
        var machine = try Self.engine(
            #"""
            {"initial": "a", "states": [
              {"type": "PlaybackState", "name": "a", "transitions": [{"type": "Transition", "toState": "b"}]},
              {"type": "PlaybackState", "name": "b", "transitions": [{"type": "Transition", "toState": "a"}]}]}
            """#)
        machine.start()
        #expect(machine.status == .stopped)
        #expect(machine.takeEvents().last == .error("a cycle of transitions does not settle; the machine is stopped"))
    }

    @Test func openURLIsReportedNeverOpened() throws {
        var machine = try Self.engine(
            #"""
            {"initial": "a", "states": [{"type": "PlaybackState", "name": "a"}],
             "interactions": [{"type": "Click", "actions": [{"type": "OpenUrl", "url": "https://example.com", "target": "_blank"}]}]}
            """#)
        machine.start()
        _ = machine.takeEvents()
        machine.post(.click) { _ in false }
        #expect(machine.takeEvents() == [.openURL("https://example.com", target: "_blank")])
    }

    @Test func bounceTurnsAtTheEndAndCompletesAtTheStart() throws {
        var machine = try Self.engine(
            #"{"initial": "a", "states": [{"type": "PlaybackState", "name": "a", "mode": "Bounce", "autoplay": true, "segment": "half"}]}"#)
        machine.start()
        machine.advance(by: 0.5)  // 15 frames: the end of "half"
        #expect(machine.playhead.frame == 15)
        machine.advance(by: 0.2)  // 6 frames back
        #expect(abs(machine.playhead.frame - 9) < 1e-9)
        machine.advance(by: 1)
        #expect(machine.playhead.frame == 0 && !machine.playhead.isPlaying)
    }

    @Test func guardsCompareWithInputsAndEventsWaitForTheirEvent() throws {
        var machine = try Self.engine(
            #"""
            {"initial": "idle", "states": [
              {"type": "PlaybackState", "name": "idle", "transitions": [
                {"type": "Transition", "toState": "go", "guards": [
                  {"type": "Event", "inputName": "press"},
                  {"type": "Numeric", "inputName": "n", "conditionType": "GreaterThanOrEqual", "compareTo": "$limit"}]}]},
              {"type": "PlaybackState", "name": "go"}],
             "inputs": [{"type": "Numeric", "name": "n", "value": 0}, {"type": "Numeric", "name": "limit", "value": 2},
                        {"type": "Event", "name": "press"}]}
            """#)
        machine.start()
        machine.set("n", to: .numeric(3))
        #expect(machine.currentState == "idle")  // the transition waits for its event
        machine.fire("press")
        #expect(machine.currentState == "go")
        let setText = machine.set("n", to: .string("x"))
        let fireNumber = machine.fire("n")
        #expect(!setText && !fireNumber)  // a numeric input keeps its type, and is not an event
    }

    @Test func setRandomDrawsTheSameNumbersEveryRun() throws {
        let json = #"""
            {"initial": "a", "states": [{"type": "PlaybackState", "name": "a",
              "entryActions": [{"type": "SetRandom", "inputName": "n", "min": 1, "max": 6, "integer": true}]}],
             "inputs": [{"type": "Numeric", "name": "n", "value": 0}]}
            """#
        var first = try Self.engine(json)
        var second = try Self.engine(json)
        first.start()
        second.start()
        #expect(first.value(of: "n") == second.value(of: "n"))
        guard case .numeric(let n) = first.value(of: "n") else { return }
        #expect((1...6).contains(n) && n == n.rounded())
    }
}

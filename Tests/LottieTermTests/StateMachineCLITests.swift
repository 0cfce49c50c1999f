import Foundation
import TestSupport
import Testing

/// State machines from the command line: `info` lists them, `check` reports their faults at
/// their JSON paths, and `render --state-machine` runs a script and exports what it shows.
@Suite struct StateMachineCLITests {
    static let sample = Corpus.samples.appendingPathComponent("star-rating.lottie").path

    @Test func infoListsTheMachineAndItsInputs() throws {
        let text = try CLITests.run(["info", Self.sample])
        #expect(text.status == 0)
        #expect(text.stdout.contains("machines    1 state machine"))
        #expect(text.stdout.contains("rating              7 states (initial rated0), 2 inputs, 6 interactions (Click, OnComplete)"))
        #expect(text.stdout.contains("inputs  rating (Numeric 0), clear (Event event)"))
        let json = try CLITests.run(["info", Self.sample, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let container = object?["container"] as? [String: Any]
        let machines = container?["stateMachines"] as? [[String: Any]]
        #expect(machines?.first?["id"] as? String == "rating")
        #expect((machines?.first?["inputs"] as? [[String: Any]])?.first?["type"] as? String == "Numeric")
    }

    /// Three clicks and a fired event: the states a user sees, with their times.
    @Test func renderRunsAScriptAndTracesIt() throws {
        let directory = ScratchSpace.url("state-machine")
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("rating.gif").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try CLITests.run([
            "render", Self.sample, "--state-machine", "rating", "--size", "150x40", "--fps", "10", "-o", gif, "--trace",
            "--event", "0.1 click @star3", "--event", "0.5 click 270,40", "--event", "1.5 fire clear",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let entered = result.stdout.split(separator: "\n").filter { $0.contains("entered") }.map { $0.trimmingCharacters(in: .whitespaces) }
        // Marker "5" is frames 41...59 at 30 fps: it completes 0.6 s after the click at 0.5 s.
        #expect(entered == ["0.000  entered rated0", "0.100  entered rated3", "0.500  entered rated5", "1.500  entered rated0"])
        #expect(result.stdout.contains("1.100  custom event five stars"))
        // 2.5 s (a second after the last step) at 10 fps: 26 frames.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        #expect(bytes.filter { $0 == 0x2C }.count >= 26)
    }

    @Test func badMachinesAndScriptsSayWhereAndExit64() throws {
        let unknown = try CLITests.run(["render", Self.sample, "--state-machine", "nope", "-o", "/dev/null", "--format", "gif"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no state machine \"nope\": it has rating"))
        let script = try CLITests.run(["render", Self.sample, "--state-machine", "rating", "-o", "/dev/null", "--format", "gif", "--event", "0.1 tap 3,4"])
        #expect(script.status == 64)
        #expect(script.stderr.contains("--event 1: unknown action \"tap\""))
        let input = try CLITests.run(["render", Self.sample, "--state-machine", "rating", "-o", "/dev/null", "--format", "gif", "--event", "0 set rating=lots"])
        #expect(input.status == 64)
        #expect(input.stderr.contains("--event 1: rating takes a number, found \"lots\""))
    }

    @Test func checkReportsAMachinesFaultsAtTheirPaths() throws {
        let machine = #"""
            {"initial": "a", "states": [{"type": "PlaybackState", "name": "a", "segment": "intro",
              "transitions": [{"type": "Transition", "toState": "b", "guards": [{"type": "Event", "inputName": "go"}]}]}]}
            """#
        let data = try ZipFixture.dotLottie(
            manifest: #"{"version": "2", "animations": [{"id": "main"}], "stateMachines": [{"id": "broken"}]}"#,
            [("a/main.json", ZipFixture.animationJSON("main")), ("s/broken.json", machine), ("s/garbled.json", "{\"initial\": 3}")])
        let url = ScratchSpace.url("broken", extension: "lottie")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CLITests.run(["check", url.path])
        #expect(result.stdout.contains("s/broken.json:states[0].segment: the segment \"intro\" is not a marker of the animation"))
        #expect(result.stdout.contains("s/broken.json:states[0].transitions[0].toState: the target state \"b\" is not one of the states"))
        #expect(result.stdout.contains("s/broken.json:states[0].transitions[0].guards[0].inputName: no input is named \"go\""))
        #expect(result.stdout.contains("s/garbled.json:initial: the state machine cannot be read: expected a string, found a number"))
    }

    /// Hostile machines stay bounded and say what happened: a cycle of instant transitions
    /// stops the machine (exit 65, the output still written), an OpenUrl is printed, never
    /// opened, and 100,000 states are refused before any work.
    @Test func hostileMachinesExitCleanly() throws {
        let cycle = #"""
            {"initial": "a", "states": [
              {"type": "PlaybackState", "name": "a", "transitions": [{"type": "Transition", "toState": "b", "guards": [{"type": "Event", "inputName": "go"}]}]},
              {"type": "PlaybackState", "name": "b", "transitions": [{"type": "Transition", "toState": "c"}]},
              {"type": "PlaybackState", "name": "c", "transitions": [{"type": "Transition", "toState": "b"}]}],
             "inputs": [{"type": "Event", "name": "go"}],
             "interactions": [{"type": "Click", "actions": [{"type": "OpenUrl", "url": "https://example.com/x", "target": "_blank"}]}]}
            """#
        let states = (0..<100_000).map { #"{"type":"PlaybackState","name":"s\#($0)"}"# }.joined(separator: ",")
        let data = try ZipFixture.dotLottie(
            manifest: #"{"version": "2", "animations": [{"id": "main"}], "stateMachines": [{"id": "cycle"}, {"id": "huge"}]}"#,
            [("a/main.json", ZipFixture.animationJSON("main")), ("s/cycle.json", cycle), ("s/huge.json", #"{"initial": "s0", "states": [\#(states)]}"#)])
        let url = ScratchSpace.url("hostile", extension: "lottie")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let gif = ScratchSpace.url("hostile", extension: "gif").path
        defer { try? FileManager.default.removeItem(atPath: gif) }
        let run = try CLITests.run([
            "render", url.path, "--state-machine", "cycle", "-o", gif, "--size", "20x20", "--trace", "--event", "0.1 click 5,5",
            "--event", "0.2 fire go",
        ])
        #expect(run.status == 65)
        #expect(run.stdout.contains("0.100  open URL https://example.com/x (_blank) (not opened)"))
        #expect(run.stdout.contains("0.200  error: a cycle of transitions does not settle; the machine is stopped"))
        #expect(run.stderr.contains("state machine cycle: at 0.200 s: a cycle of transitions does not settle; the machine is stopped"))
        #expect(FileManager.default.fileExists(atPath: gif))
        let huge = try CLITests.run(["render", url.path, "--state-machine", "huge", "-o", gif, "--size", "20x20"])
        #expect(huge.status == 65)
        #expect(huge.stderr.contains("state machine huge: states: 100000 entries; at most 10000"))
    }
}

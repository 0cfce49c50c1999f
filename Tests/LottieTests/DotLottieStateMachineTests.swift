import Foundation
import Lottie
import StateMachines
import TestSupport
import Testing

/// Every state machine of the corpus, driven by a script of inputs, pointer events and clock
/// steps; each expectation was worked out by hand from the dotLottie state machine rules as
/// dotlottie-rs applies them (written beside each step).
@Suite struct DotLottieStateMachineTests {
    static func machine(_ relative: String, id: String) throws -> DotLottieStateMachine? {
        guard let shared = Corpus.shared else { return nil }
        let url = shared.appendingPathComponent("corpus/" + relative)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try DotLottieStateMachine(dotLottie: try DotLottieFile.loadedFrom(filepath: url.path), id: id)
    }

    @Test func tweenPosesBlendsToTheHoveredTarget() throws {
        guard let machine = try Self.machine("dotlottie-rs/statemachines/normal_usecases/tween_poses.lottie", id: "tween_poses") else { return }
        #expect(machine.diagnostics.isEmpty)
        var events: [String] = []
        machine.onEvent = { events.append($0.description) }
        #expect(machine.start())
        // The initial playback state holds its marker "pose_center" (frame 0), paused.
        #expect(machine.currentState == "pose_center" && machine.frame == 0)
        // PointerEnter on target_up sets pose = 1: the global state's tweened transition to
        // pose_up starts a one-second blend towards pose_up's marker (frame 30).
        machine.post(.move, at: Self.centre(of: "target_up", in: machine))
        #expect(machine.inputs.first?.value == .numeric(1))
        #expect(machine.engine.status == .tweening)
        #expect(machine.engine.playhead.tween?.to == 30)
        machine.advance(by: 0.5)
        // Halfway in time is halfway in the blend: the easing (0.42, 0, 0.58, 1) is symmetric.
        #expect(abs((machine.engine.playhead.tween?.progress ?? 0) - 0.5) < 1e-6)
        machine.advance(by: 0.5)
        // The blend ends on frame 30 and pose_up is entered.
        #expect(machine.currentState == "pose_up" && machine.frame == 30)
        #expect(events.contains("transition pose_center -> pose_up") && events.contains("entered pose_up"))
    }

    @Test func theTweenDrawsTheBlendOfTwoPoses() throws {
        guard let machine = try Self.machine("dotlottie-rs/statemachines/normal_usecases/tween_poses.lottie", id: "tween_poses") else { return }
        machine.start()
        let start = machine.render(width: 60, height: 60)
        machine.setInput("pose", to: .numeric(2))
        machine.advance(by: 0.5)
        let middle = machine.render(width: 60, height: 60)
        machine.advance(by: 0.5)
        let end = machine.render(width: 60, height: 60)
        #expect(machine.currentState == "pose_right")
        // The blend is neither end pose.
        #expect(middle.storage != start.storage && middle.storage != end.storage)
    }

    @Test func hoverPlaysForwardOnEnterAndBackOnExit() throws {
        guard let machine = try Self.machine("dotlottie-web/sm/hover.lottie", id: "hover") else { return }
        machine.start()
        // "idle" is the global state itself: nothing plays until the pointer comes in.
        #expect(machine.currentState == "idle" && machine.frame == 0)
        machine.post(.enter, at: .zero)
        // PointerEnter fires pointerEnter: hoverIn plays the whole animation (0...59) forward.
        #expect(machine.currentState == "hoverIn")
        machine.advance(by: 0.5)
        #expect(abs(machine.frame - 30) < 1e-9)  // 60 fps
        machine.post(.exit, at: .zero)
        // hoverOut plays backwards from where hoverIn was.
        #expect(machine.currentState == "hoverOut")
        machine.advance(by: 0.25)
        #expect(abs(machine.frame - 15) < 1e-9)
        machine.advance(by: 1)
        #expect(machine.frame == 0)
    }

    @Test func setRandomRollsTheDiceThenCountsDown() throws {
        guard let machine = try Self.machine("dotlottie-rs/animations/dotlottie/v2/set_random.lottie", id: "random") else { return }
        machine.start()
        // dice plays its marker (0...41 at 30 fps) once; entering it draws timerWait in 1...10.
        #expect(machine.currentState == "dice")
        guard case .numeric(let wait) = machine.inputs.first(where: { $0.name == "timerWait" })?.value else {
            Issue.record("timerWait is not numeric")
            return
        }
        #expect((1...10).contains(wait) && wait == wait.rounded())
        machine.advance(by: 41.0 / 30 + 0.01)
        // OnComplete of dice fires diceDone: countdown, with nextAt = elapsed + 1...3 s.
        #expect(machine.currentState == "countdown")
        guard case .numeric(let nextAt) = machine.inputs.first(where: { $0.name == "nextAt" })?.value else { return }
        #expect(nextAt > 41.0 / 30 && nextAt <= 41.0 / 30 + 0.01 + 3)
        for _ in 0..<200 where machine.currentState == "countdown" { machine.advance(by: 0.05) }
        // @elapsedTime passes nextAt: timer, which waits timerWait more seconds.
        #expect(machine.currentState == "timer")
        for _ in 0..<400 where machine.currentState == "timer" { machine.advance(by: 0.05) }
        #expect(machine.currentState == "dice")
    }

    @Test func smTweenFollowsItsTwoBooleans() throws {
        guard let machine = try Self.machine("dotlottie-rs/animations/dotlottie/v2/sm-tween.lottie", id: "StateMachine1") else { return }
        machine.start()
        // The initial state is the global one; fwd = true, seg = false leads to Fwd at once
        // (no tween: the global state shows no animation of its own).
        #expect(machine.currentState == "Fwd")
        // seg = true: A-Fwd, tweened over 5 s to marker A's start (frame 0).
        machine.setInput("seg", to: .boolean(true))
        #expect(machine.engine.status == .tweening && machine.engine.playhead.tween?.to == 0)
        machine.advance(by: 5)
        #expect(machine.currentState == "A-Fwd")
        // fwd = false: B-Fwd plays marker B (120...149) in reverse, so the blend heads to 149.
        machine.setInput("fwd", to: .boolean(false))
        #expect(machine.engine.playhead.tween?.to == 149)
        machine.advance(by: 5)
        #expect(machine.currentState == "B-Fwd" && machine.frame == 149)
    }

    /// The centre of what the layer `name` draws at the current frame.
    static func centre(of name: String, in machine: DotLottieStateMachine) -> CGPoint {
        let node = machine.renderer.keypathTree.nodes.first { $0.name == name && $0.kind == .layer }
        guard let node, let box = machine.renderer.rasterizer.drawnBounds(of: machine.renderer.displayList(of: node, frame: machine.frame)) else {
            return .zero
        }
        return CGPoint(x: box.minX + box.width / 2, y: box.minY + box.height / 2)
    }
}

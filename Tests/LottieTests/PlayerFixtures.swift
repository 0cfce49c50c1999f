import Foundation
import Lottie

/// A 30 fps animation of frames 0..<90 with markers, for playback tests.
enum PlayerFixtures {
    static func animation(
        inPoint: Double = 0, outPoint: Double = 90, frameRate: Double = 30, markers: String = defaultMarkers
    ) -> LottieAnimation {
        let json = """
            {"v":"5.7.0","fr":\(frameRate),"ip":\(inPoint),"op":\(outPoint),"w":10,"h":10,"layers":[],"markers":[\(markers)]}
            """
        do {
            return try LottieAnimation.from(data: Data(json.utf8))
        } catch {
            preconditionFailure("fixture does not decode: \(error)")
        }
    }

    static let defaultMarkers = """
        {"cm":"intro","tm":0,"dr":30},{"cm":"middle","tm":30,"dr":30},{"cm":"outro","tm":60,"dr":29},\
        {"cm":"hold","tm":45,"dr":0},{"cm":"{\\"name\\":\\"remove_background\\"}","tm":10,"dr":5}
        """
}

/// Records completion calls.
final class CompletionLog {
    private(set) var calls: [Bool] = []
    var block: LottieCompletionBlock { { [self] finished in calls.append(finished) } }
}

extension LottiePlayer {
    /// Advances in steps of one file frame, collecting the frame after each step, until the
    /// player stops or `limit` steps pass.
    func framesUntilStopped(limit: Int = 10_000, step: Double? = nil) -> [Double] {
        var frames: [Double] = []
        let seconds = step ?? 1 / animation.framerate
        while isAnimationPlaying, frames.count < limit {
            advance(by: seconds)
            frames.append(realtimeAnimationFrame)
        }
        return frames
    }

    /// Frames after each of `count` one-frame steps.
    func frames(steps count: Int) -> [Double] {
        (0..<count).map { _ in
            advance(by: 1 / animation.framerate)
            return realtimeAnimationFrame
        }
    }
}

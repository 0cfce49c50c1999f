/// The frames at which two versions of an animation were compared, and the runs of consecutive
/// compared frames that look different (a frame differs when its ``FrameDifference`` exceeds the
/// limits), each with its worst frame.
///
/// ```swift
/// var comparison = FrameComparison(limits: FrameLimits())
/// for frame in frames { comparison.append(frame, FrameDifference(old(frame), new(frame), width: 160, height: 160)) }
/// comparison.runs.map(\.first)
/// ```
package struct FrameComparison: Sendable, Equatable {
    /// Consecutive compared frames that differ.
    package struct Run: Sendable, Equatable {
        package var first: Double
        package var last: Double
        /// How many compared frames the run holds.
        package var count: Int
        /// The frame of the run with the largest mean error (the earliest of equals).
        package var worstFrame: Double
        package var worst: FrameDifference
    }

    package let limits: FrameLimits
    /// Every compared frame, in order.
    package private(set) var frames: [Double] = []
    package private(set) var runs: [Run] = []
    /// Whether the last appended frame differed (it extends the last run).
    private var isInRun = false

    package init(limits: FrameLimits) {
        self.limits = limits
    }

    /// How many compared frames differ.
    package var differingCount: Int { runs.reduce(0) { $0 + $1.count } }

    /// Adds the next compared frame.
    package mutating func append(_ frame: Double, _ difference: FrameDifference) {
        frames.append(frame)
        guard difference.exceeds(limits) else {
            isInRun = false
            return
        }
        if isInRun, var run = runs.popLast() {
            run.last = frame
            run.count += 1
            if difference.worstMeanError > run.worst.worstMeanError {
                run.worstFrame = frame
                run.worst = difference
            }
            runs.append(run)
        } else {
            runs.append(Run(first: frame, last: frame, count: 1, worstFrame: frame, worst: difference))
        }
        isInRun = true
    }
}

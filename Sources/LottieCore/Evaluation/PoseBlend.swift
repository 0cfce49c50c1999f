/// A blend between the poses of two frames, as a dotLottie state machine's tweened
/// transition shows it (dotlottie-rs through ThorVG's tween): every keyframed property
/// takes the value between its value at the frame being evaluated and its value at the
/// partner frame, `offset` frames later in the same composition's clock, `progress` of the
/// way. Properties without keyframes hold still, so a blend costs only what moves.
///
/// ``FrameEvaluator/displayList(blendingFrom:to:progress:)`` binds one to ``current`` while
/// it evaluates; each precomposition's offset is the root's divided by the time stretches
/// above it (a time remap keeps its parent's offset).
package final class PoseBlend: @unchecked Sendable {
    /// The blend of the frame evaluation running on this task, if any.
    @TaskLocal package static var current: PoseBlend?

    /// How far towards the partner frame, from 0 to 1.
    package let progress: Double
    /// The partner frame's distance from the root composition's frame.
    let rootOffset: Double
    /// The partner frame's distance in the composition being evaluated (one evaluation
    /// runs on one thread, which sets it as it enters and leaves compositions).
    var offset: Double

    package init(offset: Double, progress: Double) {
        rootOffset = offset.isFinite ? offset : 0
        self.offset = rootOffset
        self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
    }

    /// `value` at a frame, blended with its value at the partner frame.
    func blended<Value: Interpolatable>(_ value: @escaping (Double) -> Value) -> (Double) -> Value {
        let progress = progress
        let offset = offset
        return { frame in value(frame).interpolated(to: value(frame + offset), progress: { _ in progress }) }
    }
}

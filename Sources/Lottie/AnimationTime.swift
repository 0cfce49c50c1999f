import Foundation

/// Time in frames, in the animation's own numbering (it starts at `ip`, not 0), as lottie-ios's
/// `AnimationFrameTime`. `CGFloat` and `Double` convert to each other implicitly.
public typealias AnimationFrameTime = CGFloat

/// Time as progress, 0 at `startFrame` and 1 at `endFrame`, as lottie-ios's
/// `AnimationProgressTime`.
public typealias AnimationProgressTime = CGFloat

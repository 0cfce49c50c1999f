/// A streaming encoder of animated images: frames go in one at a time, in order, and bytes
/// come out as soon as the format allows, so an export never holds every frame. The work on a
/// frame that does not depend on the others (dithering, filtering and compressing, colour
/// conversion) is `prepare`, a value-in/value-out function that may run on any task.
///
/// ```swift
/// let encoder = try GIFEncoder(width: 64, height: 64, palette: palette, loopCount: 0)
/// var bytes = try encoder.append(try encoder.prepare(frame), duration: 1.0 / 30)
/// bytes += try encoder.finish()
/// ```
package protocol AnimationEncoding: AnyObject {
    /// Turns one frame's `width × height` straight-alpha RGBA pixels, row by row, into what
    /// `append` takes.
    var prepare: @Sendable ([UInt8]) throws -> [UInt8] { get }
    /// Adds one prepared frame that shows for `duration` seconds. Returns the bytes ready to be
    /// written.
    func append(_ prepared: [UInt8], duration: Double) throws(EncodingError) -> [UInt8]
    /// Ends the file and returns its remaining bytes.
    func finish() throws(EncodingError) -> [UInt8]
}

/// A C library call that failed while encoding, with its name and code.
package struct EncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    package var function: String
    package var code: Int

    package init(function: String, code: Int) {
        self.function = function
        self.code = code
    }

    package var description: String { "\(function) failed (\(code))" }
}

/// Turns frame durations into whole ticks of a format's clock (GIF's 1/100 s, WebP's 1/1000 s)
/// without drift: each frame ends at the rounded sum of the durations so far.
struct TickClock {
    let ticksPerSecond: Double
    private var elapsed = 0.0
    private var ticksSoFar = 0

    init(ticksPerSecond: Double) {
        self.ticksPerSecond = ticksPerSecond
    }

    /// The ticks the next frame of `duration` seconds lasts.
    mutating func ticks(for duration: Double) -> Int {
        elapsed += max(duration, 0)
        let end = Int((elapsed * ticksPerSecond).rounded())
        defer { ticksSoFar = end }
        return end - ticksSoFar
    }

    /// Ticks from the start to the end of the frames so far.
    var total: Int { ticksSoFar }
}

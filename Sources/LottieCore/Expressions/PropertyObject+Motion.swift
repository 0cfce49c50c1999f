import LottieExpressions
import LottieGraphics
import RealModule

extension PropertyObject {
    /// `loopOut(type, numKeyframes)`, `loopIn(…)`, `loopOutDuration(type, duration)` and
    /// `loopInDuration(…)` with After Effects' types: `cycle` (the default), `pingpong`,
    /// `offset` (each cycle starts where the last ended) and `continue` (the velocity at the
    /// last, or first, keyframe goes on). Inside the keyframes' span they give the value.
    func loop(_ name: String, _ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let fps = scope.frameRate
        let frame = scope.frame
        let keyCount = access.keyCount
        let keyTime = access.keyTime
        let type = arguments.isEmpty || arguments[0].isUndefinedValue ? "cycle" : try interpreter.toString(arguments[0]).lowercased()
        guard ["cycle", "pingpong", "offset", "continue"].contains(type) else {
            throw .thrown("TypeError: \(name): unknown loop type '\(type)'")
        }
        let isOut = name.hasPrefix("loopOut")
        guard keyCount > 1 else { return currentValue }
        let first = keyTime(0)
        let last = keyTime(keyCount - 1)
        if isOut ? frame <= last : frame >= first { return currentValue }
        let amount = arguments.count > 1 && !arguments[1].isUndefinedValue ? try interpreter.toNumber(arguments[1]) : 0
        var start = first
        var end = last
        if name.hasSuffix("Duration") {
            if amount > 0 {
                if isOut { start = max(first, last - amount * fps) } else { end = min(last, first + amount * fps) }
            }
        } else {
            let count = Int(amount.isFinite ? min(max(0, amount.rounded(.towardZero)), Double(keyCount)) : 0)
            if count > 0 && count < keyCount {
                if isOut { start = keyTime(keyCount - 1 - count) } else { end = keyTime(count) }
            }
        }
        let span = end - start
        guard span > 0 else { return value(atFrame: isOut ? last : first) }
        switch type {
        case "continue":
            let edge = isOut ? last : first
            let velocity = try self.velocity(atTime: (isOut ? edge : edge + 0.002 * fps) / fps, interpreter)
            let seconds = (frame - edge) / fps
            return try interpreter.add(value(atFrame: edge), interpreter.multiply(velocity, .number(seconds)))
        case "pingpong":
            let distance = isOut ? frame - start : end - frame
            let cycles = (distance / span).rounded(.down)
            let offset = distance - cycles * span
            // Out: odd cycles run backward from the last keyframe; in: mirrored.
            let isOdd = cycles.truncatingRemainder(dividingBy: 2) != 0
            return value(atFrame: isOdd == isOut ? end - offset : start + offset)
        case "offset":
            let distance = isOut ? frame - start : end - frame
            let cycles = (distance / span).rounded(.down)
            let offset = distance - cycles * span
            let change = try interpreter.subtract(value(atFrame: end), value(atFrame: start))
            if isOut {
                return try interpreter.add(value(atFrame: start + offset), interpreter.multiply(change, .number(cycles)))
            }
            return try interpreter.subtract(value(atFrame: end - offset), interpreter.multiply(change, .number(cycles)))
        default:
            let distance = isOut ? frame - start : end - frame
            let offset = distance - (distance / span).rounded(.down) * span
            return value(atFrame: isOut ? start + offset : end - offset)
        }
    }

    /// `wiggle(freq, amp, octaves = 1, amp_mult = .5, t = time)`: the value at `t` plus
    /// smooth noise, each component on its own, `freq` wiggles a second of up to about `amp`.
    /// Deterministic: the noise is seeded by the expression's place in the file.
    func wiggle(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let (frequency, amplitude, octaves, multiplier, time) = try wiggleArguments(arguments, interpreter)
        let base = value(atFrame: time * scope.frameRate)
        func noise(_ dimension: Int) -> Double {
            var sum = 0.0
            var frequencyOctave = frequency
            var amplitudeOctave = amplitude
            for octave in 0..<octaves {
                let seed = scope.randomSeed &+ UInt64(dimension &* 7919 &+ octave &* 104_729)
                sum += amplitudeOctave * ExpressionNoise.noise(time * frequencyOctave, seed: seed)
                frequencyOctave *= 2
                amplitudeOctave *= multiplier
            }
            return sum
        }
        switch base.primitive {
        case .number(let number): return .number(number + noise(0))
        case .array:
            guard let components = base.numbers else { return base }
            return .numbers(components.enumerated().map { $1 + noise($0) })
        default: return base
        }
    }

    /// `temporalWiggle(freq, amp, octaves = 1, amp_mult = .5, t = time)`: the value at a time
    /// wiggled around `t` by up to about `amp` seconds.
    func temporalWiggle(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let (frequency, amplitude, octaves, multiplier, time) = try wiggleArguments(arguments, interpreter)
        var shift = 0.0
        var frequencyOctave = frequency
        var amplitudeOctave = amplitude
        for octave in 0..<octaves {
            shift += amplitudeOctave * ExpressionNoise.noise(time * frequencyOctave, seed: scope.randomSeed &+ UInt64(octave))
            frequencyOctave *= 2
            amplitudeOctave *= multiplier
        }
        return value(atFrame: (time + shift) * scope.frameRate)
    }

    /// `smooth(width = .2, samples = 5, t = time)`: the mean of `samples` values spread over
    /// `width` seconds around `t`.
    func smooth(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue {
        let width = arguments.count > 0 ? try interpreter.toNumber(arguments[0]) : 0.2
        let requested = arguments.count > 1 ? try interpreter.toNumber(arguments[1]) : 5
        let time = arguments.count > 2 ? try interpreter.toNumber(arguments[2]) : scope.time
        let samples = Int(min(max(requested.isFinite ? requested : 5, 1), 64))
        guard samples > 1, width.isFinite, time.isFinite else { return value(atFrame: time * scope.frameRate) }
        var sum: ExpressionValue = .number(0)
        for sample in 0..<samples {
            let t = time - width / 2 + width * Double(sample) / Double(samples - 1)
            let sampleValue = value(atFrame: t * scope.frameRate)
            sum = sample == 0 ? sampleValue : try interpreter.add(sum, sampleValue)
        }
        return try interpreter.divide(sum, .number(Double(samples)))
    }

    private func wiggleArguments(_ arguments: [ExpressionValue], _ interpreter: Interpreter) throws(ExpressionError) -> (
        Double, Double, Int, Double, Double
    ) {
        let frequency = try interpreter.toNumber(arguments.first ?? .undefined)
        let amplitude = try interpreter.toNumber(arguments.count > 1 ? arguments[1] : .undefined)
        let octaves = arguments.count > 2 ? try interpreter.toNumber(arguments[2]) : 1
        let multiplier = arguments.count > 3 ? try interpreter.toNumber(arguments[3]) : 0.5
        let time = arguments.count > 4 ? try interpreter.toNumber(arguments[4]) : scope.time
        guard frequency.isFinite, amplitude.isFinite, multiplier.isFinite, time.isFinite else {
            throw .thrown("TypeError: wiggle needs finite numbers")
        }
        return (frequency, amplitude, Int(min(max(octaves.isFinite ? octaves : 1, 1), 10)), multiplier, time)
    }
}

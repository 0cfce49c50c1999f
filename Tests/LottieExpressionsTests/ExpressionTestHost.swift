import LottieExpressions

/// A host with a fixed time and value, for testing the interpreter without an animation.
final class ExpressionTestHost: ExpressionHost {
    var time: Double
    var value: ExpressionValue
    var randomSeed: UInt64 = 7

    init(time: Double = 0, value: ExpressionValue = .number(0)) {
        self.time = time
        self.value = value
    }

    func global(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue? {
        switch name {
        case "time": .number(time)
        case "value": value
        default: nil
        }
    }
}

/// The range selector of a text animator (`s`): which characters, words or lines the
/// animator's style applies to, and how strongly.
package struct TextSelector: Sendable, Equatable {
    /// `r`
    package enum Units: Int, Sendable, Hashable {
        case percentage = 1
        case index = 2
    }

    /// `b`: what one unit of the range counts.
    package enum BasedOn: Int, Sendable, Hashable {
        case characters = 1
        case charactersExcludingSpaces = 2
        case words = 3
        case lines = 4
    }

    /// `sh`: how the weight falls off across the range.
    package enum Shape: Int, Sendable, Hashable {
        case square = 1
        case rampUp = 2
        case rampDown = 3
        case triangle = 4
        case round = 5
        case smooth = 6
    }

    /// `t`: 0 for a range selector (1 marks an expression selector).
    package var type: Int
    /// `r`
    package var units: Units
    /// `b`
    package var basedOn: BasedOn
    /// `s`: start of the range (percent or index, per `units`).
    package var start: Property<Double>
    /// `e`: end of the range.
    package var end: Property<Double>
    /// `o`: offset added to start and end.
    package var offset: Property<Double>
    /// `sh`
    package var shape: Shape
    /// `a`: amount, percent.
    package var amount: Property<Double>
    /// `ne`: ease low, percent.
    package var easeLow: Property<Double>
    /// `xe`: ease high, percent.
    package var easeHigh: Property<Double>
    /// `sm`: smoothness, percent.
    package var smoothness: Property<Double>
    /// `rn`: randomize the order of the units.
    package var randomize: Bool

    package init() {
        type = 0
        units = .percentage
        basedOn = .characters
        start = Property(constant: 0)
        end = Property(constant: 100)
        offset = Property(constant: 0)
        shape = .square
        amount = Property(constant: 100)
        easeLow = Property(constant: 0)
        easeHigh = Property(constant: 0)
        smoothness = Property(constant: 100)
        randomize = false
    }
}

extension TextSelector {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.init()
        type = try context.lenientInt(object, "t") ?? 0
        units = try context.code(object, "r", default: .percentage)
        basedOn = try context.code(object, "b", default: .characters)
        start = try .decode(object, "s", context, default: 0)
        end = try .decode(object, "e", context, default: 100)
        offset = try .decode(object, "o", context, default: 0)
        shape = try context.code(object, "sh", default: .square)
        amount = try .decode(object, "a", context, default: 100)
        easeLow = try .decode(object, "ne", context, default: 0)
        easeHigh = try .decode(object, "xe", context, default: 0)
        smoothness = try .decode(object, "sm", context, default: 100)
        randomize = try context.bool(object, "rn")
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.set("t", type)
        object.setCode("r", units.rawValue)
        object.setCode("b", basedOn.rawValue)
        object.append("s", start.json)
        object.append("e", end.json)
        object.append("o", offset.json)
        object.setCode("sh", shape.rawValue)
        object.append("a", amount.json)
        object.append("ne", easeLow.json)
        object.append("xe", easeHigh.json)
        object.append("sm", smoothness.json)
        object.set("rn", randomize ? 1 : 0)
        return .object(object)
    }
}

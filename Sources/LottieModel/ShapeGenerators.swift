import LottieGraphics

extension ShapeItem {
    /// The direction a shape is constructed in (`d`). It matters for trim paths and only
    /// for the generated shapes (`rc`, `el`, `sr`): players ignore it on `sh` paths.
    package enum Direction: Int, Sendable, Hashable {
        /// 1: clockwise, the default.
        case clockwise = 1
        /// 2: "user set clockwise" (lottie-ios); drawn as clockwise.
        case userSetClockwise = 2
        /// 3: reversed: same start point, counter-clockwise travel.
        case counterClockwise = 3

        package var isReversed: Bool { self == .counterClockwise }
    }

    /// A free-form path (`sh`).
    package struct Path: Sendable, Equatable {
        package var metadata: Metadata
        /// `ks`: the bezier, with tangents relative to their vertices.
        package var bezier: Property<Bezier>
        /// `d`
        package var direction: Direction
    }

    /// A rectangle (`rc`), centred on `position`.
    package struct Rectangle: Sendable, Equatable {
        package var metadata: Metadata
        /// `p`: the centre.
        package var position: Property<Vector3>
        /// `s`: width and height.
        package var size: Property<Vector3>
        /// `r`: corner radius.
        package var roundness: Property<Double>
        /// `d`
        package var direction: Direction
    }

    /// An ellipse (`el`), centred on `position`.
    package struct Ellipse: Sendable, Equatable {
        package var metadata: Metadata
        /// `p`: the centre.
        package var position: Property<Vector3>
        /// `s`: the two diameters.
        package var size: Property<Vector3>
        /// `d`
        package var direction: Direction
    }

    /// A star or regular polygon (`sr`).
    package struct Polystar: Sendable, Equatable {
        /// `sy`: 1 star, 2 polygon.
        package enum StarType: Int, Sendable, Hashable {
            case star = 1
            case polygon = 2
        }

        package var metadata: Metadata
        /// `sy`
        package var starType: StarType
        /// `p`: the centre.
        package var position: Property<Vector3>
        /// `or`: outer radius.
        package var outerRadius: Property<Double>
        /// `os`: outer roundness, percent.
        package var outerRoundness: Property<Double>
        /// `ir`: inner radius (stars only).
        package var innerRadius: Property<Double>
        /// `is`: inner roundness, percent (stars only).
        package var innerRoundness: Property<Double>
        /// `r`: rotation, degrees clockwise.
        package var rotation: Property<Double>
        /// `pt`: number of points; a star grows a partial point for a fraction, a polygon drops it.
        package var points: Property<Double>
        /// `d`
        package var direction: Direction
    }
}

// MARK: - JSON

extension ShapeItem.Path {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        bezier = try .required(object, "ks", context)
        direction = try context.code(object, "d", default: .clockwise)
    }

    func encode(into object: inout JSONObject) {
        object.append("ks", bezier.json)
        object.setCode("d", direction.rawValue)
    }
}

extension ShapeItem.Rectangle {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        position = try .decode(object, "p", context, default: .zero)
        size = try .decode(object, "s", context, default: .zero)
        roundness = try .decode(object, "r", context, default: 0)
        direction = try context.code(object, "d", default: .clockwise)
    }

    func encode(into object: inout JSONObject) {
        object.append("p", position.json)
        object.append("s", size.json)
        object.append("r", roundness.json)
        object.setCode("d", direction.rawValue)
    }
}

extension ShapeItem.Ellipse {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        position = try .decode(object, "p", context, default: .zero)
        size = try .decode(object, "s", context, default: .zero)
        direction = try context.code(object, "d", default: .clockwise)
    }

    func encode(into object: inout JSONObject) {
        object.append("p", position.json)
        object.append("s", size.json)
        object.setCode("d", direction.rawValue)
    }
}

extension ShapeItem.Polystar {
    init(json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self.metadata = metadata
        starType = try context.code(object, "sy", default: .star)
        position = try .decode(object, "p", context, default: .zero)
        outerRadius = try .decode(object, "or", context, default: 0)
        outerRoundness = try .decode(object, "os", context, default: 0)
        innerRadius = try .decode(object, "ir", context, default: 0)
        innerRoundness = try .decode(object, "is", context, default: 0)
        rotation = try .decode(object, "r", context, default: 0)
        points = try .decode(object, "pt", context, default: 5)
        direction = try context.code(object, "d", default: .clockwise)
    }

    func encode(into object: inout JSONObject) {
        object.setCode("sy", starType.rawValue)
        object.append("p", position.json)
        object.append("or", outerRadius.json)
        object.append("os", outerRoundness.json)
        object.append("ir", innerRadius.json)
        object.append("is", innerRoundness.json)
        object.append("r", rotation.json)
        object.append("pt", points.json)
        object.setCode("d", direction.rawValue)
    }
}

import LottieModel

/// Small hand-written documents for decoding tests.
enum Fixtures {
    /// A valid animation whose first layer is `layer` (JSON text).
    static func animation(layer: String, extra: String = "") -> String {
        """
        {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100\(extra),"layers":[\(layer)]}
        """
    }

    /// A shape layer whose transform opacity is `opacity` (JSON text of a property).
    static func shapeLayer(opacity: String = #"{"a":0,"k":100}"#, shapes: String = "[]") -> String {
        #"{"ty":4,"nm":"L","ind":1,"ip":0,"op":60,"st":0,"ks":{"o":"# + opacity + #"},"shapes":"# + shapes + "}"
    }

    static func decode(_ text: String) throws(LottieDecodingError) -> Animation {
        try Animation(jsonBytes: Array(text.utf8))
    }

    static func error(_ text: String) -> LottieDecodingError? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error
        }
    }

    /// The opacity property of the first layer of `text`.
    static func opacity(_ text: String) throws -> Property<Double> {
        try decode(text).layers[0].transform.opacity
    }
}

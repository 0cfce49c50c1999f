import LottieGraphics
import LottieModel

/// How a property the file may leave out is treated: a transform lists its optional
/// properties and a value provider adds them from the default (`listedWhenMissing`); a text
/// animator lists only those it animates.
enum MissingProperty: Sendable {
    case listedWhenMissing
    case unlistedWhenMissing
}

extension ItemProperty {
    /// An optional number property, read as `fallback` when missing.
    init(
        _ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Double>?> & Sendable,
        default fallback: Double, _ missing: MissingProperty
    ) {
        self.init(
            name, field, keyPath, missing, fallback: Property(constant: fallback),
            read: { .number($0.value(at: $1, default: fallback)) }, write: { $0.set($1) })
    }

    /// An optional point (or, with `kind: .size`, size) property, read as `fallback` when missing.
    init(
        _ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Vector3>?> & Sendable,
        default fallback: Vector3, _ missing: MissingProperty
    ) {
        let kind = field.kind
        self.init(
            name, field, keyPath, missing, fallback: Property(constant: fallback),
            read: { $0.keypathValue(at: $1, default: fallback, kind: kind) }, write: { $0.set($1, z: fallback.z) })
    }

    /// An optional colour property, black when missing.
    init(_ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Color>?> & Sendable, _ missing: MissingProperty) {
        self.init(
            name, field, keyPath, missing, fallback: Property(constant: .black), read: { $0.keypathValue(at: $1) },
            write: { $0.set($1) })
    }

    private init<Value>(
        _ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Value>?> & Sendable,
        _ missing: MissingProperty, fallback: Property<Value>, read: @escaping @Sendable (Property<Value>, Double) -> KeypathValue,
        write: @escaping @Sendable (inout Property<Value>, KeypathValue) -> Void
    ) {
        let listsMissing = missing == .listedWhenMissing
        self.init(
            name, field, when: { listsMissing || $0[keyPath: keyPath] != nil },
            timing: { PropertyTiming($0[keyPath: keyPath]) },
            read: { read($0[keyPath: keyPath] ?? fallback, $1) },
            write: { item, value in
                guard var property = item[keyPath: keyPath] ?? (listsMissing ? fallback : nil) else { return }
                write(&property, value)
                item[keyPath: keyPath] = property
            })
    }
}

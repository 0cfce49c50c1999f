import LottieGraphics
import LottieModel

/// A number property of a model item, declared once: the name lottie-ios shows, the field
/// value providers address, where it lives, and the default evaluation uses when the file
/// leaves it out. Evaluation reads it with ``value(of:at:)``; the keypath tree, `value(at:)`
/// and the model patcher reach it through ``ItemProperty``.
struct NumberField<Item>: Sendable {
    let name: String
    let field: PropertyField
    let keyPath: WritableKeyPath<Item, Property<Double>> & Sendable
    let defaultValue: Double
    /// Where the property is stored in the item (see ``storedValue(of:_:at:)``).
    private let offset: Int?

    init(_ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Double>> & Sendable, default defaultValue: Double) {
        self.name = name
        self.field = field
        self.keyPath = keyPath
        self.defaultValue = defaultValue
        offset = MemoryLayout<Item>.offset(of: keyPath)
    }

    func value(of item: Item, at frame: Double) -> Double {
        storedValue(of: item, keyPath, at: offset).value(at: frame, default: defaultValue)
    }
}

/// A point or size property (the default is the origin); points follow spatial curves.
struct VectorField<Item>: Sendable {
    let name: String
    let field: PropertyField
    let keyPath: WritableKeyPath<Item, Property<Vector3>> & Sendable
    private let offset: Int?

    init(_ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Vector3>> & Sendable) {
        self.name = name
        self.field = field
        self.keyPath = keyPath
        offset = MemoryLayout<Item>.offset(of: keyPath)
    }

    func value(of item: Item, at frame: Double) -> Vector2 {
        let property = storedValue(of: item, keyPath, at: offset)
        return (field.kind == .point ? property.spatialValue(at: frame, default: .zero) : property.value(at: frame, default: .zero)).xy
    }
}

/// A colour property (black when missing).
struct ColorField<Item>: Sendable {
    let name: String
    let field: PropertyField
    let keyPath: WritableKeyPath<Item, Property<Color>> & Sendable
    private let offset: Int?

    init(_ name: String, _ field: PropertyField, _ keyPath: WritableKeyPath<Item, Property<Color>> & Sendable) {
        self.name = name
        self.field = field
        self.keyPath = keyPath
        offset = MemoryLayout<Item>.offset(of: keyPath)
    }

    /// The file's colour (components as written, which may be 0–255).
    func value(of item: Item, at frame: Double) -> Color {
        storedValue(of: item, keyPath, at: offset).value(at: frame, default: .black)
    }
}

/// The property `keyPath` of `item`, read at its byte `offset` in the item when the key path
/// has one (a stored property of a struct, as every field above is): applying a key path at
/// run time looks up generic metadata on each read, which every shape item's evaluation paid.
@inline(__always)
private func storedValue<Item, Value>(of item: Item, _ keyPath: KeyPath<Item, Value>, at offset: Int?) -> Value {
    guard let offset else { return item[keyPath: keyPath] }
    return withUnsafeBytes(of: item) { $0.load(fromByteOffset: offset, as: Value.self) }
}

/// Any declared property of an item, as the keypath tree lists it, `value(at:)` reads it
/// and the model patcher sets it.
struct ItemProperty<Item>: Sendable {
    let name: String
    let field: PropertyField
    /// Whether the item lists the property (a polygon has no inner radius).
    let isListed: @Sendable (Item) -> Bool
    /// The property's keyframes (without values) and expressions in `item`.
    let timing: @Sendable (Item) -> PropertyTiming
    let read: @Sendable (Item, Double) -> KeypathValue
    let write: @Sendable (inout Item, KeypathValue) -> Void

    init(_ number: NumberField<Item>, when isListed: @escaping @Sendable (Item) -> Bool = { _ in true }) {
        let keyPath = number.keyPath
        name = number.name
        field = number.field
        self.isListed = isListed
        timing = { PropertyTiming($0[keyPath: keyPath]) }
        read = { .number(number.value(of: $0, at: $1)) }
        write = { $0[keyPath: keyPath].set($1) }
    }

    init(_ vector: VectorField<Item>) {
        let keyPath = vector.keyPath
        name = vector.name
        field = vector.field
        isListed = { _ in true }
        timing = { PropertyTiming($0[keyPath: keyPath]) }
        read = { vector.field.kind == .size ? .size(vector.value(of: $0, at: $1)) : .point(vector.value(of: $0, at: $1)) }
        write = { $0[keyPath: keyPath].set($1) }
    }

    /// A property that is not one number, point or colour field (dashes, gradient stops, paths,
    /// optional fields), listed when `isListed` says so.
    init(
        _ name: String, _ field: PropertyField, when isListed: @escaping @Sendable (Item) -> Bool = { _ in true },
        timing: @escaping @Sendable (Item) -> PropertyTiming, read: @escaping @Sendable (Item, Double) -> KeypathValue,
        write: @escaping @Sendable (inout Item, KeypathValue) -> Void
    ) {
        self.name = name
        self.field = field
        self.isListed = isListed
        self.timing = timing
        self.read = read
        self.write = write
    }

    /// This property of a part of a larger item (a stroke's attributes, a gradient fill's
    /// gradient), declared once for every item that has the part.
    func lifted<Outer>(_ part: WritableKeyPath<Outer, Item> & Sendable) -> ItemProperty<Outer> {
        let (isListed, timing, read, write) = (isListed, timing, read, write)
        return ItemProperty<Outer>(
            name, field, when: { isListed($0[keyPath: part]) }, timing: { timing($0[keyPath: part]) },
            read: { read($0[keyPath: part], $1) }, write: { write(&$0[keyPath: part], $1) })
    }

    init(_ color: ColorField<Item>) {
        let keyPath = color.keyPath
        name = color.name
        field = color.field
        isListed = { _ in true }
        timing = { PropertyTiming($0[keyPath: keyPath]) }
        read = { .color(model: color.value(of: $0, at: $1)) }
        write = { $0[keyPath: keyPath].set($1) }
    }
}

extension Array {
    /// The value of `field` at `frame` from the declared property that holds it.
    func keypathValue<Item>(_ field: PropertyField, of item: Item, at frame: Double) -> KeypathValue?
    where Element == ItemProperty<Item> {
        first { $0.field == field }?.read(item, frame)
    }

    /// Sets `field` through the declared property that holds it (nothing when none does).
    func set<Item>(_ field: PropertyField, of item: inout Item, to value: KeypathValue) where Element == ItemProperty<Item> {
        first { $0.field == field }?.write(&item, value)
    }
}

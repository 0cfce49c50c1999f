/// A search pattern over an animation's node tree: layer, group and shape-item names, ending
/// in a property name, separated by dots (`"Layer 1.Group 1.Fill 1.Color"`).
///
/// `*` matches one level and `**` zero or more; a key may contain a `*` glob (`"*primary"`).
///
/// ```swift
/// let keypath = AnimationKeypath(keypath: "**.Fill 1.Color")
/// keypath.keys   // ["**", "Fill 1", "Color"]
/// ```
public struct AnimationKeypath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The components, in order from the root.
    public let keys: [String]

    /// Splits `keypath` at every dot (names containing dots need ``init(keys:)``).
    public init(keypath: String) {
        self.keys = keypath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// A keypath from components that may themselves contain dots.
    public init(keys: [String]) {
        self.keys = keys
    }

    public init(stringLiteral value: String) {
        self.init(keypath: value)
    }

    /// The components joined with dots.
    public var string: String { keys.joined(separator: ".") }

    public var description: String { string }
}

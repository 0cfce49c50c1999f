import LottieModel

/// Value providers resolved against an animation's keypath tree: for each overridden
/// property, the provider set last on a keypath that matches it.
///
/// Resolution happens once, when providers change; evaluation then only looks at the
/// properties in the table, and does no extra work when it is empty.
///
/// ```swift
/// let table = ValueProviderTable(tree: tree, providers: [("**.Fill 1.Color", ColorValueProvider(.white))])
/// var environment = EvaluationEnvironment()
/// environment.valueProviders = table
/// ```
package struct ValueProviderTable: Sendable {
    package private(set) var entries: [PropertyAddress: any AnyValueProvider] = [:]

    /// An empty table.
    package init() {}

    /// Matches each `(keypath, provider)` pair, in order, against the properties of `tree`
    /// whose kind the provider supplies; a later pair replaces an earlier one on a property.
    package init(tree: KeypathTree, providers: [(keypath: AnimationKeypath, provider: any AnyValueProvider)]) {
        let properties = tree.properties
        for (keypath, provider) in providers {
            for property in properties where provider.valueKind.converts(to: property.valueKind) && keypath.matches(property.keypath) {
                entries[property.address] = provider
            }
        }
    }

    /// Whether no property is overridden.
    package var isEmpty: Bool { entries.isEmpty }

    /// How many properties are overridden.
    package var count: Int { entries.count }

    /// The provider's value at `frame` for `address`, converted to the property's kind.
    package func value(at address: PropertyAddress, frame: Double) -> KeypathValue? {
        entries[address]?.value(atFrame: frame).converted(to: address.field.kind)
    }

    /// Every override at `frame`, applied to a copy of `animation`.
    package func applied(to animation: Animation, frame: Double) -> Animation {
        var patcher = ModelPatcher(animation: animation)
        for address in entries.keys {
            if let value = value(at: address, frame: frame) { patcher.set(value, at: address) }
        }
        return patcher.animation
    }
}

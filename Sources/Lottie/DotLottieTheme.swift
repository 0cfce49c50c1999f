import Archives
import Foundation
import LottieModel

/// A dotLottie theme turned into slot overrides (`slots` of the animation JSON): a v1 theme
/// file is a slots object already; a v2 theme (`{"rules": [...]}`) becomes one slot per rule
/// of any type (`Color`, `Scalar`, `Vector`, `Position`, `Gradient`, `Image`, `Text`), static
/// (`value`) or keyframed (`keyframes`). Rules limited to other animations (`animations`) are
/// skipped, and so are malformed rules (`check` reports them).
struct DotLottieTheme {
    /// A v1 theme: slot id → slot object (`{"p": property}`).
    private let slots: JSONObject?
    /// A v2 theme's rules, in order: each one read, or why it cannot be.
    let rules: [Result<DotLottieThemeRule, DotLottieThemeRule.Problem>]

    init(jsonBytes: some Collection<UInt8>) throws(ContainerError) {
        let root: JSONValue
        do {
            root = try JSONReader.parse(jsonBytes)
        } catch {
            throw ContainerError("the theme is not valid JSON: \(error)")
        }
        guard let object = root.objectValue else { throw ContainerError("the theme must be a JSON object") }
        guard let rules = object["rules"] else {
            slots = object
            rules = []
            return
        }
        guard let list = rules.arrayValue else { throw ContainerError("the theme's \"rules\" must be an array") }
        slots = nil
        self.rules = list.map { rule in Result { () throws(DotLottieThemeRule.Problem) in try DotLottieThemeRule(rule) } }
    }

    /// The animation JSON (of animation `animationId`) with the theme's slots replacing or
    /// joining its own.
    func applied(to json: Data, animationId: String) throws -> Data {
        guard case .object(var root) = try JSONReader.parse(json) else { return json }
        var replaced: [(id: String, property: JSONValue)] = []
        if let slots {
            replaced = slots.entries.compactMap { entry in entry.value.objectValue?["p"].map { (entry.key, $0) } }
        } else {
            let usable = rules.compactMap { try? $0.get() }.filter { $0.applies(to: animationId) }
            // Text and image rules keep what the animation's own slot does not replace.
            let needsUses = usable.contains { $0.kind == .text || $0.kind == .image }
            let uses = needsUses ? ((try? Animation(jsonBytes: json))?.slotUses ?? []) : []
            replaced = usable.map { rule in (rule.id, rule.slotProperty(replacing: uses.first { $0.id == rule.id })) }
        }
        SlotJSON.merge(replaced, into: &root)
        return Data(JSONWriter.bytes(of: .object(root)))
    }
}

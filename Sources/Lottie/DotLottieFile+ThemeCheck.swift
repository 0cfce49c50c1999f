import Foundation
import LottieModel

extension DotLottieFile {
    /// What is wrong with the archive's themes, one warning each (feature `theme`), at
    /// `t/<theme>.json:rules[<index>]` and the place inside the rule: a theme that is not
    /// JSON, a malformed rule (no slot id, an unknown type, a missing value, a value of the wrong
    /// shape or not finite), and a rule whose slot an animation it applies to does not use, or
    /// uses for another type of value.
    package var themeDiagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var slotKinds: [String: [String: SlotKind]?] = [:]
        func kinds(of animation: String) -> [String: SlotKind]? {
            if let known = slotKinds[animation] { return known }
            let decoded = (try? LottieAnimation.from(data: animationJSON(id: animation))).map { animation in
                Dictionary(animation.slots.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
            }
            slotKinds[animation] = decoded
            return decoded
        }
        let folder = manifest?.isVersion2 == false ? "themes" : "t"
        for id in themes.keys.sorted() {
            guard let bytes = themes[id] else { continue }
            let file = "\(folder)/\(id).json"
            func warn(_ path: String, _ message: String) {
                diagnostics.append(Diagnostic(.warning, feature: "theme", message: "theme '\(id)': \(message)", path: path))
            }
            let theme: DotLottieTheme
            do {
                theme = try DotLottieTheme(jsonBytes: bytes)
            } catch {
                warn(file, error.reason)
                continue
            }
            for (index, rule) in theme.rules.enumerated() {
                let place = "\(file):rules[\(index)]"
                switch rule {
                case .failure(let problem):
                    warn(problem.path.isEmpty ? place : "\(place).\(problem.path)", "rule \(index): \(problem.message)")
                case .success(let rule):
                    for animation in animations(usingTheme: id) where rule.applies(to: animation) {
                        guard let slots = kinds(of: animation) else { continue }
                        if let kind = slots[rule.id] {
                            if kind != rule.kind {
                                warn("\(place).type", "rule \(index): slot '\(rule.id)' of animation '\(animation)' is a \(kind.rawValue) slot, not \(rule.kind.rawValue)")
                            }
                        } else {
                            warn("\(place).id", "rule \(index): animation '\(animation)' has no slot '\(rule.id)'")
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    /// The animations theme `id` applies to: those the manifest gives it (v1 theme
    /// `animations`, v2 animation `themes`), or every animation when it gives none.
    private func animations(usingTheme id: String) -> [String] {
        let v1 = manifest?.themes.first { $0.id == id }?.animations ?? []
        let v2 = animationIds.filter { manifestEntry(forAnimation: $0)?.themes.contains(id) ?? false }
        let listed = v1.filter(animationIds.contains) + v2
        return listed.isEmpty ? animationIds : listed
    }
}

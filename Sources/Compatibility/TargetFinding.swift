/// A feature of a file that a target player does not draw, draws differently, or draws on a
/// slower path: what `check --target` reports, one per feature and target.
package struct TargetFinding: Sendable {
    package enum Severity: String, Comparable, Sendable, CaseIterable {
        case notDrawn = "not drawn"
        case drawnDifferently = "drawn differently"
        case slowerPath = "slower path"

        private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
        /// The worst first.
        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    package var target: Target
    /// The census id of the feature (`shape-merge-paths`).
    package var featureID: String
    /// The feature as a person reads it (`shape merge paths`).
    package var featureName: String
    package var severity: Severity
    /// How the target differs (from the table), if it says.
    package var note: String?
    package var workaround: String?
    package var source: Source
    /// How many times the file uses the feature.
    package var count: Int
    /// The first few uses.
    package var uses: [FeatureCensus.Use]

    /// What the finding says in one line, without the path: `merge paths: drawn only when …`.
    package var message: String {
        featureName + (note.map { ": \($0)" } ?? "") + (count > 1 ? " (×\(count))" : "")
    }
}

extension FeatureCensus {
    /// The findings of `targets` for the features of this census, worst first, then by target
    /// and feature. A feature that the table does not know is not reported.
    package func findings(for targets: [Target]) -> [TargetFinding] {
        var byID: [(id: String, names: [String], count: Int, uses: [Use])] = []
        for feature in features {
            guard let id = feature.id else { continue }
            if let index = byID.firstIndex(where: { $0.id == id }) {
                byID[index].count += feature.count
                byID[index].uses = Array((byID[index].uses + feature.uses).prefix(Self.maxPaths))
                if !byID[index].names.contains(feature.name) { byID[index].names.append(feature.name) }
            } else {
                byID.append((id, [feature.name], feature.count, feature.uses))
            }
        }
        var findings: [TargetFinding] = []
        for target in targets {
            for entry in byID {
                guard let support = FeatureSupport.entry(id: entry.id)?.support[target] else { continue }
                let severity: TargetFinding.Severity
                let note: String?
                switch support {
                case .yes: continue
                case .no(_, let text): (severity, note) = (.notDrawn, text)
                case .partial(let text, _): (severity, note) = (.drawnDifferently, text)
                case .fallback(let text, _): (severity, note) = (.slowerPath, text)
                }
                let name = entry.names.count == 1 ? entry.names[0] : FeatureSupport.displayName(of: entry.id)
                findings.append(
                    TargetFinding(
                        target: target, featureID: entry.id, featureName: name, severity: severity, note: note,
                        workaround: FeatureSupport.entry(id: entry.id)?.workaround, source: support.source, count: entry.count,
                        uses: entry.uses))
            }
        }
        return findings.sorted {
            ($0.severity, $0.target, $0.featureID) < ($1.severity, $1.target, $1.featureID)
        }
    }
}

extension FeatureSupport {
    private static let byID: [String: FeatureSupport] = Dictionary(table.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The table's entry for a census id.
    package static func entry(id: String) -> FeatureSupport? { byID[id] }

    /// A feature id as a person reads it: `shape-merge-paths` → `shape merge paths`.
    package static func displayName(of id: String) -> String {
        let prefixes = [("blend-", "blend mode "), ("matte-", "track matte "), ("style-", "layer style "), ("3d-", "3D ")]
        for (prefix, words) in prefixes where id.hasPrefix(prefix) {
            return words + id.dropFirst(prefix.count).replacing("-", with: " ")
        }
        return id.replacing("-", with: " ")
    }
}

import Compatibility

/// The targets and budget that apply to each file: the command line's, over the nearest
/// `.lottie-term.toml`'s (or the one named by `--config`), key by key.
struct CheckSettings {
    var targetNames: [String]
    var budgetAssignments: [String]
    /// `--config`: the one file to read, instead of looking near each animation.
    var configPath: String?
    /// False with `--no-config`.
    var readsConfig: Bool
    private var cache: [String: CheckConfiguration?] = [:]
    private var named: CheckConfiguration?

    init(targetNames: [String], budgetAssignments: [String], configPath: String?, readsConfig: Bool) {
        self.targetNames = targetNames
        self.budgetAssignments = budgetAssignments
        self.configPath = configPath
        self.readsConfig = readsConfig
    }

    /// The targets and budget for `file`; throws when its configuration file cannot be used.
    mutating func resolve(for file: String) throws -> (targets: [Target], budget: Budget) {
        var configuration: CheckConfiguration?
        if let configPath {
            if named == nil { named = try CheckConfiguration.load(configPath) }
            configuration = named
        } else if readsConfig {
            configuration = try CheckConfiguration.nearest(to: file, cache: &cache)
        }
        // The flags were validated before any file was read.
        let flagged = try TargetList.parse(targetNames)
        let targets = flagged.isEmpty ? configuration?.targets ?? [] : flagged
        var budget = configuration?.budget ?? Budget()
        for assignment in budgetAssignments { try budget.set(assignment) }
        return (targets, budget)
    }
}

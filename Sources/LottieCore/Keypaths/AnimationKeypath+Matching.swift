extension AnimationKeypath {
    /// Whether the concrete keypath `keypath` (node names from the root, as listed by
    /// ``KeypathTree``) is matched by this pattern.
    ///
    /// Keys match one name each: a literal key matches the same name, `*` any name, and a
    /// key containing `*` is a glob on one name (`*primary` matches `fill-primary`). `**`
    /// matches zero or more names, except as the last key, where it matches one or more:
    /// `Layer.**` matches everything below `Layer`, not `Layer` itself.
    ///
    /// ```swift
    /// AnimationKeypath(keypath: "**.Stroke 1.Color").matches("Layer.Group.Stroke 1.Color")  // true
    /// AnimationKeypath(keypath: "Layer.*.Color").matches("Layer.Group.Stroke 1.Color")      // false
    /// ```
    /// - Complexity: O(*p* × *n*) for *p* pattern keys and *n* names.
    package func matches(_ keypath: AnimationKeypath) -> Bool {
        let names = keypath.keys
        let patternCount = keys.count
        let nameCount = names.count
        // matched[i][j]: keys[i...] match names[j...].
        var next = [Bool](repeating: false, count: nameCount + 1)
        next[nameCount] = true
        for i in stride(from: patternCount - 1, through: 0, by: -1) {
            var row = [Bool](repeating: false, count: nameCount + 1)
            let key = keys[i]
            for j in stride(from: nameCount, through: 0, by: -1) {
                if key == "**" {
                    if i == patternCount - 1 {
                        row[j] = j < nameCount
                    } else {
                        row[j] = next[j] || (j < nameCount && row[j + 1])
                    }
                } else {
                    row[j] = j < nameCount && Self.key(key, matches: names[j]) && next[j + 1]
                }
            }
            next = row
        }
        return next[0]
    }

    /// Whether the dotted keypath `keypath` is matched by this pattern.
    package func matches(_ keypath: String) -> Bool {
        matches(AnimationKeypath(keypath: keypath))
    }

    /// One key against one name: `*` anything, a glob with `*` runs, else equality.
    static func key(_ key: String, matches name: String) -> Bool {
        guard key.contains("*") else { return key == name }
        let parts = key.split(separator: "*", omittingEmptySubsequences: false)
        guard let first = parts.first, let last = parts.last else { return true }
        guard name.hasPrefix(first) else { return false }
        var rest = Substring(name).dropFirst(first.count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return parts.count == 1 || rest.hasSuffix(last)
    }
}

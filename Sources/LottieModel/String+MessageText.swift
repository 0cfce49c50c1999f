extension String {
    /// This text as a message may show it: on one line, control characters escaped (`\n`,
    /// `\t`, `\u{1B}`), and cut to `limit` characters with `…` when longer. Names and keys
    /// come from files, so they can be huge or hold anything.
    package func messageText(limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for scalar in unicodeScalars {
            guard count < limit else { return result + "…" }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}

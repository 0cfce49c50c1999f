import ArgumentParser
import Lottie

/// `--text KEYPATH=STRING` (repeatable): replacement text for text layers, shared by the
/// commands that draw frames.
struct TextOptions: ParsableArguments {
    @Option(
        name: .customLong("text"),
        help: ArgumentHelp(
            "Replace the text of a text layer (repeatable). KEYPATH is the layer's name, or its "
                + "name path through precomposition layers joined by dots; the full path wins over the bare name.",
            valueName: "KEYPATH=STRING"))
    var replacements: [String] = []

    @Flag(
        name: .customLong("no-font-fallback"),
        help: "Leave text undrawn when its font is neither in the file nor installed (default: draw it in DejaVu Sans).")
    var noFontFallback = false

    func validate() throws {
        for replacement in replacements where Self.split(replacement) == nil {
            throw ValidationError("--text must be KEYPATH=STRING with a non-empty KEYPATH, found \(replacement)")
        }
    }

    /// The replacements as a text provider (the file's own text when there are none).
    var textProvider: any AnimationKeypathTextProvider {
        var values: [String: String] = [:]
        for replacement in replacements {
            if let (keypath, text) = Self.split(replacement) { values[keypath] = text }
        }
        return values.isEmpty ? DefaultTextProvider() : DictionaryTextProvider(values)
    }

    /// Fonts from the file, then fontconfig (with or without falling back to the default font).
    var fontProvider: any AnimationFontProvider {
        DefaultFontProvider(usesFallbackFont: !noFontFallback)
    }

    /// `KEYPATH=STRING` split at the first `=`; `nil` without one or with an empty keypath.
    static func split(_ argument: String) -> (keypath: String, text: String)? {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

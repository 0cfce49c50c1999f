/// The fontconfig weight and slant a style name such as "Bold Italic", "SemiBold" or "500"
/// asks for.
package struct FontStyleQuery: Equatable {
    /// A fontconfig weight: 0 thin … 80 regular … 200 bold … 210 black.
    package var weight: Int
    package var isItalic: Bool

    /// Style words, longest first so that "semibold" wins over "bold"; values are fontconfig's.
    private static let weights: [(String, Int)] = [
        ("extralight", 40), ("ultralight", 40), ("semibold", 180), ("demibold", 180), ("extrabold", 205),
        ("ultrabold", 205), ("hairline", 0), ("medium", 100), ("light", 50), ("black", 210), ("heavy", 210),
        ("thin", 0), ("book", 75), ("regular", 80), ("normal", 80), ("demi", 180), ("bold", 200),
    ]

    /// CSS weights (100…900) to fontconfig weights.
    private static let numericWeights: [Int: Int] = [
        100: 0, 200: 40, 300: 50, 400: 80, 500: 100, 600: 180, 700: 200, 800: 205, 900: 210,
    ]

    package init(style: String) {
        let compact = String(style.lowercased().filter { $0.isLetter || $0.isNumber })
        isItalic = compact.contains("italic") || compact.contains("oblique")
        if let number = Int(compact), let weight = Self.numericWeights[number] {
            self.weight = weight
            return
        }
        weight = Self.weights.first { compact.contains($0.0) }?.1 ?? 80
    }
}

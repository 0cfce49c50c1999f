extension FeatureSupport {
    /// Every feature the census reports, with its support per target.
    package static let table: [FeatureSupport] = [
        FeatureSupport(
            "shape-merge-paths", canilottie: "shape-merge-path", workaround: "placeholder",
            [
                .ios: .no(Sources.placeholder), .iosCA: .no(Sources.placeholder), .android: .partial("placeholder", Sources.placeholder),
                .webSVG: .yes(Sources.placeholder), .webCanvas: .yes(Sources.placeholder), .skottie: .yes(Sources.placeholder),
                .thorvg: .yes(Sources.placeholder), .rlottie: .no(Sources.placeholder), .telegram: .no(Sources.placeholder),
            ]),
        FeatureSupport(
            "expression", workaround: "placeholder",
            [
                .ios: .no(Sources.placeholder), .iosCA: .no(Sources.placeholder), .android: .no(Sources.placeholder),
                .webSVG: .yes(Sources.placeholder), .webCanvas: .yes(Sources.placeholder), .skottie: .partial("placeholder", Sources.placeholder),
                .thorvg: .yes(Sources.placeholder), .rlottie: .no(Sources.placeholder), .telegram: .no(Sources.placeholder),
            ]),
    ]
}

/// The sources the table cites.
package enum Sources {
    static let placeholder = Source("https://example.invalid", describes: "placeholder")
}

import Foundation
import TestSupport
import Testing

/// `check` on a `.lottie` with themes: each malformed rule, and each rule whose slot the
/// animation lacks or types differently, is a warning naming the theme, the rule and its path.
@Suite struct ThemeCheckCLITests {
    static let rules = [
        #"{"id":"fill","type":"Color","value":[0,0,1]}"#,
        #"{"id":"fill","type":"Scalar","value":5}"#,
        #"{"id":"missing","type":"Color","value":[1,0,0]}"#,
        #"{"id":"fill","type":"Color"}"#,
        #"{"id":"fill","type":"Color","value":[1,"x",0]}"#,
        #"{"id":"fill","type":"Shade","value":1}"#,
        #"{"id":"fill","type":"Color","keyframes":[{"value":[0,0,0]}]}"#,
        #"{"id":"fill","type":"Gradient","value":[{"offset":0,"color":[1,0,0,1]},{"offset":"end","color":[0,0,1,1]}]}"#,
        #"{"id":"fill","type":"Image","value":{"width":4}}"#,
        #"{"type":"Text","value":{"text":"hi"}}"#,
    ]

    @Test func themeRulesAreChecked() throws {
        let directory = ScratchSpace.url("theme-check")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("themed.lottie").path
        let manifest = #"{"version":"2","animations":[{"id":"square"}],"themes":[{"id":"mixed"},{"id":"broken"}]}"#
        let theme = #"{"rules":["# + Self.rules.joined(separator: ",") + "]}"
        try ZipFixture.dotLottie(
            manifest: manifest, [("a/square.json", DotLottiePlaybackTests.slotted), ("t/mixed.json", theme), ("t/broken.json", "[1,")]
        ).write(to: URL(fileURLWithPath: path))
        let result = try CLITests.run(["check", "--strict", path])
        #expect(result.status == 1)
        let expected = [
            "warning: t/broken.json: theme 'broken': the theme is not valid JSON",
            "warning: t/mixed.json:rules[1].type: theme 'mixed': rule 1: slot 'fill' of animation 'square' is a color slot, not scalar",
            "warning: t/mixed.json:rules[2].id: theme 'mixed': rule 2: animation 'square' has no slot 'missing'",
            "warning: t/mixed.json:rules[3]: theme 'mixed': rule 3: missing value or keyframes",
            "warning: t/mixed.json:rules[4].value[1]: theme 'mixed': rule 4: expected a finite number",
            "warning: t/mixed.json:rules[5].type: theme 'mixed': rule 5: unknown type \"Shade\"; expected one of Color, Gradient, Image, Position, Scalar, Text, Vector",
            "warning: t/mixed.json:rules[6].keyframes[0].frame: theme 'mixed': rule 6: expected a frame number of 0 or more",
            "warning: t/mixed.json:rules[7].value[1].offset: theme 'mixed': rule 7: expected a finite number",
            "warning: t/mixed.json:rules[8].value.src: theme 'mixed': rule 8: missing image src",
            "warning: t/mixed.json:rules[9].id: theme 'mixed': rule 9: missing slot id",
        ]
        for line in expected { #expect(result.stdout.contains(line), "\(line)\n\(result.stdout)") }
        #expect(!result.stdout.contains("rules[0]"))
    }

    @Test(arguments: ["themed.lottie", "multi_themes.lottie"])
    func corpusThemesMatchTheirSlots(name: String) throws {
        guard let shared = Corpus.shared else { return }
        let path = shared.appendingPathComponent("corpus/dotlottie-rs/animations/dotlottie/v2/\(name)").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let result = try CLITests.run(["check", path])
        #expect(!result.stdout.contains("theme '"), "\(result.stdout)")
    }
}

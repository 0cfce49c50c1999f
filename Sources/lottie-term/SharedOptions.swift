import ArgumentParser
import Lottie

/// `--animation ID` and `--theme ID`: which animation of a `.lottie` file, with which theme.
struct ContainerOptions: ParsableArguments {
    @Option(help: "The id of the animation to use from a .lottie file (default: its default animation).")
    var animation: String?

    @Option(help: "The id of a theme of the .lottie file to apply (default: the animation's initial theme, if any).")
    var theme: String?

    /// Loads `file` (the built-in sample when nil) with these choices; see `CommandSupport.load`.
    func load(_ file: String?) throws -> (label: String, loaded: LoadedAnimationFile?, animation: LottieAnimation) {
        try CommandSupport.load(file, animationId: animation, themeId: theme)
    }
}

/// `--set KEYPATH=VALUE` (repeatable): value providers from the command line.
struct ValueAssignmentOptions: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Override properties: KEYPATH=VALUE, VALUE being #rrggbb[aa], r,g,b[,a], a number, x,y or w,h (repeatable).",
            valueName: "keypath=value"))
    var assignments: [ValueAssignment] = []

    /// Sets a constant value provider on `renderer` for each assignment.
    func apply(to renderer: LottieFrameRenderer) throws {
        try ValueAssignments.apply(assignments, to: renderer)
    }
}

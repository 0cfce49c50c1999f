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
            "Override every property KEYPATH matches, as a value provider would (repeatable; a later one wins). VALUE is a colour, "
                + "#rrggbb[aa] or r,g,b[,a] (0...1, or 0...255 when a component exceeds 1); a number (opacity 0 to 100, rotation "
                + "in degrees, widths, trim percentages); or x,y or w,h (a point or a size, scale in percent). A keypath that matches "
                + "no property of the value's kind exits 64 and names the closest keypaths.",
            valueName: "keypath=value"))
    var assignments: [ValueAssignment] = []

    /// Sets a constant value provider on `renderer` for each assignment.
    func apply(to renderer: LottieFrameRenderer) throws {
        try ValueAssignments.apply(assignments, to: renderer)
    }
}

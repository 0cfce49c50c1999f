/// The names an After Effects host defines for expressions, besides the interpreter's own
/// built-ins: what an expression may read without declaring it. `check` flags expressions
/// that read other undeclared names (`footage`, `sourceRectAtTime`: not supported);
/// the host in LottieCore answers every one of these.
package enum AfterEffectsNames {
    /// Names the interpreter itself defines (JavaScript's and After Effects' functions).
    package static let builtins: Set<String> = [
        "undefined", "NaN", "Infinity", "Math", "Array", "Object", "Error", "TypeError", "RangeError", "ReferenceError",
        "SyntaxError", "EvalError", "isNaN", "isFinite", "parseInt", "parseFloat", "Number", "String", "Boolean", "eval",
        "add", "sum", "sub", "mul", "div", "mod", "clamp", "dot", "cross", "normalize", "length", "lookAt",
        "degreesToRadians", "radiansToDegrees", "linear", "ease", "easeIn", "easeOut", "random", "gaussRandom",
        "seedRandom", "noise", "rgbToHsl", "hslToRgb", "hexToRgb", "$bm_sum", "$bm_add", "$bm_sub", "$bm_mul",
        "$bm_div", "$bm_mod", "$bm_neg", "$bm_isInstanceOfArray", "$bm_rt",
    ]

    /// Names the host defines: the composition, the layer and the property being evaluated.
    package static let host: Set<String> = [
        // Global
        "time", "thisComp", "thisLayer", "thisProperty", "comp", "posterizeTime", "timeToFrames", "framesToTime",
        "colorDepth", "index",
        // The layer's members, visible unqualified
        "name", "parent", "hasParent", "inPoint", "outPoint", "startTime", "width", "height", "active", "enabled",
        "transform", "anchorPoint", "anchor_point", "position", "scale", "rotation", "opacity", "effect", "mask", "content", "toComp",
        "fromComp", "toWorld", "fromWorld", "toCompVec", "fromCompVec", "toWorldVec", "fromWorldVec", "timeRemap",
        // The property's members, visible unqualified
        "value", "velocity", "speed", "numKeys", "key", "nearestKey", "valueAtTime", "velocityAtTime", "speedAtTime",
        "loopIn", "loopOut", "loopInDuration", "loopOutDuration", "wiggle", "temporalWiggle", "smooth",
        "propertyGroup", "loop_in", "loop_out", "points", "inTangents", "outTangents", "isClosed", "pointOnPath",
        "tangentOnPath", "normalOnPath", "createPath",
    ]

    /// Every name an expression may read without declaring it.
    package static let all = builtins.union(host)
}

// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// Whether this package is built as the root package (not checked out or fetched from a
/// registry as another package's dependency, where unsafe flags are refused).
let isRoot = !Context.packageDirectory.contains("/checkouts/") && !Context.packageDirectory.contains("/registry/")

/// The rasterizer's loops compiled for the building machine's vector unit, as `-march=native`
/// would, only when asked with `LOTTIE_NATIVE=1` in the environment and only on an x86-64
/// Linux machine with AVX2, FMA, BMI2, F16C and MOVBE (Intel Haswell, AMD Excavator and later),
/// for the "haswell" CPU. By default the build is for baseline x86-64, so that a binary copied
/// to any x86-64 machine runs there. Only in the root package.
let rasterSettings: [SwiftSetting] = {
    #if arch(x86_64) && os(Linux)
        guard isRoot, Context.environment["LOTTIE_NATIVE"] == "1",
            let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("flags") })
        else { return [] }
        let flags = Set(line.split(separator: " ").map(String.init))
        let needed: Set = ["avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "movbe", "popcnt", "sse4_2", "abm"]
        return needed.isSubset(of: flags) ? [.unsafeFlags(["-target-cpu", "haswell"])] : []
    #else
        return []
    #endif
}()

/// The model and graphics types' accessors and small methods made inlinable into the modules
/// that evaluate every frame (full cross-module optimization): reading a model property across
/// the module boundary is otherwise a call that returns a retained copy. Only in the root package.
///
/// `-enable-testing` gives the modules' internal declarations public linkage, so that a body
/// that uses one can be inlined too: without it, `swift build -c release` left calls such as a
/// rectangle's width or a point's transform out of line, and drew frames with 10–25% more
/// instructions than the same sources built by `swift test -c release`.
let inlinedAcrossModules: [SwiftSetting] =
    isRoot ? [.unsafeFlags(["-cross-module-optimization"]), .unsafeFlags(["-enable-testing"], .when(configuration: .release))] : []

/// Release builds of the modules that evaluate and draw every frame leave out the run-time
/// checks of exclusive access (each access to a class's stored property through `inout`
/// records itself in a thread-local set, about 5% of a small frame's instructions). They
/// guard against programming errors, not input, and debug builds keep them. Only in the root
/// package.
let uncheckedExclusivity: [SwiftSetting] = isRoot ? [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))] : []

/// Release builds of the command carry the Swift runtime and Foundation in the executable
/// (`-static-stdlib`) instead of loading them as 14 shared libraries at every start: 5–6 ms
/// less to the first frame and to `--version`, for a binary of 67 MB stripped instead of 8 MB
/// (34 MB of it is ICU's data, which Foundation's string and locale code needs). The four
/// libraries are what the static Foundation needs besides itself: its static modules name
/// them, but the objects here are compiled against the shared ones. Only the executable is
/// linked so; no test target depends on it, as a test bundle loads the toolchain's shared
/// testing libraries, which need the shared runtime. Only in the root package.
let staticRuntime: [LinkerSetting] =
    isRoot
    ? [
        .unsafeFlags(
            ["-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections"],
            .when(configuration: .release))
    ] : []

let package = Package(
    name: "lottie-term",
    products: [
        .library(name: "Lottie", targets: ["Lottie"]),
        .executable(name: "lottie-term", targets: ["lottie-term"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // Core: pure value transforms, no Foundation, no C modules.
        // Geometry, colours, paths, display list and pixel buffers.
        .target(
            name: "LottieGraphics", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: inlinedAcrossModules),
        // After Effects expressions: a sandboxed JavaScript subset (tokenizer, parser, tree-walking
        // evaluator with step, allocation and depth limits); no Foundation, no C.
        .target(name: "LottieExpressions", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        // Bytes -> JSON tree -> typed immutable animation model, with errors and diagnostics.
        .target(name: "LottieModel", dependencies: ["LottieGraphics", "LottieExpressions"], swiftSettings: inlinedAcrossModules),
        // Frame evaluation: keyframes, transforms, layer timing, shapes -> display list.
        .target(
            name: "LottieCore",
            dependencies: [
                "LottieModel", "LottieGraphics", "LottieExpressions", .product(name: "RealModule", package: "swift-numerics"),
            ],
            swiftSettings: uncheckedExclusivity),
        // Scanline coverage rasterizer: display list -> pixels.
        .target(
            name: "LottieRaster",
            dependencies: ["LottieGraphics", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: rasterSettings + uncheckedExclusivity),

        // Pixels -> terminal cells (half blocks, quadrants, sextants, octants, braille), ANSI escape
        // output, and the viewport as an image (kitty, sixel, iTerm2).
        .target(
            name: "CellEncoder",
            dependencies: ["LottieGraphics", .product(name: "RealModule", package: "swift-numerics")]),

        // Adapters: the only importers of C libraries and of the zip reader.
        // FreeType glyph outlines and fontconfig family lookup -> BezierPath values.
        .target(name: "FontOutlines", dependencies: ["CFreeType", "CFontconfig", "LottieGraphics"]),
        // PNG, JPEG and WebP bytes -> ImageBitmap (libpng, libjpeg-turbo, libwebp); PixelBuffer -> PNG.
        .target(name: "ImageCodecs", dependencies: ["CPNG", "CJPEG", "CWebP", "LottieGraphics"]),
        // Zip archives (.lottie) and gzip (.tgs) read from memory within fixed limits (ZIPFoundation inflates).
        .target(name: "Archives", dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // http and https bytes through libcurl, opened with dlopen on the first download (in C, as
        // curl_easy_setopt is variadic), so that nothing networking is linked or loaded at start.
        .target(name: "Downloads", dependencies: ["CCurlRuntime"]),
        .target(name: "CCurlRuntime"),

        // System libraries.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        // Public face: what `import Lottie` users see, lottie-ios's API (loading files, .lottie and
        // .tgs, views, players, providers, caches, controls) and the value types it needs.
        .target(
            name: "Lottie",
            dependencies: [
                "LottieModel", "LottieGraphics", "LottieCore", "LottieRaster", "FontOutlines", "ImageCodecs", "Archives",
                "Downloads", "StateMachines",
            ]),

        // dotLottie state machines: the format read with JSON paths, checked, and run against a
        // clock (inputs, guards, transitions, tweens, actions, interactions).
        .target(name: "StateMachines", dependencies: ["LottieModel"]),

        // Will a file play elsewhere: the features an animation uses, other players' support for
        // each (a sourced table), and the budgets a team sets on its assets.
        .target(name: "Compatibility", dependencies: ["LottieModel", "LottieCore", "LottieGraphics"]),

        // What changed between two versions of an animation: settings, markers, images and
        // keypaths compared on the decoded models, frames by the fidelity scoring's measures.
        .target(name: "AnimationDiff", dependencies: ["LottieModel", "LottieCore", "LottieGraphics"]),

        // The player's state machine and screen layout, and frames as terminal cells or pixel-protocol
        // images: keys in, cells out; no terminal needed.
        .target(
            name: "PlayerUI",
            dependencies: [
                "Lottie", "LottieCore", "LottieModel", "LottieGraphics", "CellEncoder", "ImageCodecs", "Compatibility", "StateMachines",
            ]),

        // Adapters: the only importers of their C libraries.
        // The curses session: draws cell grids, reads keys, mouse and resizes, restores the terminal.
        .target(name: "CursesTerminal", dependencies: ["CNcursesw", "CTerminalSignals", "CellEncoder", "LottieGraphics"]),
        // The terminal's signal handlers and raw writes, in C so that no Swift runs in a handler.
        .target(name: "CTerminalSignals"),
        // Files watched for `play --watch` (inotify on their folders, or polling), the quiet time
        // before a reload, and the player's watch that reloads them into the player.
        .target(name: "FileWatching", dependencies: ["PlayerUI"]),

        // Animated GIF (giflib), WebP (libwebpmux), APNG (our PNG chunks, zlib) and YUV4MPEG2 encoders.
        .target(name: "AnimationEncoders", dependencies: ["CGif", "CWebPMux", "CLibz"]),

        // System libraries (module.modulemap + shim.h).
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CWebPMux", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CLibz", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Executable: the only place that wires everything together.
        .executableTarget(
            name: "lottie-term",
            dependencies: [
                "Lottie", "LottieCore", "LottieModel", "LottieGraphics", "CellEncoder", "ImageCodecs", "PlayerUI",
                "CursesTerminal", "FileWatching", "AnimationEncoders", "Compatibility", "AnimationDiff", "CLibz", "StateMachines",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            linkerSettings: staticRuntime
        ),

        // Fuzzing: the core pipeline on arbitrary bytes. Built plain, it replays files; built with
        // `-sanitize=fuzzer -DFUZZING` (see .ci/run), it is a libFuzzer target.
        .executableTarget(
            name: "LottieFuzz", dependencies: ["LottieModel", "LottieCore", "LottieRaster", "LottieGraphics", "StateMachines"]),

        // Tests: one target per module, plus end-to-end tests of the built CLI.
        // Test helpers: sample and corpus locations, scratch space removed at exit, snapshots, zip and WebP fixtures.
        .target(name: "TestSupport", dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(name: "LottieGraphicsTests", dependencies: ["LottieGraphics"]),
        .testTarget(name: "LottieExpressionsTests", dependencies: ["LottieExpressions"]),
        .testTarget(name: "LottieModelTests", dependencies: ["LottieModel", "TestSupport"]),
        .testTarget(name: "LottieRasterTests", dependencies: ["LottieRaster"]),
        .testTarget(name: "CellEncoderTests", dependencies: ["CellEncoder", "TestSupport"]),
        .testTarget(name: "FontOutlinesTests", dependencies: ["FontOutlines"]),
        .testTarget(name: "LottieCoreTests", dependencies: ["LottieCore", "LottieExpressions", "LottieRaster", "TestSupport"]),
        .testTarget(
            name: "LottieTests",
            dependencies: [
                "Lottie", "LottieCore", "LottieModel", "LottieGraphics", "ImageCodecs", "TestSupport", "StateMachines", "LottieRaster",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .testTarget(
            name: "PlayerUITests", dependencies: ["PlayerUI", "Lottie", "LottieModel", "LottieGraphics", "CellEncoder", "Compatibility", "TestSupport"]),
        // A client written in the spelling of the seeds (lottie-ios's documents): it imports only Lottie
        // (APIBaselineTests also compiles it as another package's code, seeing the public API alone).
        .testTarget(
            name: "SeedExampleTests",
            dependencies: ["Lottie", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // The public API of `import Lottie` against its checked-in list (Lottie.api).
        .testTarget(name: "APIBaselineTests", dependencies: ["Lottie", "TestSupport"], exclude: ["Lottie.api"]),
        .testTarget(name: "StateMachinesTests", dependencies: ["StateMachines", "LottieModel", "TestSupport"]),
        .testTarget(name: "CompatibilityTests", dependencies: ["Compatibility", "LottieModel", "TestSupport"]),
        .testTarget(name: "AnimationDiffTests", dependencies: ["AnimationDiff"]),
        .testTarget(name: "AnimationEncodersTests", dependencies: ["AnimationEncoders", "CGif", "CWebP", "CWebPMux", "TestSupport"]),
        .testTarget(
            name: "LottieTermTests",
            dependencies: [
                "Lottie", "LottieModel", "LottieGraphics", "CellEncoder", "ImageCodecs", "Archives", "PlayerUI", "FileWatching",
                "TestSupport", "CGif",
            ],
            exclude: ["Snapshots", "Fidelity"]),
    ]
)

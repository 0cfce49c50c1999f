import Synchronization

/// Settings shared by the animations a program plays, as lottie-ios's `LottieConfiguration`.
///
/// This library has one rendering engine (the scanline renderer, which behaves like
/// lottie-ios's main-thread engine) and one decoder, so both options are accepted and recorded
/// but change nothing.
///
/// ```swift
/// LottieConfiguration.shared.renderingEngine = .mainThread
/// let view = LottieAnimationView(animation: animation, configuration: LottieConfiguration(renderingEngine: .automatic))
/// ```
public struct LottieConfiguration: Hashable, Sendable {
    /// Which engine lottie-ios should render with; here there is one engine, whatever this says.
    public var renderingEngine: RenderingEngineOption
    /// How lottie-ios decodes JSON; here there is one decoder, whatever this says.
    public var decodingStrategy: DecodingStrategy

    /// Creates a configuration; both options are recorded only.
    public init(renderingEngine: RenderingEngineOption = .automatic, decodingStrategy: DecodingStrategy = .dictionaryBased) {
        self.renderingEngine = renderingEngine
        self.decodingStrategy = decodingStrategy
    }

    private static let storage = Mutex(LottieConfiguration())

    /// The configuration new views take when none is given.
    public static var shared: LottieConfiguration {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// lottie-ios's choice of rendering engine: automatic or a specific one.
public enum RenderingEngineOption: Hashable, Sendable {
    /// Let lottie-ios choose per animation.
    case automatic
    /// Always the given engine.
    case specific(RenderingEngine)

    /// lottie-ios's main-thread engine.
    public static var mainThread: RenderingEngineOption { .specific(.mainThread) }
    /// lottie-ios's Core Animation engine.
    public static var coreAnimation: RenderingEngineOption { .specific(.coreAnimation) }
}

/// lottie-ios's two engines. The view always reports `.mainThread`, the engine this library's
/// renderer behaves like.
public enum RenderingEngine: Hashable, Sendable {
    /// The engine that draws on the main thread.
    case mainThread
    /// The engine that hands animations to Core Animation.
    case coreAnimation
}

/// lottie-ios's JSON decoders: `Codable` or `JSONSerialization` dictionaries.
public enum DecodingStrategy: Hashable, Sendable {
    /// Swift's `Codable`.
    case legacyCodable
    /// `JSONSerialization` dictionaries, lottie-ios's default.
    case dictionaryBased
}

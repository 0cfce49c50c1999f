// The value types that `import Lottie` users need beside the Lottie module's own API: colours,
// points, bitmaps and gradient stops (LottieGraphics); image assets, beziers, decoding errors and
// diagnostics (LottieModel); keypaths, keypath values and value providers (LottieCore); image
// decoding and PNG encoding (ImageCodecs). Every other declaration of those modules is `package`:
// shared by this package's targets only. Tests/APIBaselineTests keeps the list.
@_exported import ImageCodecs
@_exported import LottieCore
@_exported import LottieGraphics
@_exported import LottieModel

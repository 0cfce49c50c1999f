@_exported import LottieGraphics
@_exported import LottieModel

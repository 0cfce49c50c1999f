@_exported import CellEncoder
@_exported import LottieCore
@_exported import LottieGraphics
@_exported import LottieModel
@_exported import LottieRaster

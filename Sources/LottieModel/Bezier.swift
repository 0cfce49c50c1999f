import LottieGraphics

/// A Lottie bezier path (`{c, v, i, o}`): vertices with in/out tangents **relative to
/// their vertex**. Segment j → j+1 uses `v[j] + o[j]` and `v[j+1] + i[j+1]`; a closed
/// path adds the segment last → first.
public struct Bezier: Hashable, Sendable {
    public package(set) var isClosed: Bool
    public package(set) var vertices: [Vector2]
    public package(set) var inTangents: [Vector2]
    public package(set) var outTangents: [Vector2]

    public init(isClosed: Bool, vertices: [Vector2], inTangents: [Vector2], outTangents: [Vector2]) {
        self.isClosed = isClosed
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
    }

    public static let empty = Bezier(isClosed: false, vertices: [], inTangents: [], outTangents: [])
}

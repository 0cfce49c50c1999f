import LottieGraphics

/// A Lottie bezier path (`{c, v, i, o}`): vertices with in/out tangents **relative to
/// their vertex**. Segment j → j+1 uses `v[j] + o[j]` and `v[j+1] + i[j+1]`; a closed
/// path adds the segment last → first.
public struct Bezier: Hashable, Sendable {
    /// Whether a segment joins the last vertex back to the first.
    public package(set) var isClosed: Bool
    /// The points the path passes through.
    public package(set) var vertices: [Vector2]
    /// Each vertex's incoming control point, relative to the vertex.
    public package(set) var inTangents: [Vector2]
    /// Each vertex's outgoing control point, relative to the vertex.
    public package(set) var outTangents: [Vector2]

    /// A path from its vertices and their tangents (the three arrays have one entry per vertex).
    public init(isClosed: Bool, vertices: [Vector2], inTangents: [Vector2], outTangents: [Vector2]) {
        self.isClosed = isClosed
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
    }

    /// A path with no vertices.
    public static let empty = Bezier(isClosed: false, vertices: [], inTangents: [], outTangents: [])
}

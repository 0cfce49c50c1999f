import LottieGraphics
import LottieModel
import RealModule

/// How a composition's active camera (`ty` 13) sees its 3D layers, as After Effects draws them:
/// a pinhole at the camera's position looking along its z axis (toward its point of interest
/// for a two-node camera), turned by its own rotations; a point at depth `z` in front of it
/// lands at the composition's centre plus `zoom / z` times its offset from the view axis, so the
/// plane at distance `zoom` keeps its size.
///
/// The active camera is the topmost visible camera layer whose time range holds the frame;
/// without one, 3D layers are drawn orthographically (their 2×2 projection).
struct CameraProjection {
    /// The camera's axes in composition space: right, down and forward (unit vectors).
    let right: SIMD3<Double>
    let down: SIMD3<Double>
    let forward: SIMD3<Double>
    let position: SIMD3<Double>
    /// `pe`: the distance at which a plane facing the camera is drawn at 100 %.
    let zoom: Double
    /// The composition's centre, where the view axis lands.
    let center: Vector2

    /// The largest zoom used (a million pixels: After Effects' own limit is far below).
    static let maxZoom = 1e6

    init?(list: LayerList) {
        let frame = list.frame
        guard
            let index = list.layers.firstIndex(where: { layer in
                guard case .camera = layer.content else { return false }
                return !layer.isHidden && layer.inPoint <= frame && frame < layer.outPoint
            }),
            case .camera(let zoomProperty, let hasPointOfInterest) = list.layers[index].content
        else { return nil }
        let zoom = min(zoomProperty?.value(at: frame, default: 0) ?? 0, Self.maxZoom)
        guard zoom > 0, list.size.x > 0, list.size.y > 0 else { return nil }
        let camera = list.layers[index]
        let transform = camera.transform
        let local = SIMD3<Double>(transform.position(at: frame))
        var look = Affine3D.identity
        if hasPointOfInterest {
            let target = SIMD3<Double>(transform.anchor.value(at: frame, default: .zero))
            look = Self.looking(along: target - local)
        }
        let degrees = transform.rotationDegrees(at: frame, autoOrient: false, is3D: true)
        let turn = Affine3D(transform.rotationMatrix3D(at: frame, rotationZ: degrees) ?? Matrix3.rotationZ(degrees))
        var world = turn.concatenating(look).concatenating(Affine3D(x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1], translation: local))
        if let parent = camera.parentIndex.flatMap({ list.positionsByIndex[$0] }), parent != index {
            world = world.concatenating(list.worldMatrix3D(of: parent))
        }
        guard let right = Self.unit(world.x), let down = Self.unit(world.y), let forward = Self.unit(world.z),
            world.translation.x.isFinite, world.translation.y.isFinite, world.translation.z.isFinite
        else { return nil }
        self.right = right
        self.down = down
        self.forward = forward
        position = world.translation
        self.zoom = zoom
        center = Vector2(list.size.x / 2, list.size.y / 2)
    }

    /// The point in the camera's coordinates: x right, y down, z its depth in front.
    func view(_ point: SIMD3<Double>) -> SIMD3<Double> {
        let d = point - position
        return SIMD3((right * d).sum(), (down * d).sum(), (forward * d).sum())
    }

    /// The map from the plane of a layer placed by `world` to the composition's screen.
    func homography(of world: Affine3D) -> Homography {
        let e0 = viewDirection(world.x)
        let e1 = viewDirection(world.y)
        let e2 = view(world.translation)
        let (cx, cy) = (center.x, center.y)
        return Homography([
            zoom * e0.x + cx * e0.z, zoom * e1.x + cx * e1.z, zoom * e2.x + cx * e2.z,
            zoom * e0.y + cy * e0.z, zoom * e1.y + cy * e1.z, zoom * e2.y + cy * e2.z,
            e0.z, e1.z, e2.z,
        ])
    }

    /// The list's layers back to front: each run of adjacent 3D layers sorted by the depth of
    /// its anchor point, farthest first (a 2D layer between them starts a new run, as in After
    /// Effects); the sort is stable, so layers at one depth keep their order.
    func drawingOrder(of list: LayerList) -> [Int] {
        var order: [Int] = []
        var run: [(position: Int, depth: Double)] = []
        func flush() {
            order += run.enumerated().sorted { a, b in
                a.element.depth != b.element.depth ? a.element.depth > b.element.depth : a.offset < b.offset
            }.map(\.element.position)
            run = []
        }
        for position in list.layers.indices.reversed() {
            let layer = list.layers[position]
            guard layer.is3D else {
                flush()
                order.append(position)
                continue
            }
            let anchor = SIMD3<Double>(layer.transform.anchor.value(at: list.frame, default: .zero))
            let depth = view(list.worldMatrix3D(of: position).apply(anchor)).z
            run.append((position, depth.isFinite ? depth : 0))
        }
        flush()
        return order
    }

    // MARK: - Private

    private func viewDirection(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((right * v).sum(), (down * v).sum(), (forward * v).sum())
    }

    /// The rotation that turns the camera's z axis toward `direction`, keeping its x axis
    /// level (perpendicular to the composition's y axis); identity for a zero direction.
    private static func looking(along direction: SIMD3<Double>) -> Affine3D {
        guard let forward = unit(direction) else { return .identity }
        let right = unit(cross([0, 1, 0], forward)) ?? [1, 0, 0]
        return Affine3D(x: right, y: cross(forward, right), z: forward, translation: .zero)
    }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    private static func unit(_ v: SIMD3<Double>) -> SIMD3<Double>? {
        let length = Double.sqrt((v * v).sum())
        guard length.isFinite, length > 1e-12 else { return nil }
        return v / length
    }
}

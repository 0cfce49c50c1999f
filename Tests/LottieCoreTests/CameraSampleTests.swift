import Testing

/// `Samples/camera.json`, pixel by pixel: a two-node camera (zoom 300, 300 units in front of
/// the plane z = 0) dollies in on three 3D layers listed far to near in the wrong order
/// (README "Cameras and 3D layers").
@Suite struct CameraSampleTests {
    static let sample = "camera.json"

    /// A plane at the zoom distance keeps its size; one twice as far is drawn at half size.
    @Test func depthScalesLayersAroundTheCentre() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        // Near: 60 units at depth 300 → 60 px, x 70...130.
        #expect(frame.isColor(71, 100, 1, 0.2, 0.2))
        #expect(frame.isColor(128, 100, 1, 0.2, 0.2))
        // Far: 200 units at depth 600 → 100 px, x 50...150.
        #expect(frame.isColor(52, 100, 0.2, 0.4, 1))
        #expect(frame.isColor(147, 100, 0.2, 0.4, 1))
        #expect(frame.alpha(47, 100) < 0.01)
        #expect(frame.alpha(153, 100) < 0.01)
    }

    /// The layer list has Far above Near, but After Effects draws 3D layers by depth: Near,
    /// nearest the camera, covers Far.
    @Test func nearerLayersCoverFartherOnes() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        #expect(frame.isColor(100, 100, 1, 0.2, 0.2))
    }

    /// The floor (turned 90° about x) recedes: its near edge (depth 350) lands at y = 151.4 and
    /// its far edge (depth 550) at y = 132.7, and it is narrower far away than near.
    @Test func aTiltedPlaneIsForeshortened() throws {
        let frame = try SampleFrame(Self.sample, frame: 0)
        #expect(frame.isColor(100, 145, 0.2, 0.8, 0.3))
        #expect(frame.isColor(100, 134, 0.2, 0.8, 0.3))
        #expect(frame.alpha(100, 153) < 0.01)
        // Half-width 100 units: 85.7 px at depth 350, 54.5 px at depth 550.
        #expect(frame.isColor(20, 150, 0.2, 0.8, 0.3))
        #expect(frame.alpha(40, 134) < 0.01)
    }

    /// At frame 60 the camera has moved 150 units closer: Near is at depth 150, twice its size.
    @Test func movingTheCameraChangesTheView() throws {
        let frame = try SampleFrame(Self.sample, frame: 60)
        #expect(frame.isColor(42, 100, 1, 0.2, 0.2))
        #expect(frame.isColor(157, 100, 1, 0.2, 0.2))
        #expect(frame.isColor(36, 100, 0.2, 0.4, 1))
    }

    /// A camera with a bad zoom leaves 3D layers orthographic; an absurd zoom is limited, and a
    /// camera inside or very far from a plane draws what is in front of it and nothing else.
    /// (The solid's centre is on the camera's view axis.)
    @Test(arguments: [
        (#""pe":{"a":0,"k":-5}"#, #""p":{"a":0,"k":[50,50,-100]}"#, true),
        (#""pe":{"a":0,"k":1e300}"#, #""p":{"a":0,"k":[50,50,-100]}"#, true),
        (#""pe":{"a":0,"k":100}"#, #""p":{"a":0,"k":[50,50,0]}"#, false),
        (#""pe":{"a":0,"k":100}"#, #""p":{"a":0,"k":[50,50,1e300]}"#, false),
        (#""pe":{"a":0,"k":100}"#, #""p":{"a":0,"k":[50,50,-1e-9]}"#, false),
    ])
    func hostileCamerasDrawOnlyWhatIsInFront(zoom: String, position: String, showsTheCentre: Bool) throws {
        let camera = #"{"ty":13,"ddd":1,"ind":1,"ip":0,"op":60,"# + zoom + #","ks":{"a":{"a":0,"k":[50,50,0]},"# + position + "}}"
        let solid = RenderingTests.solid("#ff0000", index: 2, extra: #","ddd":1"#)
        let start = ContinuousClock.now
        let pixels = try RenderingTests.render(camera + "," + solid)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect((pixels.straightColor(x: 50, y: 50).a > 0.99) == showsTheCentre)
    }
}

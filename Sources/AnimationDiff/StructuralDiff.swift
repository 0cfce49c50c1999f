import LottieCore
import LottieGraphics
import LottieModel

/// One version of an animation, as ``StructuralDiff`` compares it.
package struct AnimationVersion: Sendable {
    package var animation: Animation
    /// The keypath tree of `animation`.
    package var tree: KeypathTree
    /// An evaluator of `animation`, which finds the model nodes of the tree's keypaths.
    package var evaluator: FrameEvaluator
    /// The encoded bytes of the image assets, by asset id (none for an image not found).
    package var imageBytes: [String: [UInt8]]

    package init(animation: Animation, tree: KeypathTree, evaluator: FrameEvaluator, imageBytes: [String: [UInt8]]) {
        self.animation = animation
        self.tree = tree
        self.evaluator = evaluator
        self.imageBytes = imageBytes
    }
}

/// What changed between two versions of an animation, as a person reviewing a re-export wants
/// it: the composition's settings, markers by name, image assets by id (their files, sizes,
/// bytes and pixels), and layers, shapes and properties by keypath (added, removed, or changed,
/// with the old and new values or keyframes).
///
/// Decoded models are compared, not their JSON, so a file written again with its keys in
/// another order or its numbers spelled differently has no change. Nodes and properties of the
/// same name under one parent are paired in their order. A group's transform properties are
/// compared on its `Transform` alone, and a property listed under two names (`Rotation`,
/// `Rotation Z`) under the first. A node whose model differs in a way no listed change explains
/// (a fill rule, a merge mode, a hidden item) gets `other settings changed`.
///
/// ```swift
/// let diff = StructuralDiff(old: before, new: after) { try? ImageDecoder.decode(Data($0)) }
/// diff.changes.map(\.line)      // ["~ Ball.Fill 1.Color: #ff0000 -> #00ff00"]
/// ```
package struct StructuralDiff {
    /// Every change, grouped by ``Change/Section``, in the order of the files.
    package private(set) var changes: [Change] = []

    private let old: AnimationVersion
    private let new: AnimationVersion
    /// Decodes an image's bytes to pixels (nil when it cannot), to tell re-encoded images from changed ones.
    private let decodeImage: ([UInt8]) -> ImageBitmap?

    package init(old: AnimationVersion, new: AnimationVersion, decodeImage: @escaping ([UInt8]) -> ImageBitmap?) {
        self.old = old
        self.new = new
        self.decodeImage = decodeImage
        compareComposition()
        compareMarkers()
        compareImages()
        compareNodes(old.tree.roots, new.tree.roots, parent: "(root)")
    }

    // MARK: - Composition, markers and images

    private mutating func compareComposition() {
        let (a, b) = (old.animation, new.animation)
        let size = { (animation: Animation) in Self.size(animation.width, animation.height) }
        let frames = { (animation: Animation) in "\(Self.format(animation.inPoint))-\(Self.format(animation.outPoint))" }
        let name = { (animation: Animation) in animation.name.map(Self.quoted) ?? "none" }
        compare(.composition, "size", size(a), size(b))
        compare(.composition, "frames", frames(a), frames(b))
        compare(.composition, "frame rate", Self.format(a.frameRate), Self.format(b.frameRate))
        compare(.composition, "3D", Self.yesNo(a.is3D), Self.yesNo(b.is3D))
        compare(.composition, "version", a.version ?? "none", b.version ?? "none")
        compare(.composition, "name", name(a), name(b))
        compareLists(.composition, "fonts", a.fonts, b.fonts)
        compareLists(.composition, "glyphs", a.glyphs, b.glyphs)
    }

    private mutating func compareMarkers() {
        let (a, b) = (old.animation.markers, new.animation.markers)
        let text = { (marker: Marker) in "frame \(Self.format(marker.frame)), \(Self.format(marker.duration)) frames" }
        for pair in Self.pair(a, b, key: \.name) {
            switch (pair.old.map { a[$0] }, pair.new.map { b[$0] }) {
            case (let marker?, nil): changes.append(Change(.removed, .markers, "marker \(marker.name)", old: text(marker)))
            case (nil, let marker?): changes.append(Change(.added, .markers, "marker \(marker.name)", new: text(marker)))
            case (let before?, let after?): compare(.markers, "marker \(before.name)", text(before), text(after))
            case (nil, nil): break
            }
        }
    }

    private mutating func compareImages() {
        let images = { (animation: Animation) in
            animation.assets.compactMap { asset -> ImageAsset? in if case .image(let image) = asset { image } else { nil } }
        }
        let (a, b) = (images(old.animation), images(new.animation))
        for pair in Self.pair(a, b, key: \.id) {
            switch (pair.old.map { a[$0] }, pair.new.map { b[$0] }) {
            case (let image?, nil): changes.append(Change(.removed, .images, "image \(image.id)", old: describe(image, old.imageBytes[image.id])))
            case (nil, let image?): changes.append(Change(.added, .images, "image \(image.id)", new: describe(image, new.imageBytes[image.id])))
            case (let before?, let after?): compareImage(before, after)
            case (nil, nil): break
            }
        }
    }

    private mutating func compareImage(_ a: ImageAsset, _ b: ImageAsset) {
        let subject = "image \(a.id)"
        compare(.images, subject, attribute: "file", Self.location(of: a), Self.location(of: b))
        compare(.images, subject, attribute: "size", Self.size(a.width, a.height), Self.size(b.width, b.height))
        let (before, after) = (old.imageBytes[a.id], new.imageBytes[b.id])
        guard before != after else { return }
        let count = { (bytes: [UInt8]?) in bytes.map { "\($0.count) bytes" } ?? "missing" }
        var notes: [String] = []
        if let before, let after {
            switch (decodeImage(before), decodeImage(after)) {
            case (let x?, let y?): notes.append(x == y ? "same pixels" : "pixels changed")
            default: notes.append("cannot be decoded")
            }
        }
        changes.append(Change(.changed, .images, subject, attribute: "bytes", old: count(before), new: count(after), notes: notes))
    }

    /// `images/a.png, 64x64, 1200 bytes`: where the image is, its size, and its bytes (or `missing`).
    private func describe(_ image: ImageAsset, _ bytes: [UInt8]?) -> String {
        "\(Self.location(of: image)), \(Self.size(image.width, image.height)), " + (bytes.map { "\($0.count) bytes" } ?? "missing")
    }

    /// The image's file (`u` + `p`), or `embedded` for a data URL.
    private static func location(of image: ImageAsset) -> String {
        image.isDataURL ? "embedded" : image.directory + image.name
    }

    // MARK: - Layers, shapes and properties

    /// Compares the children of two paired nodes (or the root layers), then their order.
    private mutating func compareNodes(_ a: [KeypathNode], _ b: [KeypathNode], parent: String) {
        let pairs = Self.pair(a, b, key: \.name)
        for pair in pairs {
            switch (pair.old.map { a[$0] }, pair.new.map { b[$0] }) {
            case (let node?, nil): changes.append(Change(.removed, .layers, node.keypath.string, old: node.kindName))
            case (nil, let node?): changes.append(Change(.added, .layers, node.keypath.string, new: node.kindName))
            case (let before?, let after?): compareNode(before, after)
            case (nil, nil): break
            }
        }
        let paired = pairs.compactMap { pair in pair.old.flatMap { old in pair.new.map { (old: old, new: $0) } } }
        let reordered = paired.sorted { $0.new < $1.new }
        if paired.map(\.old) != reordered.map(\.old) {
            compare(.layers, parent, attribute: "order", Self.names(paired.map { a[$0.old].name }), Self.names(reordered.map { a[$0.old].name }))
        }
    }

    private mutating func compareNode(_ a: KeypathNode, _ b: KeypathNode) {
        let keypath = a.keypath.string
        guard a.kind == b.kind && a.typeCode == b.typeCode else {
            compare(.layers, keypath, attribute: "type", a.kindName, b.kindName)
            return
        }
        let start = changes.count
        let models = (old.evaluator.node(at: a.steps), new.evaluator.node(at: b.steps))
        if a.kind == .layer, let before = models.0, let after = models.1 { compareLayers(keypath, before, after) }
        // A group lists its transform's properties again on its `Transform`, where they are compared.
        if a.kind != .group { compareProperties(a.properties, of: models.0, b.properties, of: models.1) }
        compareNodes(a.children, b.children, parent: keypath)
        guard changes.count == start, let before = models.0, let after = models.1 else { return }
        let differs =
            switch a.kind {
            case .layer: before.layer != after.layer
            case .group, .shape: before.item != after.item
            case .textAnimator: before.animator != after.animator
            case .transform: false  // part of its layer's or group's model
            }
        if differs { changes.append(Change(.changed, .layers, keypath, notes: ["other settings changed"])) }
    }

    /// Compares the properties of two paired nodes, read from their model nodes.
    private mutating func compareProperties(_ a: [KeypathProperty], of before: ModelNode?, _ b: [KeypathProperty], of after: ModelNode?) {
        let (a, b) = (Self.distinctFields(a), Self.distinctFields(b))
        for pair in Self.pair(a, b, key: \.name) {
            switch (pair.old.map { a[$0] }, pair.new.map { b[$0] }) {
            case (let property?, nil):
                changes.append(Change(.removed, .layers, property.keypath.string, old: PropertyState(property, of: before).summary))
            case (nil, let property?):
                changes.append(Change(.added, .layers, property.keypath.string, new: PropertyState(property, of: after).summary))
            case (let first?, let second?):
                let (x, y) = (PropertyState(first, of: before), PropertyState(second, of: after))
                guard x != y else { continue }
                let (oldSummary, newSummary) = (x.summary, y.summary)
                let shown = oldSummary != newSummary
                var change = Change(
                    .changed, .layers, first.keypath.string, old: shown ? oldSummary : nil, new: shown ? newSummary : nil, notes: x.notes(comparedTo: y))
                if change.notes.isEmpty && !shown { change.notes = ["changed"] }
                if x.times != nil || y.times != nil { (change.oldTimes, change.newTimes) = (x.times, y.times) }
                changes.append(change)
            case (nil, nil): break
            }
        }
    }

    /// The properties with the first name listed for each field (`Rotation`, not `Rotation Z`).
    private static func distinctFields(_ properties: [KeypathProperty]) -> [KeypathProperty] {
        var seen: Set<PropertyField> = []
        return properties.filter { seen.insert($0.address.field).inserted }
    }

    // MARK: - Helpers

    /// Adds a change of `subject` (or its `attribute`) when `before` and `after` differ.
    mutating func compare(_ section: Change.Section, _ subject: String, attribute: String? = nil, _ before: String, _ after: String) {
        if before != after { changes.append(Change(.changed, section, subject, attribute: attribute, old: before, new: after)) }
    }

    /// Adds a change when two lists differ: their counts when those differ, else `changed`.
    mutating func compareLists<T: Equatable>(_ section: Change.Section, _ subject: String, attribute: String? = nil, _ before: [T], _ after: [T]) {
        guard before != after else { return }
        if before.count != after.count {
            changes.append(Change(.changed, section, subject, attribute: attribute, old: "\(before.count)", new: "\(after.count)"))
        } else {
            changes.append(Change(.changed, section, subject, attribute: attribute, notes: ["changed"]))
        }
    }

    /// Pairs two lists by key, the n-th element of a key in `old` with the n-th of that key in
    /// `new`: index pairs in `old`'s order (no `new` index where `new` has no counterpart), then
    /// the elements only `new` has, in its order.
    static func pair<T>(_ old: [T], _ new: [T], key: (T) -> String) -> [(old: Int?, new: Int?)] {
        var waiting: [String: [Int]] = [:]
        for (index, element) in new.enumerated() { waiting[key(element), default: []].append(index) }
        var taken: [String: Int] = [:]
        var paired: Set<Int> = []
        var pairs: [(old: Int?, new: Int?)] = []
        for (index, element) in old.enumerated() {
            let name = key(element)
            let next = taken[name, default: 0]
            if let candidates = waiting[name], next < candidates.count {
                pairs.append((index, candidates[next]))
                paired.insert(candidates[next])
                taken[name] = next + 1
            } else {
                pairs.append((index, nil))
            }
        }
        for index in new.indices where !paired.contains(index) { pairs.append((nil, index)) }
        return pairs
    }

    /// The most names an order change lists.
    static let maxOrderNames = 8

    /// `A, B, C`, elided after ``maxOrderNames``.
    private static func names(_ names: [String]) -> String {
        names.count > maxOrderNames ? (names.prefix(maxOrderNames) + ["…"]).joined(separator: ", ") : names.joined(separator: ", ")
    }

    static func format(_ number: Double) -> String { KeypathValue.format(number) }

    /// `200x100`.
    static func size(_ width: Double, _ height: Double) -> String { "\(format(width))x\(format(height))" }

    static func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

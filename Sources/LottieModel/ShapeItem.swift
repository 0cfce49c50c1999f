import LottieGraphics

/// One element of a shape list (`shapes` of a shape layer, `it` of a group, `shapes` of
/// a glyph), decoded from its `ty`.
///
/// Items are drawn per the shape rendering model: a style paints the paths before it in
/// its list, a modifier alters them, and a group's transform is its `.transform` item.
///
/// ```swift
/// for item in layerShapes where !item.isHidden {
///     if case .fill(let fill) = item { print(fill.color) }
/// }
/// ```
///
/// `indirect`: each item is boxed, so a shape list holds a reference per item instead of
/// the size of the largest item (a transform's, about 900 bytes) for every item. Decoding
/// and walking a model then touch far less memory.
package indirect enum ShapeItem: Sendable, Equatable {
    /// `gr`
    case group(Group)
    /// `tr`: the transform of the enclosing group.
    case transform(GroupTransform)
    /// `sh`
    case path(Path)
    /// `rc`
    case rectangle(Rectangle)
    /// `el`
    case ellipse(Ellipse)
    /// `sr`
    case polystar(Polystar)
    /// `fl`
    case fill(Fill)
    /// `st`
    case stroke(Stroke)
    /// `gf`
    case gradientFill(GradientFill)
    /// `gs`
    case gradientStroke(GradientStroke)
    /// `no`: marks paths as styled without painting them.
    case noStyle(Metadata)
    /// `tm`
    case trim(Trim)
    /// `rp`
    case repeater(Repeater)
    /// `rd`
    case roundedCorners(RoundedCorners)
    /// `mm`
    case merge(Merge)
    /// `pb`
    case puckerBloat(PuckerBloat)
    /// `tw`
    case twist(Twist)
    /// `zz`
    case zigZag(ZigZag)
    /// `op`
    case offsetPath(OffsetPath)
    /// Any other `ty`; kept so the list keeps its indices, drawn as nothing.
    case unknown(type: String, name: String?)

    /// The fields every shape item has.
    package struct Metadata: Sendable, Equatable {
        /// `nm`: the name shown in After Effects, used by keypaths.
        package var name: String?
        /// `mn`: the After Effects match name.
        package var matchName: String?
        /// `hd`: hidden items are ignored entirely.
        package var isHidden: Bool
        /// `bm`: blend mode code (0 normal … 17 hard mix), as on layers.
        package var blendMode: Int
        /// `ix`: property index, used by expressions.
        package var index: Int?

        package init(
            name: String? = nil, matchName: String? = nil, isHidden: Bool = false, blendMode: Int = 0,
            index: Int? = nil
        ) {
            self.name = name
            self.matchName = matchName
            self.isHidden = isHidden
            self.blendMode = blendMode
            self.index = index
        }

        /// The mode `bm` draws with: a code the format does not define draws as `normal`.
        package var drawnBlendMode: BlendMode { BlendMode(rawValue: blendMode) ?? .normal }
    }
}

// MARK: - Common accessors

extension ShapeItem {
    /// The `ty` code this item is written with.
    package var typeCode: String {
        switch self {
        case .group: "gr"
        case .transform: "tr"
        case .path: "sh"
        case .rectangle: "rc"
        case .ellipse: "el"
        case .polystar: "sr"
        case .fill: "fl"
        case .stroke: "st"
        case .gradientFill: "gf"
        case .gradientStroke: "gs"
        case .noStyle: "no"
        case .trim: "tm"
        case .repeater: "rp"
        case .roundedCorners: "rd"
        case .merge: "mm"
        case .puckerBloat: "pb"
        case .twist: "tw"
        case .zigZag: "zz"
        case .offsetPath: "op"
        case .unknown(let type, _): type
        }
    }

    /// The common fields; for `.unknown` only the name is known.
    package var metadata: Metadata { withMetadata { $0 } }

    /// `body` applied to the common fields where they are stored, without copying them (their
    /// names are strings, which a copy retains).
    @inline(__always)
    func withMetadata<T>(_ body: (borrowing Metadata) -> T) -> T {
        switch self {
        case .group(let item): body(item.metadata)
        case .transform(let item): body(item.metadata)
        case .path(let item): body(item.metadata)
        case .rectangle(let item): body(item.metadata)
        case .ellipse(let item): body(item.metadata)
        case .polystar(let item): body(item.metadata)
        case .fill(let item): body(item.metadata)
        case .stroke(let item): body(item.metadata)
        case .gradientFill(let item): body(item.metadata)
        case .gradientStroke(let item): body(item.metadata)
        case .noStyle(let metadata): body(metadata)
        case .trim(let item): body(item.metadata)
        case .repeater(let item): body(item.metadata)
        case .roundedCorners(let item): body(item.metadata)
        case .merge(let item): body(item.metadata)
        case .puckerBloat(let item): body(item.metadata)
        case .twist(let item): body(item.metadata)
        case .zigZag(let item): body(item.metadata)
        case .offsetPath(let item): body(item.metadata)
        case .unknown(_, let name): body(Metadata(name: name))
        }
    }

    /// `bm` as drawn (``Metadata/drawnBlendMode``).
    package var drawnBlendMode: BlendMode { withMetadata { $0.drawnBlendMode } }

    /// `nm`
    package var name: String? { metadata.name }

    /// `hd`
    package var isHidden: Bool { withMetadata { $0.isHidden } }
}

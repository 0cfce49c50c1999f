import LottieGraphics
import LottieModel

extension ShapeEvaluator {
    /// The geometry of a path-producing item in its group's space.
    func generatedPath(_ item: ShapeItem) -> BezierPath? {
        switch item {
        case .path(let path):
            return PathGenerator.path(from: path.bezier.value(at: frame, default: .empty))
        case .rectangle(let rectangle):
            return PathGenerator.rectangle(
                center: ShapeItem.Rectangle.position.value(of: rectangle, at: frame),
                size: ShapeItem.Rectangle.size.value(of: rectangle, at: frame),
                roundness: ShapeItem.Rectangle.roundness.value(of: rectangle, at: frame),
                reversed: rectangle.direction.isReversed)
        case .ellipse(let ellipse):
            return PathGenerator.ellipse(
                center: ShapeItem.Ellipse.position.value(of: ellipse, at: frame),
                size: ShapeItem.Ellipse.size.value(of: ellipse, at: frame),
                reversed: ellipse.direction.isReversed)
        case .polystar(let star):
            return PathGenerator.polystar(
                center: ShapeItem.Polystar.position.value(of: star, at: frame),
                points: ShapeItem.Polystar.points.value(of: star, at: frame),
                outerRadius: ShapeItem.Polystar.outerRadius.value(of: star, at: frame),
                innerRadius: ShapeItem.Polystar.innerRadius.value(of: star, at: frame),
                outerRoundness: ShapeItem.Polystar.outerRoundness.value(of: star, at: frame),
                innerRoundness: ShapeItem.Polystar.innerRoundness.value(of: star, at: frame),
                rotation: ShapeItem.Polystar.rotation.value(of: star, at: frame),
                isStar: star.starType == .star,
                reversed: star.direction.isReversed)
        default:
            return nil
        }
    }

    /// The paint, fill or stroke style and opacity of a style item at this frame.
    func stylePaint(_ item: ShapeItem) -> StylePaint? {
        switch item {
        case .fill(let fill):
            return StylePaint(
                paint: .solid(ColorConversion.paintColor(ShapeItem.Fill.color.value(of: fill, at: frame))),
                style: .fill(fill.fillRule), opacity: unit(ShapeItem.Fill.opacity.value(of: fill, at: frame)))
        case .stroke(let stroke):
            guard let style = strokeStyle(stroke.attributes) else { return nil }
            return StylePaint(
                paint: .solid(ColorConversion.paintColor(ShapeItem.Stroke.color.value(of: stroke, at: frame))),
                style: .stroke(style), opacity: unit(ShapeItem.Stroke.opacity.value(of: stroke, at: frame)))
        case .gradientFill(let fill):
            guard let paint = GradientPaint.paint(fill.gradient, frame: frame, kept: gradients) else { return nil }
            return StylePaint(
                paint: paint, style: .fill(fill.fillRule), opacity: unit(ShapeItem.GradientFill.opacity.value(of: fill, at: frame)))
        case .gradientStroke(let stroke):
            guard let paint = GradientPaint.paint(stroke.gradient, frame: frame, kept: gradients),
                let style = strokeStyle(stroke.attributes)
            else { return nil }
            return StylePaint(
                paint: paint, style: .stroke(style), opacity: unit(ShapeItem.GradientStroke.opacity.value(of: stroke, at: frame)))
        default:
            return nil
        }
    }

    /// A percentage as a fraction in 0...1.
    private func unit(_ percent: Double) -> Double {
        min(max(percent / 100, 0), 1)
    }

    /// Width, caps, joins, miter limit and dashes; nil for a stroke of no width.
    private func strokeStyle(_ attributes: ShapeItem.StrokeAttributes) -> StrokeStyle? {
        let width = ShapeItem.StrokeAttributes.strokeWidth.value(of: attributes, at: frame)
        guard width > 0, width.isFinite else { return nil }
        var dashes: [Double] = []
        var dashOffset = 0.0
        for dash in attributes.dashes {
            let length = dash.length.value(at: frame, default: 0)
            switch dash.kind {
            case .dash, .gap: dashes.append(max(length, 0))
            case .offset: dashOffset = length
            case .other: break
            }
        }
        if dashes.count % 2 == 1 { dashes += dashes }
        // A missing `ml` is a limit of 0 (every miter becomes a bevel), as the reference renders it.
        let miterLimit = attributes.animatedMiterLimit?.value(at: frame, default: 0) ?? attributes.miterLimit ?? 0
        return StrokeStyle(
            width: width, cap: attributes.lineCap, join: attributes.lineJoin, miterLimit: miterLimit,
            dashes: dashes.reduce(0, +) > 0 ? dashes : [], dashOffset: dashOffset)
    }
}

/// Something that is shown the animatable properties inside a model value one at a time
/// (``VisitsProperties``); returning false from `visit` stops the walk.
package protocol PropertyVisitor {
    mutating func visit<Value: KeyframeValue>(_ property: Property<Value>) -> Bool
}

/// A model value that shows a ``PropertyVisitor`` every animatable property inside it, so that
/// a walk over them needs no reflection (which costs thousands of instructions per field).
/// Names, codes and other constant fields are left out. Every property, where the keypath
/// tables list only those lottie-ios names.
package protocol VisitsProperties {
    /// Shows `visitor` each property, in the order the type declares them; false as soon as
    /// the visitor returns false.
    func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool
}

extension ShapeItem: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        switch self {
        case .group(let group): group.items.visitProperties(&visitor)
        case .transform(let transform): transform.transform.visitProperties(&visitor)
        case .path(let path): visitor.visit(path.bezier)
        case .rectangle(let rectangle):
            visitor.visit(rectangle.position) && visitor.visit(rectangle.size) && visitor.visit(rectangle.roundness)
        case .ellipse(let ellipse): visitor.visit(ellipse.position) && visitor.visit(ellipse.size)
        case .polystar(let star):
            visitor.visit(star.position) && visitor.visit(star.outerRadius) && visitor.visit(star.outerRoundness)
                && visitor.visit(star.innerRadius) && visitor.visit(star.innerRoundness) && visitor.visit(star.rotation)
                && visitor.visit(star.points)
        case .fill(let fill): visitor.visit(fill.color) && visitor.visit(fill.opacity)
        case .stroke(let stroke):
            visitor.visit(stroke.color) && visitor.visit(stroke.opacity) && stroke.attributes.visitProperties(&visitor)
        case .gradientFill(let fill): visitor.visit(fill.opacity) && fill.gradient.visitProperties(&visitor)
        case .gradientStroke(let stroke):
            visitor.visit(stroke.opacity) && stroke.gradient.visitProperties(&visitor)
                && stroke.attributes.visitProperties(&visitor)
        case .noStyle, .merge, .unknown: true
        case .trim(let trim): visitor.visit(trim.start) && visitor.visit(trim.end) && visitor.visit(trim.offset)
        case .repeater(let repeater):
            visitor.visit(repeater.copies) && visitor.visit(repeater.offset) && repeater.transform.visitProperties(&visitor)
        case .roundedCorners(let corners): visitor.visit(corners.radius)
        case .puckerBloat(let puckerBloat): visitor.visit(puckerBloat.amount)
        case .twist(let twist): visitor.visit(twist.angle) && visitor.visit(twist.center)
        case .zigZag(let zigZag):
            visitor.visit(zigZag.amplitude) && visitor.visit(zigZag.frequency) && visitor.visit(zigZag.pointType)
        case .offsetPath(let offset): visitor.visit(offset.amount) && visitor.visit(offset.miterLimit)
        }
    }
}

extension Array: VisitsProperties where Element: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        allSatisfy { $0.visitProperties(&visitor) }
    }
}

extension Transform: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        let position =
            switch position {
            case .combined(let property): visitor.visit(property)
            case .split(let x, let y, let z): visitor.visit(x) && visitor.visit(y) && visitor.visit(optional: z)
            }
        return position && visitor.visit(anchor) && visitor.visit(scale) && visitor.visit(rotation)
            && visitor.visit(optional: rotationX) && visitor.visit(optional: rotationY)
            && visitor.visit(optional: orientation) && visitor.visit(opacity) && visitor.visit(optional: skew)
            && visitor.visit(optional: skewAxis) && visitor.visit(optional: startOpacity)
            && visitor.visit(optional: endOpacity)
    }
}

extension ShapeItem.StrokeAttributes: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        visitor.visit(width) && visitor.visit(optional: animatedMiterLimit) && dashes.allSatisfy { visitor.visit($0.length) }
    }
}

extension ShapeItem.GradientAttributes: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        visitor.visit(stops) && visitor.visit(start) && visitor.visit(end) && visitor.visit(optional: highlightLength)
            && visitor.visit(optional: highlightAngle)
    }
}

extension Mask: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        visitor.visit(path) && visitor.visit(opacity) && visitor.visit(optional: expansion)
    }
}

extension PropertyVisitor {
    /// Visits a property that may be absent (absent: the walk goes on).
    fileprivate mutating func visit<Value: KeyframeValue>(optional property: Property<Value>?) -> Bool {
        property.map { visit($0) } ?? true
    }
}

extension TextData: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        visitor.visit(document) && animators.allSatisfy { $0.visitProperties(&visitor) }
            && visitor.visit(optional: alignment?.anchor) && visitor.visit(optional: path?.firstMargin)
            && visitor.visit(optional: path?.lastMargin) && visitor.visit(optional: path?.reversePath)
            && visitor.visit(optional: path?.forceAlignment) && visitor.visit(optional: path?.perpendicularToPath)
    }
}

extension TextAnimator: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        let selected =
            selector.map {
                visitor.visit($0.start) && visitor.visit($0.end) && visitor.visit($0.offset) && visitor.visit($0.amount)
                    && visitor.visit($0.easeLow) && visitor.visit($0.easeHigh) && visitor.visit($0.smoothness)
            } ?? true
        return selected && style.visitProperties(&visitor)
    }
}

extension TextStyle: VisitsProperties {
    package func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) -> Bool {
        visitor.visit(optional: anchor) && visitor.visit(optional: position) && visitor.visit(optional: scale)
            && visitor.visit(optional: rotation) && visitor.visit(optional: rotationX) && visitor.visit(optional: rotationY)
            && visitor.visit(optional: skew) && visitor.visit(optional: skewAxis) && visitor.visit(optional: opacity)
            && visitor.visit(optional: fillColor) && visitor.visit(optional: fillHue)
            && visitor.visit(optional: fillSaturation) && visitor.visit(optional: fillBrightness)
            && visitor.visit(optional: fillOpacity) && visitor.visit(optional: strokeColor)
            && visitor.visit(optional: strokeHue) && visitor.visit(optional: strokeSaturation)
            && visitor.visit(optional: strokeBrightness) && visitor.visit(optional: strokeOpacity)
            && visitor.visit(optional: strokeWidth) && visitor.visit(optional: tracking)
            && visitor.visit(optional: lineSpacing) && visitor.visit(optional: blur)
    }
}

import LottieModel

/// A text layer of an animation as a text or font provider sees it: its keypath and every
/// document it shows over time.
///
/// ```swift
/// for layer in TextLayerReference.all(in: animation) { print(layer.keypath, layer.documents.map(\.text)) }
/// ```
package struct TextLayerReference: Sendable, Equatable {
    /// Layer names from the root composition down through precomposition layers.
    package var keypath: AnimationKeypath
    /// The document of every keyframe, in time order (layer after layer when several layers
    /// share the keypath).
    package var documents: [TextDocument]

    /// Creates a reference.
    package init(keypath: AnimationKeypath, documents: [TextDocument]) {
        self.keypath = keypath
        self.documents = documents
    }

    /// Every text layer reachable from the root composition, once per keypath (a
    /// precomposition used by two layers yields two keypaths; layers sharing a keypath share
    /// one reference with all their documents).
    package static func all(in animation: Animation) -> [TextLayerReference] {
        var result: [TextLayerReference] = []
        var positions: [AnimationKeypath: Int] = [:]
        var walker = LayerWalker(animation: animation)
        walker.walk(at: animation.inPoint) { list, position in
            guard case .text(let data) = list.layers[position].content else { return }
            let keypath = AnimationKeypath(keys: list.keys(of: position))
            if let existing = positions[keypath] {
                result[existing].documents += data.document.documents
            } else {
                positions[keypath] = result.count
                result.append(TextLayerReference(keypath: keypath, documents: data.document.documents))
            }
        }
        return result
    }
}

extension Property where Value == TextDocument {
    /// Every document, in keyframe order.
    var documents: [TextDocument] {
        switch animation {
        case .constant(let document): [document]
        case .keyframed(let keyframes): keyframes.map(\.value)
        }
    }

    /// The document shown at `frame`: the last keyframe at or before it (documents do not
    /// interpolate), the first before the first keyframe; `nil` without keyframes. Exporters
    /// write keyframe times such as 10.0000004 for frame 10, so times within a thousandth of a
    /// frame count as reached.
    package func document(at frame: Double) -> TextDocument? {
        if let expression = compiledExpression, let runtime = ExpressionRuntime.current, let keyframed = keyframedDocument(at: frame) {
            return runtime.value(of: self, expression: expression, at: frame) { keyframedDocument(at: $0) ?? keyframed }
        }
        return keyframedDocument(at: frame)
    }

    /// The document at `frame` from the keyframes alone.
    func keyframedDocument(at frame: Double) -> TextDocument? {
        switch animation {
        case .constant(let document):
            return document
        case .keyframed(let keyframes):
            return keyframes.last { $0.time <= frame + 1e-3 }?.value ?? keyframes.first?.value
        }
    }
}

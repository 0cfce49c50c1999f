/// One difference between two versions of an animation, as `lottie-term diff` lists it, one
/// line each: `+ SUBJECT: DETAIL` for something added, `- SUBJECT: DETAIL` for something
/// removed, `~ SUBJECT [ATTRIBUTE]: OLD -> NEW; NOTE` for something changed.
///
/// ```swift
/// Change(.changed, .layers, "Ball.Fill 1.Color", old: "#ff0000", new: "#00ff00").line
/// // "~ Ball.Fill 1.Color: #ff0000 -> #00ff00"
/// ```
package struct Change: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case added, removed, changed
    }

    /// The part of the file a change is in, in the order reports list them.
    package enum Section: String, Sendable, CaseIterable {
        /// The composition's size, frames, frame rate, version, name, fonts and glyphs.
        case composition
        /// Markers, by name.
        case markers
        /// Image assets, by id.
        case images
        /// Layers, shapes and properties, by keypath.
        case layers
    }

    package var kind: Kind
    package var section: Section
    /// What changed: a composition setting, `marker NAME`, `image ID`, or a keypath.
    package var subject: String
    /// Which attribute of the subject changed (`start time`, `bytes`), when not the subject itself.
    package var attribute: String?
    /// The subject (or attribute) in the old version; for an addition, nil.
    package var old: String?
    /// The subject (or attribute) in the new version; for a removal, nil.
    package var new: String?
    /// What else changed, in words (`easing changed`, `pixels changed`).
    package var notes: [String]
    /// For a property that changes over time in either version, its keyframe times there.
    package var oldTimes: [Double]?
    package var newTimes: [Double]?

    package init(
        _ kind: Kind, _ section: Section, _ subject: String, attribute: String? = nil, old: String? = nil, new: String? = nil,
        notes: [String] = []
    ) {
        self.kind = kind
        self.section = section
        self.subject = subject
        self.attribute = attribute
        self.old = old
        self.new = new
        self.notes = notes
    }

    /// The change as one line of text.
    package var line: String {
        let sign =
            switch kind {
            case .added: "+"
            case .removed: "-"
            case .changed: "~"
            }
        var detail: [String] = []
        switch (old, new) {
        case (let old?, let new?): detail.append("\(old) -> \(new)")
        case (let old?, nil): detail.append(old)
        case (nil, let new?): detail.append(new)
        case (nil, nil): break
        }
        detail += notes
        let head = attribute.map { "\(subject) [\($0)]" } ?? subject
        return detail.isEmpty ? "\(sign) \(head)" : "\(sign) \(head): \(detail.joined(separator: "; "))"
    }
}

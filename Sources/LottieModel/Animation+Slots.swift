/// What a slot holds, as told by the properties (or image assets) that name it with `sid`.
public enum SlotKind: String, Sendable, Hashable, CaseIterable {
    /// A colour property (`c` of fills and strokes, text animator `fc` and `sc`, colour effects).
    case color
    /// A number property (opacity, rotation, widths, …).
    case scalar
    /// A multi-dimensional property other than a transform's position (scale, sizes, points).
    case vector
    /// A transform's position (`p` of a layer's `ks`, a group's transform or a repeater's `tr`).
    case position
    /// A gradient's colours (`g` of gradient fills and strokes: `{p, k}`).
    case gradient
    /// A text layer's document (`t.d`).
    case text
    /// An image asset (`assets[]` with `p`).
    case image
}

/// One place where a slot is used: a property or image asset with a `sid`.
package struct SlotUse: Sendable, Equatable {
    /// The slot id (`sid`).
    package var id: String
    package var kind: SlotKind
    /// The JSON path of the property or asset (`layers[0].shapes[1].c`).
    package var path: String
    /// The property (`{a, k}`), gradient (`{p, k}`) or asset object as the model holds it,
    /// with the slot's value already resolved.
    package var value: JSONValue
}

extension Animation {
    /// Every use of a slot, in file order (assets first, then layers).
    package var slotUses: [SlotUse] {
        var uses: [SlotUse] = []
        Self.collectSlotUses(json, keys: [], path: "", parent: nil, into: &uses)
        return uses
    }

    private static func collectSlotUses(_ value: JSONValue, keys: [String], path: String, parent: JSONObject?, into uses: inout [SlotUse]) {
        switch value {
        case .object(let object):
            if keys.last != "slots", let id = object["sid"]?.stringValue {
                uses.append(SlotUse(id: id, kind: kind(of: object, keys: keys, parent: parent), path: path, value: value))
            }
            for (key, child) in object.entries where key != "slots" {
                collectSlotUses(child, keys: keys + [key], path: path.isEmpty ? key : "\(path).\(key)", parent: object, into: &uses)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collectSlotUses(element, keys: keys, path: "\(path)[\(index)]", parent: parent, into: &uses)
            }
        default:
            break
        }
    }

    /// The kind of the slotted `object` found under `keys` (array indices left out).
    private static func kind(of object: JSONObject, keys: [String], parent: JSONObject?) -> SlotKind {
        let key = keys.last ?? ""
        let parentKey = keys.dropLast().last ?? ""
        switch key {
        case "assets": return .image
        case "g" where object["p"] != nil: return .gradient
        case "d" where parentKey == "t": return .text
        case "p" where parentKey == "ks" || parentKey == "tr" || parent?["ty"] == .string("tr"): return .position
        case "c", "fc", "sc": return .color
        case "v" where parent?["ty"] == .number(2): return .color
        default: return kind(ofValue: object["k"])
        }
    }

    /// A number, or a one-number array, is a scalar; anything else a vector.
    private static func kind(ofValue k: JSONValue?) -> SlotKind {
        var value = k
        if let first = k?.arrayValue?.first, let keyframe = first.objectValue { value = keyframe["s"] }
        if value?.numberValue != nil { return .scalar }
        if let elements = value?.arrayValue, elements.count == 1 { return .scalar }
        return .vector
    }
}

extension ShapeItem {
    /// A shape group (`gr`): a nested shape list with its own transform.
    ///
    /// The transform is the `.transform` item of `items` (normally the last one); styles and
    /// modifiers inside the group affect only the group's own items.
    package struct Group: Sendable, Equatable {
        package var metadata: Metadata
        /// `it`: the children, in file order (earlier items are drawn on top).
        package var items: [ShapeItem]

        package init(metadata: Metadata = Metadata(), items: [ShapeItem]) {
            self.metadata = metadata
            self.items = items
        }

        /// The group's transform: its last `.transform` item, or identity without one.
        package var transform: Transform {
            for item in items.reversed() {
                if case .transform(let transform) = item { return transform.transform }
            }
            return .identity
        }
    }

    /// The transform item (`tr`) of a group: the transform keys of §7.1 on a shape item.
    package struct GroupTransform: Sendable, Equatable {
        package var metadata: Metadata
        /// The `a`, `p`, `s`, `r`, `o`, `sk`, `sa` keys of the item.
        package var transform: Transform

        package init(metadata: Metadata = Metadata(), transform: Transform) {
            self.metadata = metadata
            self.transform = transform
        }
    }
}

extension ShapeItem.Group {
    /// Decodes `it`. `np` and `cix` are bookkeeping and are not kept.
    init(
        json object: JSONObjectNode, metadata: ShapeItem.Metadata, context: borrowing DecodingContext, depth: Int
    ) throws(LottieDecodingError) {
        guard depth < DecodingLimits.maxGroupDepth else {
            throw context.error(
                .limitExceeded, "shape groups are nested more than \(DecodingLimits.maxGroupDepth) deep")
        }
        self.metadata = metadata
        items = try context.objects(object, "it") { (item) throws(LottieDecodingError) in
            try ShapeItem(json: item, context: context, depth: depth + 1)
        }
    }

    func encode(into object: inout JSONObject) {
        object.append("it", .array(items.map(\.json)))
    }
}

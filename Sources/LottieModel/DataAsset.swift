/// A data asset (`assets[]` with `t` 3): a JSON file `u + p` that After Effects read as
/// footage (a "data layer", `ty` 15, shows it), or an embedded `data:` URL. Expressions read
/// its values through the data layer (`thisComp.layer("name")("Data")("Outline")("key")`).
package struct DataAsset: Sendable, Equatable {
    /// `id`: what data layers name the asset by (their `refId`).
    package var id: String
    /// `p`: the file name, or a `data:` URL.
    package var name: String
    /// `u`: directory prefix.
    package var directory: String
    /// `nm`: the asset's name in After Effects, when the exporter wrote one.
    package var displayName: String?
    /// `e`: 1 when `p` is embedded.
    package var isEmbedded: Bool

    package init(id: String, name: String, directory: String = "", displayName: String? = nil, isEmbedded: Bool = false) {
        self.id = id
        self.name = name
        self.directory = directory
        self.displayName = displayName
        self.isEmbedded = isEmbedded
    }

    /// True when `p` is a data URL, whatever `e` says.
    package var isDataURL: Bool { name.hasPrefix("data:") }

    /// The `t` of a data asset (lottie-web's `assets[i].t === 3`).
    static let typeCode = 3.0
}

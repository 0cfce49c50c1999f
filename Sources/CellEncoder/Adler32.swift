/// The Adler-32 checksum that ends a zlib stream.
struct Adler32: Sendable {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A fresh checksum (value 1).
    init() {}

    /// The checksum of everything fed so far.
    var value: UInt32 { (b << 16) | a }

    /// Feeds more bytes.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        var pending = 0
        for byte in bytes {
            a += UInt32(byte)
            b += a
            pending += 1
            if pending == 5552 {
                a %= 65521
                b %= 65521
                pending = 0
            }
        }
        a %= 65521
        b %= 65521
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}

// How much of a request the server reads before it refuses it.

/// The limits on one request.
package struct HTTPLimits: Equatable, Sendable {
    /// The longest request line and header fields together, in bytes (431 past it).
    package var maximumHeadLength: Int
    /// The most header field lines (431 past it).
    package var maximumFieldCount: Int
    /// The longest body, in bytes (413 past it).
    package var maximumBodyLength: Int

    /// Limits with these values.
    package init(maximumHeadLength: Int, maximumFieldCount: Int, maximumBodyLength: Int) {
        self.maximumHeadLength = maximumHeadLength
        self.maximumFieldCount = maximumFieldCount
        self.maximumBodyLength = maximumBodyLength
    }

    /// The preview page's: a browser's request head is well under 64 KiB even with a
    /// developer's cookies for `localhost`, and the page sends no body at all.
    package static let standard = HTTPLimits(maximumHeadLength: 65_536, maximumFieldCount: 100, maximumBodyLength: 65_536)
}

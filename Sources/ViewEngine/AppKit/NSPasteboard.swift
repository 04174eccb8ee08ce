// AppKit's pasteboard, over the host's own (the one UIPasteboard.general is).
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that transfers data to and from the pasteboard server — AppKit's
/// `NSPasteboard`, as a macOS app's SwiftUI code copies text.
///
/// ```swift
/// NSPasteboard.general.clearContents()
/// NSPasteboard.general.setString(code, forType: .string)
/// try host.tap("Copy")
/// host.pasteboard.string     // code
/// ```
///
/// ``general`` is the current host's pasteboard — the same one `UIPasteboard.general` and
/// ``ViewHost/pasteboard`` reach — so what a macOS view copies a test reads as an iOS
/// view's. As in AppKit, writing adds to what is there: a write follows
/// ``clearContents()`` (or ``declareTypes(_:owner:)``), and several types can be written
/// for one copy.
/// Invariant (`@unchecked Sendable`): `pasteboard` is a `let` of a thread-safe pasteboard.
public final class NSPasteboard: @unchecked Sendable {
    private let pasteboard: UIPasteboard

    private init(_ pasteboard: UIPasteboard) { self.pasteboard = pasteboard }

    /// The general pasteboard: the current host's, or outside any host a process-wide one.
    ///
    /// ```swift
    /// NSPasteboard.general.string(forType: .string)
    /// ```
    public static var general: NSPasteboard { NSPasteboard(HostSystem.current.pasteboard) }

    /// Empties the pasteboard, before a write; returns its change count.
    ///
    /// ```swift
    /// NSPasteboard.general.clearContents()
    /// ```
    @discardableResult
    public func clearContents() -> Int { pasteboard.clear() }

    /// Empties the pasteboard to hold `newTypes` (the older way to begin a write); returns
    /// its change count. The owner is not kept: the engine asks no owner for data later.
    ///
    /// ```swift
    /// NSPasteboard.general.declareTypes([.string], owner: nil)
    /// ```
    @discardableResult
    public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int { pasteboard.clear() }

    /// Writes `string` as `dataType`; returns whether it was written (always, headless).
    ///
    /// ```swift
    /// NSPasteboard.general.setString("Hello", forType: .string)
    /// ```
    @discardableResult
    public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        pasteboard.add(string, forPasteboardType: dataType.rawValue)
        return true
    }

    /// Writes `data` as `dataType`; returns whether it was written (always, headless).
    ///
    /// ```swift
    /// NSPasteboard.general.setData(png, forType: .png)
    /// ```
    @discardableResult
    public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
        guard let data else { return false }
        pasteboard.add(data, forPasteboardType: dataType.rawValue)
        return true
    }

    /// The first string of `dataType` on the pasteboard: a string's text for `.string`, a
    /// URL's for `.URL`.
    ///
    /// ```swift
    /// NSPasteboard.general.string(forType: .string)
    /// ```
    public func string(forType dataType: PasteboardType) -> String? {
        if dataType == .string { return pasteboard.string }
        return data(forType: dataType).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The first data of `dataType` on the pasteboard.
    ///
    /// ```swift
    /// NSPasteboard.general.data(forType: .png)
    /// ```
    public func data(forType dataType: PasteboardType) -> Data? {
        pasteboard.data(forPasteboardType: dataType.rawValue)
    }

    /// The types on the pasteboard, in order; `nil` when it is empty.
    public var types: [PasteboardType]? {
        let types = pasteboard.types
        return types.isEmpty ? nil : types.map(PasteboardType.init(rawValue:))
    }

    /// The number of times the contents changed.
    public var changeCount: Int { pasteboard.changeCount }

    /// A type of pasteboard data: a uniform type identifier.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        /// The uniform type identifier.
        public let rawValue: String
        /// A type of the given identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type of the given identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Plain text.
        public static let string = PasteboardType("public.utf8-plain-text")
        /// A URL.
        public static let URL = PasteboardType("public.url")
        /// A file URL.
        public static let fileURL = PasteboardType("public.file-url")
        /// PNG image data.
        public static let png = PasteboardType("public.png")
        /// TIFF image data.
        public static let tiff = PasteboardType("public.tiff")
        /// PDF data.
        public static let pdf = PasteboardType("com.adobe.pdf")
        /// HTML.
        public static let html = PasteboardType("public.html")
        /// Rich text.
        public static let rtf = PasteboardType("public.rtf")
        /// A color.
        public static let color = PasteboardType("com.apple.cocoa.pasteboard.color")
    }
}
#endif

import Foundation

extension NSAttributedString {
    /// Creates an attributed string from HTML, as WebKit's import does, and hands it to
    /// `completionHandler` later, when the host settles. Headless, the import reads the
    /// text and the links (UIKit's `NSAttributedString(data:options:documentAttributes:)`
    /// here): tags dropped, white space collapsed as a browser lays text out, each link's
    /// text carrying its URL (`.link`); no fonts or colours. The document attributes are
    /// empty.
    ///
    /// ```swift
    /// NSAttributedString.loadFromHTML(string: "<p>Hi <a href=\"https://swift.org\">Swift</a></p>") { text, _, _ in }
    /// ```
    public class func loadFromHTML(string: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                   completionHandler: @escaping @Sendable (NSAttributedString?, [NSAttributedString.DocumentAttributeKey: Any]?, (any Error)?) -> Void) {
        loadFromHTML(data: Data(string.utf8), options: options.merging([.characterEncoding: String.Encoding.utf8.rawValue]) { _, utf8 in utf8 },
                     completionHandler: completionHandler)
    }

    /// Creates an attributed string from HTML data in UTF-8 (or the encoding named by
    /// `.characterEncoding` in `options`), as ``loadFromHTML(string:options:completionHandler:)``;
    /// data that is not text in the encoding is an error.
    public class func loadFromHTML(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                   completionHandler: @escaping @Sendable (NSAttributedString?, [NSAttributedString.DocumentAttributeKey: Any]?, (any Error)?) -> Void) {
        let encoding = encodingValue(options)
        Task { @MainActor in
            do { completionHandler(try read(data, encoding: encoding), [:], nil) } catch { completionHandler(nil, nil, error) }
        }
    }

    /// The attributed string of `string`'s HTML and its document attributes (Swift's async
    /// name for ``loadFromHTML(string:options:completionHandler:)``).
    ///
    /// ```swift
    /// let (text, _) = try await NSAttributedString.fromHTML("<b>Milk</b> &amp; eggs")   // "Milk & eggs"
    /// ```
    public class func fromHTML(_ string: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        try await fromHTML(Data(string.utf8), options: options.merging([.characterEncoding: String.Encoding.utf8.rawValue]) { _, utf8 in utf8 })
    }

    /// The attributed string of HTML data, as the string's; a
    /// `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not text in the
    /// encoding.
    public class func fromHTML(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        (try read(data, encoding: encodingValue(options)), [:])
    }

    /// The HTML in `data`, read by UIKit's document reader in the encoding of raw value
    /// `encoding` (UTF-8 when nil).
    private static func read(_ data: Data, encoding: UInt?) throws -> NSAttributedString {
        var options: [NSAttributedString.DocumentReadingOptionKey: Any] = [.documentType: NSAttributedString.DocumentType.html]
        options[.characterEncoding] = encoding
        return try NSAttributedString(data: data, options: options, documentAttributes: nil)
    }

    /// The raw value of the encoding `options` name, if any.
    private static func encodingValue(_ options: [NSAttributedString.DocumentReadingOptionKey: Any]) -> UInt? {
        options[.characterEncoding] as? UInt ?? (options[.characterEncoding] as? NSNumber)?.uintValue
    }
}

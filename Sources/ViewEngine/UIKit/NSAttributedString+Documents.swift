import Foundation

// UIKit's document reading for attributed strings (UIFoundation on Apple's platforms):
// `NSAttributedString(data:options:documentAttributes:)` with its option and attribute keys
// and document types. Headless, HTML is read as its text and links (`HTMLText`) and plain
// text as it is; RTF, which needs Apple's text system, is refused with a clear error.

extension NSAttributedString {
    /// The kind of document an attributed string is read from.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format (not read here).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// RTF with attachments (not read here).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// An option of reading a document.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type, a ``DocumentType``.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text's encoding, a `String.Encoding` raw value (UTF-8 when absent).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes for the whole string (kept, not applied, headless).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// An attribute of a document read.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The text's encoding.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// An attributed string read from `data`: HTML as its text and links (`.link` on each
    /// link's text), plain text as it is. The type comes from `.documentType`, or from the
    /// data (HTML when it holds a tag); the encoding from `.characterEncoding` (UTF-8 when
    /// absent).
    ///
    /// ```swift
    /// let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
    ///                                   documentAttributes: nil)
    /// ```
    ///
    /// Throws `CocoaError(.fileReadInapplicableStringEncoding)` for data that is not text in
    /// the encoding, and `CocoaError(.featureUnsupported)` for RTF and RTFD.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encodingValue = options[.characterEncoding] as? UInt ?? (options[.characterEncoding] as? NSNumber)?.uintValue
        let encoding = encodingValue.map { String.Encoding(rawValue: $0) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [
                NSLocalizedDescriptionKey: "The document is not text in the encoding \(encoding).",
            ])
        }
        let type = options[.documentType] as? DocumentType ?? (text.contains("<") && text.contains(">") ? .html : .plain)
        switch type {
        case .html:
            let read = HTMLText(html: text)
            let string = NSMutableAttributedString(string: read.text)
            for link in read.links { string.addAttribute(.link, value: link.url, range: link.range) }
            self.init(attributedString: string)
        case .plain:
            self.init(string: text)
        default:
            throw CocoaError(.featureUnsupported, userInfo: [
                NSLocalizedDescriptionKey: "\(type.rawValue) documents are not read here: the engine reads .html and .plain.",
            ])
        }
        dict?.pointee = [DocumentAttributeKey.documentType.rawValue: type.rawValue,
                         DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue] as NSDictionary
    }
}

import Foundation

extension AttributedString {
    /// An attributed string of `nsStr`'s text, as Foundation converts a reference-type
    /// attributed string on Apple's platforms; Foundation on Linux has no such initializer.
    /// The attributes Foundation's scope has carry over: `.link` (a `URL`, or a string that
    /// is one). Others, which only a framework's scope reads (UIKit's fonts and colours),
    /// are not kept.
    ///
    /// ```swift
    /// let (html, _) = try await NSAttributedString.fromHTML(description)
    /// Text(AttributedString(html))
    /// ```
    public init(_ nsStr: NSAttributedString) {
        self.init(nsStr.string)
        let whole = NSRange(location: 0, length: (nsStr.string as NSString).length)
        nsStr.enumerateAttribute(.link, in: whole, options: []) { value, range, _ in
            let text = nsStr.string
            guard let value, let swiftRange = Range(range, in: text),
                  let url = value as? URL ?? (value as? String).flatMap(URL.init(string:)) else { return }
            let lower = index(startIndex, offsetByCharacters: text.distance(from: text.startIndex, to: swiftRange.lowerBound))
            let upper = index(lower, offsetByCharacters: text.distance(from: swiftRange.lowerBound, to: swiftRange.upperBound))
            self[lower..<upper].link = url
        }
    }
}

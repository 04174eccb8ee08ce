import Foundation

/// An error WebKit reports, in the `WKErrorDomain` domain: a script that cannot run, a
/// content rule list that does not compile.
///
/// ```swift
/// webView.evaluateJavaScript("document.title") { _, error in
///     (error as? WKError)?.code == .javaScriptExceptionOccurred   // headless: no JavaScript engine
/// }
/// ```
public struct WKError: Error, CustomNSError, LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of WebKit errors.
    public enum Code: Int, Sendable {
        /// An unknown error occurred.
        case unknown = 1
        /// The web content process was terminated.
        case webContentProcessTerminated = 2
        /// The web view was invalidated.
        case webViewInvalidated = 3
        /// A JavaScript exception occurred (headless: there is no JavaScript engine).
        case javaScriptExceptionOccurred = 4
        /// A script returned a result of a type the app cannot receive.
        case javaScriptResultTypeIsUnsupported = 5
        /// A content rule list did not compile.
        case contentRuleListStoreCompileFailed = 6
        /// A content rule list was not found.
        case contentRuleListStoreLookUpFailed = 7
        /// A content rule list could not be removed.
        case contentRuleListStoreRemoveFailed = 8
        /// A stored content rule list was compiled by another version.
        case contentRuleListStoreVersionMismatch = 9
    }

    /// The error domain: `WKErrorDomain`.
    public static let errorDomain = "WKErrorDomain"
    /// The `userInfo` key of a JavaScript exception's message.
    public static let javaScriptExceptionMessageKey = "WKJavaScriptExceptionMessage"

    /// The kind of error.
    public let code: Code
    /// A JavaScript exception's message, if any.
    public let exceptionMessage: String?

    /// An error of kind `code`, with a JavaScript exception's message.
    public init(_ code: Code, exceptionMessage: String? = nil) {
        self.code = code
        self.exceptionMessage = exceptionMessage
    }

    /// The code as a number, as `NSError` has it.
    public var errorCode: Int { code.rawValue }

    /// WebKit's description of the kind of error and, if any, the exception's message.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let exceptionMessage { info[Self.javaScriptExceptionMessageKey] = exceptionMessage }
        return info
    }

    /// WebKit's description of the kind of error: `A JavaScript exception occurred`.
    public var description: String {
        switch code {
        case .unknown: "An unknown error occurred"
        case .webContentProcessTerminated: "The Web Content process was terminated"
        case .webViewInvalidated: "The WKWebView was invalidated"
        case .javaScriptExceptionOccurred: "A JavaScript exception occurred"
        case .javaScriptResultTypeIsUnsupported: "JavaScript execution returned a result of an unsupported type"
        case .contentRuleListStoreCompileFailed: "Compiling a WKContentRuleList failed"
        case .contentRuleListStoreLookUpFailed: "Looking up a WKContentRuleList failed"
        case .contentRuleListStoreRemoveFailed: "Removing a WKContentRuleList failed"
        case .contentRuleListStoreVersionMismatch: "Looking up a WKContentRuleList found a binary that is incompatible"
        }
    }

    /// The description, as `localizedDescription` shows it.
    public var errorDescription: String? { description }
}

import Foundation

/// A script that the web view injects into a webpage: kept, not run, headless.
@MainActor
public final class WKUserScript: NSObject {
    /// The script's source code.
    public let source: String
    /// When the script is injected.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether it is injected into the main frame only.
    public let isForMainFrameOnly: Bool

    /// A script with `source`, injected at `injectionTime` into the main frame or every frame.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}

/// The times at which a script is injected into a page.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// After the document element is created, before any other content loads.
    case atDocumentStart = 0
    /// After the document finishes loading, before its subresources finish.
    case atDocumentEnd = 1
}

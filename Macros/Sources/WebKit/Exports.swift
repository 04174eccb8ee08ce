// A file that shows web content imports WebKit (and SwiftUI); as on iOS, WebKit brings
// UIKit's names (WKWebView is a UIView, which the engine declares) and Foundation's (URL,
// URLRequest).
@_exported import Foundation
@_exported import ViewEngine

// A file that shows a page in Safari's view controller imports SafariServices (and
// SwiftUI); as on iOS, SafariServices brings UIKit's names (SFSafariViewController is a
// UIViewController, which the engine declares) and Foundation's (URL).
@_exported import Foundation
@_exported import ViewEngine

// Security's Keychain code reads and writes Foundation's Data, and a Keychain wrapper's
// views are SwiftUI views (the driver, `host.keychain`, extends ViewHost).
@_exported import Foundation

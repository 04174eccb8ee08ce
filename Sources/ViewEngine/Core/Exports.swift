// SwiftUI re-exports Foundation, so a view file that says `import SwiftUI` uses `URL`,
// `Date`, `UUID`, `TimeInterval` and `CGFloat` without importing Foundation; with
// `import ViewEngine` in its place the same file compiles.
@_exported import Foundation

// `import SwiftUI` where the platform has none: the engine with its macros, and what
// Apple's SwiftUI brings with it on iOS — UIKit's and Core Graphics' names (the engine's
// `UIKit` and `CoreGraphics` modules), Combine, Observation, Foundation and, where Linux
// keeps `URLSession`, FoundationNetworking (the last four through `ViewEngine`). A file of
// an app's target, or of any package it depends on, that says `import SwiftUI` compiles
// with a dependency on this package's `SwiftUI` product and no compiler flag. SwiftData is
// not re-exported, as Apple's SwiftUI does not re-export it: a file that uses it imports
// it. (Where the platform has SwiftUI, this module builds as `EngineSwiftUI` and exports
// nothing, so that `import SwiftUI` is Apple's.) `SwiftUIModuleTests` checks what a file
// that imports only this module sees.
//
// iOS 17's `onChange(of:initial:_:)` too, both closure forms, as `import SwiftUI` gives it
// there: the engine declares it only with its NativeOnChange trait, so without that trait
// this module re-exports the root package's `OnChangeCompat`, the backport (the
// compatibility check imports the same module into every file). With this package's
// NativeOnChange trait, which turns the engine's on, the engine's own is the one, and
// `OnChangeCompat` (then deprecated) is not re-exported.
#if !canImport(Darwin)
@_exported import ViewEngineMacros
@_exported import UIKit
@_exported import CoreGraphics
#if !NativeOnChange
@_exported import OnChangeCompat
#endif
// SwiftUI's own names for Core Data — `@FetchRequest`, `FetchedResults` and the environment's
// `managedObjectContext` — which this package declares in its `CoreData` module (they need
// its types). Only these are re-exported: as with Apple's SwiftUI, a file that names
// `NSManagedObject` or `NSPredicate` imports CoreData.
@_exported import struct CoreData.FetchRequest
@_exported import struct CoreData.FetchedResults
#endif

// A widget file imports WidgetKit (and SwiftUI); its entries are dated with Foundation's
// Date and its views are SwiftUI views, so both come with it.
@_exported import Foundation
@_exported import ViewEngine
// A widget configured by an app intent names AppIntents' types too (its provider's
// `Intent`, `@Parameter`), as Apple's WidgetKit makes them visible. (Where the platform has
// AppIntents, this package's builds as `EngineAppIntents`.)
#if canImport(Darwin)
@_exported import EngineAppIntents
#else
@_exported import AppIntents
#endif

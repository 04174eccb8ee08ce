// What `import ViewEngine` brings, as `import SwiftUI` does: Foundation (so a view file
// uses `URL`, `Date`, `UUID`, `TimeInterval` and `CGFloat` without importing it), the
// publishers of our `Combine` (Just, PassthroughSubject, Timer.publish, ObservableObject,
// Published) and the host's virtual time (VirtualClock, and Task.sleep on it inside the
// engine's tasks).
// The engine itself: its user-facing names are re-exported in CoreExports.swift; its
// internals are `package`.
import ViewEngineCore
@_exported import Foundation
#if canImport(Darwin)
@_exported import EngineCombine
#else
@_exported import Combine
#endif
@_exported import VirtualTime
// SwiftUI re-exports Observation: a file that imports only SwiftUI declares `@Observable`
// models and reads them with `@Environment(Model.self)`.
@_exported import Observation
// On Linux `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking,
// not Foundation: a view file that loads data imports only SwiftUI on iOS.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// On Linux `XMLParser`, its delegate and `XMLDocument` live in FoundationXML, not Foundation:
// a file that reads a feed or an OPML list imports only Foundation (or SwiftUI) on iOS.
#if canImport(FoundationXML)
@_exported import FoundationXML
#endif

// What `import ViewEngine` brings, as `import SwiftUI` does: the publishers of our
// `Combine` (Just, PassthroughSubject, Timer.publish, ObservableObject, Published) and the
// host's virtual time (VirtualClock, and Task.sleep on it inside the engine's tasks).
#if canImport(Darwin)
@_exported import EngineCombine
#else
@_exported import Combine
#endif
@_exported import VirtualTime

// What the engine's core builds on: Foundation, the host's virtual time, Observation (body
// reads tracked per property) and our `Combine` (a view follows an `ObservableObject`'s
// `objectWillChange`). `ViewEngine` re-exports all of them and this module.
@_exported import Foundation
#if canImport(Darwin)
@_exported import EngineCombine
#else
@_exported import Combine
#endif
@_exported import VirtualTime
@_exported import Observation

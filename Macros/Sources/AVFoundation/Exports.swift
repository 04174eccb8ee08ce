// AVFoundation re-exports Core Media (CMTime) as Apple's does, and Foundation (URL, Data,
// NotificationCenter); a player's views are SwiftUI views (the driver, `host.media`,
// extends ViewHost).
@_exported import Foundation
#if canImport(Darwin)
@_exported import EngineCoreMedia
#else
@_exported import CoreMedia
#endif

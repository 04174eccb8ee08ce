// AVKit re-exports AVFoundation (AVPlayer, CMTime) as Apple's does: a view file that shows
// a `VideoPlayer` imports only SwiftUI and AVKit.
#if canImport(Darwin)
@_exported import EngineAVFoundation
#else
@_exported import AVFoundation
#endif

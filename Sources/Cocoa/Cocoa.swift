// `import Cocoa` where the platform has no Cocoa: the umbrella of a Mac app's files,
// AppKit with Foundation (`AppKit`'s names, which `ViewEngine` declares). Where the
// platform has Cocoa, this module builds as `EngineCocoa` and declares nothing.
#if !canImport(Darwin)
@_exported import AppKit
#endif

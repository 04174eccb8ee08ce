// What a UI-test file that says only `import XCTest` sees beside XCUITest's names:
// Core Graphics' `CGVector`, which XCUITest's coordinates take, as Apple's XCTest brings
// Core Graphics (Foundation's geometry comes with XCTest); and the test discovery's entry
// for main-actor test methods (XCUITestDiscovery), which Apple's XCTest needs no help with.
#if !canImport(Darwin)
@_exported import struct ViewEngine.CGVector
@_exported import XCUITestDiscovery
#endif

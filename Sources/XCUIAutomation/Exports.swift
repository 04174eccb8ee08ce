// What a UI-test file that says only `import XCTest` sees beside XCUITest's names:
// Core Graphics' `CGVector`, which XCUITest's coordinates take, as Apple's XCTest brings
// Core Graphics (Foundation's geometry comes with XCTest); and the test discovery's entry
// for main-actor test methods (XCUITestDiscovery), which Apple's XCTest needs no help with.
// And for the one file a UI-test target adds, the app type that launches an app UIKit
// starts (`UIApplicationDelegateApp<AppDelegate, SceneDelegate>`).
#if !canImport(Darwin)
@_exported import struct ViewEngine.CGVector
@_exported import struct ViewEngine.UIApplicationDelegateApp
@_exported import class ViewEngine.NoDeclaredSceneDelegate
@_exported import XCUITestDiscovery
#endif

// `import UIKit` where the platform has no UIKit: the UIKit names SwiftUI code uses, which
// `ViewEngine` declares (so that `import SwiftUI` brings them, as on iOS), re-exported one
// by one with Foundation, as UIKit brings it. A file that imports both sees each name once:
// the same declaration. (Where the platform has UIKit, this module builds as
// `EngineUIKit` and declares nothing.) `UIKitModuleTests` checks this list against the
// UIKit names `ViewEngine` declares.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
@_exported import Foundation
@_exported import class ViewEngine.UIApplication
@_exported import class ViewEngine.UIColor
@_exported import class ViewEngine.UIDevice
@_exported import class ViewEngine.UIEvent
@_exported import class ViewEngine.UIFeedbackGenerator
@_exported import class ViewEngine.UIFont
@_exported import class ViewEngine.UIImage
@_exported import class ViewEngine.UIImpactFeedbackGenerator
@_exported import class ViewEngine.UINotificationFeedbackGenerator
@_exported import class ViewEngine.UIPasteboard
@_exported import class ViewEngine.UIOpenURLContext
@_exported import class ViewEngine.UIResponder
@_exported import class ViewEngine.UIScene
@_exported import class ViewEngine.UISceneConfiguration
@_exported import class ViewEngine.UISceneSession
@_exported import class ViewEngine.UIScreen
@_exported import class ViewEngine.UISelectionFeedbackGenerator
@_exported import class ViewEngine.UIWindowScene
@_exported import enum ViewEngine.UIDeviceOrientation
@_exported import enum ViewEngine.UIKeyboardType
@_exported import enum ViewEngine.UITextAutocapitalizationType
@_exported import enum ViewEngine.UIUserInterfaceIdiom
@_exported import protocol ViewEngine.UIApplicationDelegate
@_exported import protocol ViewEngine.UISceneDelegate
@_exported import protocol ViewEngine.UIWindowSceneDelegate
@_exported import struct ViewEngine.UITextContentType
#if !canImport(ObjectiveC)
@_exported import struct ViewEngine.Selector
#endif
#endif

// `import UIKit` where the platform has no UIKit: the UIKit names SwiftUI code uses, which
// `ViewEngine` declares (so that `import SwiftUI` brings them, as on iOS), re-exported one
// by one with Foundation, as UIKit brings it. A file that imports both sees each name once:
// the same declaration. (Where the platform has UIKit, this module builds as
// `EngineUIKit` and declares nothing.) `UIKitModuleTests` checks this list against the
// UIKit names `ViewEngine` declares. UIKit brings Core Graphics (a path's `cgPath` is a `CGPath`) and
// UserNotifications too: an iOS file that
// imports only SwiftUI or UIKit schedules with `UNUserNotificationCenter`.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
@_exported import Foundation
#if !canImport(Darwin)
@_exported import CoreGraphics
@_exported import UserNotifications
#endif
@_exported import class ViewEngine.UIActivity
@_exported import class ViewEngine.UIActivityIndicatorView
@_exported import class ViewEngine.UIActivityViewController
@_exported import class ViewEngine.UIAlertAction
@_exported import class ViewEngine.UIAlertController
@_exported import class ViewEngine.UIApplication
@_exported import class ViewEngine.UIApplicationShortcutIcon
@_exported import class ViewEngine.UIApplicationShortcutItem
@_exported import class ViewEngine.UIMutableApplicationShortcutItem
@_exported import struct ViewEngine.UIApplicationDelegateApp
@_exported import class ViewEngine.UIBarAppearance
@_exported import class ViewEngine.UIBarButtonItem
@_exported import class ViewEngine.UIBarItem
@_exported import class ViewEngine.UIColor
@_exported import class ViewEngine.UIControl
@_exported import class ViewEngine.UIDevice
@_exported import class ViewEngine.UIEvent
@_exported import class ViewEngine.UIFeedbackGenerator
@_exported import class ViewEngine.UIFont
@_exported import class ViewEngine.UIGestureRecognizer
@_exported import class ViewEngine.UIGraphicsImageRenderer
@_exported import class ViewEngine.UIGraphicsImageRendererContext
@_exported import class ViewEngine.UIGraphicsImageRendererFormat
@_exported import class ViewEngine.UIImage
@_exported import class ViewEngine.UIImagePickerController
@_exported import class ViewEngine.UIImpactFeedbackGenerator
@_exported import class ViewEngine.UINavigationBar
@_exported import class ViewEngine.UINavigationBarAppearance
@_exported import class ViewEngine.UINavigationController
@_exported import class ViewEngine.UINotificationFeedbackGenerator
@_exported import class ViewEngine.UIOpenURLContext
@_exported import class ViewEngine.UIPasteboard
@_exported import class ViewEngine.UITextChecker
@_exported import class ViewEngine.UIResponder
@_exported import class ViewEngine.UIScene
@_exported import class ViewEngine.UISceneConfiguration
@_exported import class ViewEngine.UISceneSession
@_exported import class ViewEngine.UIScreen
@_exported import class ViewEngine.UIScrollView
@_exported import class ViewEngine.UISearchBar
@_exported import class ViewEngine.UISegmentedControl
@_exported import class ViewEngine.UISelectionFeedbackGenerator
@_exported import class ViewEngine.UISwipeGestureRecognizer
@_exported import class ViewEngine.UITabBar
@_exported import class ViewEngine.UITabBarAppearance
@_exported import class ViewEngine.UITabBarController
@_exported import class ViewEngine.UITableView
@_exported import class ViewEngine.UITableViewCell
@_exported import class ViewEngine.UITextField
@_exported import class ViewEngine.UITextView
@_exported import class ViewEngine.UITraitCollection
@_exported import class ViewEngine.UIView
@_exported import class ViewEngine.UIViewController
@_exported import class ViewEngine.UIWindow
@_exported import class ViewEngine.UIWindowScene
@_exported import enum ViewEngine.NSTextAlignment
@_exported import enum ViewEngine.UIAccessibility
@_exported import enum ViewEngine.UIBackgroundFetchResult
@_exported import enum ViewEngine.UIDeviceOrientation
@_exported import enum ViewEngine.UIKeyboardType
@_exported import enum ViewEngine.UITextAutocapitalizationType
@_exported import enum ViewEngine.UIUserInterfaceIdiom
@_exported import enum ViewEngine.UIUserInterfaceSizeClass
@_exported import enum ViewEngine.UIUserInterfaceStyle
@_exported import func ViewEngine.UIGraphicsBeginImageContextWithOptions
@_exported import func ViewEngine.UIGraphicsEndImageContext
@_exported import func ViewEngine.UIGraphicsGetCurrentContext
@_exported import func ViewEngine.UIGraphicsGetImageFromCurrentImageContext
@_exported import func ViewEngine.UIImageWriteToSavedPhotosAlbum
@_exported import protocol ViewEngine.UIActivityItemSource
@_exported import protocol ViewEngine.UIAppearance
@_exported import protocol ViewEngine.UIAppearanceContainer
@_exported import protocol ViewEngine.UIApplicationDelegate
@_exported import protocol ViewEngine.UIImagePickerControllerDelegate
@_exported import protocol ViewEngine.UINavigationControllerDelegate
@_exported import protocol ViewEngine.UISceneDelegate
@_exported import protocol ViewEngine.UISearchBarDelegate
@_exported import protocol ViewEngine.UITextViewDelegate
@_exported import protocol ViewEngine.UIWindowSceneDelegate
@_exported import struct ViewEngine.UITextContentType
#if !canImport(ObjectiveC)
@_exported import struct ViewEngine.Selector
#endif
#if !canImport(Darwin)
@_exported import class ViewEngine.CALayer
@_exported import class ViewEngine.UIBezierPath
@_exported import struct ViewEngine.UIRectCorner
#endif
#endif

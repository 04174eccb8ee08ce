// The device the app runs on, as XCUITest drives it: its home button sends the app to the
// background; its appearance is the color scheme apps draw in.

import Foundation
import ViewEngine
@_spi(XCUIAutomation) import XCUITestDiscovery

/// The device: its hardware buttons and its appearance.
///
/// ```swift
/// XCUIDevice.shared.press(.home)     // the app's scenePhase is .background
/// app.activate()                     // and .active again
/// ```
public final class XCUIDevice: Sendable {
    /// The device.
    public static let shared = XCUIDevice()

    private init() {}

    /// A hardware button.
    public enum Button: Int, Sendable {
        /// The home button (the home gesture).
        case home = 1
    }

    /// An interface style of the device.
    public enum Appearance: Int, Sendable {
        /// None set: apps draw in their default, light.
        case unspecified = 0
        /// The light appearance.
        case light = 1
        /// The dark appearance.
        case dark = 2
    }

    /// The interface style of the device: the color scheme of the app that runs (its
    /// `@Environment(\.colorScheme)` changes at once) and of the apps launched after.
    ///
    /// ```swift
    /// XCUIDevice.shared.appearance = .dark
    /// app.launch()                        // the app draws in the dark appearance
    /// ```
    ///
    /// A test of a class whose `runsForEachTargetApplicationUIConfiguration` is `true`
    /// runs in each appearance in turn, this property set to it (`XCUITestCase`).
    public var appearance: Appearance {
        get { MainThread.run(Appearance.unspecified) { Appearance(rawValue: DeviceAppearance.value) ?? .unspecified } }
        set {
            MainThread.run(file: #filePath, line: #line) {
                DeviceAppearance.value = newValue.rawValue
                AppSession.latest?.applyDeviceAppearance()
            }
        }
    }

    /// Presses `button`: the home button sends the app launched last to the background.
    public func press(_ button: Button) {
        MainThread.run(file: #filePath, line: #line) {
            switch button {
            case .home: AppSession.latest?.sendToBackground()
            }
        }
    }
}

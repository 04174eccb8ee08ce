// The device the app runs on, as XCUITest drives it: its home button sends the app to the
// background.

import Foundation
import ViewEngine

/// The device: its hardware buttons.
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

    /// Presses `button`: the home button sends the app launched last to the background.
    public func press(_ button: Button) {
        MainThread.run(file: #filePath, line: #line) {
            switch button {
            case .home: AppSession.latest?.sendToBackground()
            }
        }
    }
}

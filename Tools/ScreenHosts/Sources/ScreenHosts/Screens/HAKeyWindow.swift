import ViewEngine

/// home-assistant's key window: the app makes its windows with its primary colour as their
/// tint (`UIWindow(haScene:)` sets `tintColor` to `haPrimary`, #00AEF8), and the tests that
/// draw in the key window inherit it — their `Color.accentColor` and controls are that blue.
/// The engine's host has one window, whose tint is the windows' appearance proxy's.
let haKeyWindowTint = TestSetUp {
    UIWindow.appearance().tintColor = UIColor(red: 0, green: 0xAE / 255, blue: 0xF8 / 255, alpha: 1)
} undo: {
    UIWindow.appearance().tintColor = nil
}

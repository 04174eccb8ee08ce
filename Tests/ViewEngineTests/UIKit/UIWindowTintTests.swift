import Testing
import ViewEngine
import TestSupport

/// A window's tint is its views' accent color (Rules R22): UIKit's `tintColor` is "the
/// first nondefault tint color value in the view's hierarchy, ascending from and starting
/// with the view itself", and a SwiftUI view hosted in the window takes it as
/// `Color.accentColor` and as its controls' tint where the app names no other. Measured on
/// iOS 18, issue 85: home-assistant's list picker (drawn in the app's key window, whose
/// `tintColor` the app sets to its primary #00AEF8) draws its `Color.accentColor`
/// checkmark #00AEF8, where the engine drew the system blue.
@MainActor
@Suite("UIKit: the windows' tint is the accent color", .serialized)
struct UIWindowTintTests {
    private let primary = UIColor(red: 0, green: 0xAE / 255, blue: 0xF8 / 255, alpha: 1)

    /// The picture of a checkmark in the accent color and a borderless button.
    private func picture() -> String {
        ViewHost(testing: VStack {
            Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
            Button("Clear") {}
        }).snapshot()
    }

    @Test func theAccentColorAndTheControlsFollowTheWindowsTint() {
        UIWindow.appearance().tintColor = primary
        defer { UIWindow.appearance().tintColor = nil }
        let svg = picture()
        #expect(svg.contains(##"stroke="#00AEF8""##), "\(svg)")
        #expect(svg.contains(##"fill="#00AEF8" textLength"##), "\(svg)")
        #expect(!svg.contains("#007AFF"), "\(svg)")
    }

    @Test func aViewsOwnTintStillWins() {
        UIWindow.appearance().tintColor = primary
        defer { UIWindow.appearance().tintColor = nil }
        let svg = ViewHost(testing: Button("Clear") {}.tint(.red)).snapshot()
        #expect(svg.contains(##"fill="#FF3B30""##) && !svg.contains("#00AEF8"), "\(svg)")
    }

    @Test func withoutOneTheAccentColorIsBlue() {
        let svg = picture()
        #expect(svg.contains(##"stroke="#007AFF""##) && !svg.contains("#00AEF8"), "\(svg)")
    }
}

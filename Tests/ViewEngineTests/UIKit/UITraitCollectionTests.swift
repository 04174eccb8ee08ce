import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `UITraitCollection` is the current host's: the style follows the host's color scheme,
/// as on iOS a window's traits and SwiftUI's `colorScheme` are the same setting.
@MainActor
@Suite("Host: UITraitCollection follows the host's color scheme")
struct UITraitCollectionTests {
    struct Reader: View {
        let log: Log
        var body: some View {
            Button("Read") {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                let style = scene?.traitCollection.userInterfaceStyle
                log("scene \(style == .dark ? "dark" : style == .light ? "light" : "unspecified") current \(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")")
            }
        }
    }

    // userInterfaceStyle: "The style associated with the user interface of the app."
    @Test func theStyleIsTheHostsColorScheme() throws {
        let log = Log()
        let host = TestHost(Reader(log: log))
        host.tap("Read")
        host.colorScheme = .dark
        host.tap("Read")
        #expect(log.lines == ["scene light current light", "scene dark current dark"])
    }
}

import Foundation
import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// Home Screen quick actions as apps read and list them: an item keeps what it is made
/// with, a mutable one what the app changes, the icon types have UIKit's raw values, and
/// a headless launch has no quick action.
@MainActor
@Suite("Surface: a Home Screen quick action keeps its values")
struct QuickActionsSurfaceTests {
    // UIApplicationShortcutItem, type: "A required, app-specific string that you employ to
    // identify the type of quick action to perform." init(type:localizedTitle:) makes an
    // item with no subtitle, icon or user info.
    @Test func anItemKeepsItsTypeTitleAndIcon() {
        let plain = UIApplicationShortcutItem(type: "NewMaintenance", localizedTitle: "New Maintenance")
        #expect(plain.type == "NewMaintenance")
        #expect(plain.localizedTitle == "New Maintenance")
        #expect(plain.localizedSubtitle == nil)
        #expect(plain.icon == nil)
        #expect(plain.userInfo == nil)

        let search = UIApplicationShortcutItem(type: "Search", localizedTitle: "Search", localizedSubtitle: "Everything",
                                               icon: UIApplicationShortcutIcon(type: .search),
                                               userInfo: ["scope": NSString(string: "all")])
        #expect(search.localizedSubtitle == "Everything")
        #expect(search.icon?.source == .system(.search))
        #expect((search.userInfo?["scope"] as? NSString) == NSString(string: "all"))
        #expect(UIApplicationShortcutIcon(systemImageName: "car").source == .symbol("car"))
        #expect(UIApplicationShortcutIcon(templateImageName: "Selfie").source == .template("Selfie"))
    }

    // UIMutableApplicationShortcutItem: "A mutable representation of a Home Screen quick
    // action."
    @Test func aMutableItemTakesNewValues() {
        let item = UIMutableApplicationShortcutItem(type: "Recent", localizedTitle: "Recent")
        item.localizedSubtitle = "Oil change"
        item.type = "Recent.1"
        item.icon = UIApplicationShortcutIcon(type: .taskCompleted)
        #expect(item.type == "Recent.1")
        #expect(item.localizedSubtitle == "Oil change")
        #expect(item.icon?.source == .system(.taskCompleted))
    }

    // UIApplicationShortcutIcon.IconType: compose is the first constant and update the last
    // of the 29, in the order UIKit declares them (iOS 9.0's seven, then iOS 9.1's).
    @Test func iconTypesHaveUIKitsRawValues() {
        #expect(UIApplicationShortcutIcon.IconType.compose.rawValue == 0)
        #expect(UIApplicationShortcutIcon.IconType.share.rawValue == 6)
        #expect(UIApplicationShortcutIcon.IconType.markLocation.rawValue == 10)
        #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
        #expect(UIApplicationShortcutIcon.IconType.allCases.count == 29)
    }

    // UIScene.ConnectionOptions.shortcutItem: "The quick action item that the user
    // selected" when the app launched from one; a host launches from no quick action.
    // UIApplication.shortcutItems: "The Home Screen dynamic quick actions for your app".
    @Test func aHostLaunchesWithNoQuickActionAndKeepsTheAppsList() throws {
        #expect(UIScene.ConnectionOptions().shortcutItem == nil)
        var application: UIApplication?
        let host = TestHost(Probe { application = UIApplication.shared })
        let app = try #require(application)
        #expect(app.shortcutItems == nil)
        app.shortcutItems = [UIApplicationShortcutItem(type: "AddVehicle", localizedTitle: "Add Vehicle")]
        #expect(app.shortcutItems?.map(\.type) == ["AddVehicle"])
        _ = host
    }

    /// Reads the app object while the host evaluates its body.
    struct Probe: View {
        let read: () -> Void
        var body: some View {
            let _ = read()
            Text("Garage")
        }
    }
}

import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Appearance proxies as apps set them in their `App`'s `init()`: kept per class and read
/// back. They are the process's, as UIKit's: each test that sets one puts it back before it
/// returns (the navigation bar's are drawn: NavigationBarBackgroundTests).
@MainActor
@Suite("UIKit: appearance proxies keep what an app sets")
struct UIAppearanceTests {
    struct Styled: View {
        let log: Log
        init(log: Log) {
            self.log = log
            UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().tintColor = .systemOrange
            UITabBar.appearance().unselectedItemTintColor = .systemGray
            UITableView.appearance().separatorStyle = .none
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        }
        var body: some View {
            Button("Read") {
                let bar = UINavigationBar.appearance()
                let color = bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor
                log("bar tint \(bar.tintColor?.description ?? "nil") large title \(color?.description ?? "nil")")
                log("tab \(UITabBar.appearance().unselectedItemTintColor?.description ?? "nil") separators \(UITableView.appearance().separatorStyle == .none ? "none" : "line")")
                let selected = UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor
                log("segment selected \(selected?.description ?? "nil") normal \(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil ? "unset" : "set")")
            }
        }
    }

    // appearance(): "Returns the appearance proxy for the receiver." Set in a view's
    // initializer before its host exists (as an App's init() runs), read back in the
    // host's action.
    @Test func theProxiesKeepWhatWasSet() throws {
        defer {
            UINavigationBar.appearance().largeTitleTextAttributes = nil
            UINavigationBar.appearance().tintColor = nil
            UITabBar.appearance().unselectedItemTintColor = nil
            UITableView.appearance().separatorStyle = .singleLine
            UISegmentedControl.appearance().setTitleTextAttributes(nil, for: .selected)
        }
        let log = Log()
        let host = TestHost(Styled(log: log))
        host.tap("Read")
        #expect(log.lines == [
            "bar tint systemOrange large title white",
            "tab systemGray separators none",
            "segment selected white normal unset",
        ])
    }

    // One proxy per class: a subclass's is its own, and a container's is apart.
    @Test func eachClassHasItsOwnProxy() {
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UIView.appearance() !== UINavigationBar.appearance())
        #expect(UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) !== UIView.appearance())
        #expect(UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
                === UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self]))
    }

    // configureWithOpaqueBackground(): "Configures the bar appearance object with a set of
    // opaque colors that are appropriate for the current theme."
    @Test func barAppearancesConfigureTheirBackground() {
        defer { UINavigationBar.appearance().scrollEdgeAppearance = nil }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundConfiguration == .opaqueBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        #expect(UINavigationBar.appearance().scrollEdgeAppearance === appearance)
    }

    // UIBarItem setTitleTextAttributes(_:for:): "Sets the title’s text attributes for a given
    // control state." — as an app's setup sets them on UIBarButtonItem's proxy, read back
    // per state; a proxy inside a container is its own.
    @Test func barButtonItemsKeepTitleAttributesPerState() throws {
        defer { UIBarButtonItem.appearance().setTitleTextAttributes(nil, for: .normal) }
        UIBarButtonItem.appearance().setTitleTextAttributes([
            NSAttributedString.Key.foregroundColor: UIColor(named: "steam_gold")!,
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 16)], for: .normal)
        let normal = try #require(UIBarButtonItem.appearance().titleTextAttributes(for: .normal))
        #expect(normal[.foregroundColor] as? UIColor == UIColor(named: "steam_gold"))
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .selected) == nil)
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
        #expect(UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) !== UIBarButtonItem.appearance())
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(done.title == "Done" && done.style == .done && done.isEnabled)
    }
}

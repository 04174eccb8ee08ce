import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A UIKit alert as an app's helper presents it from the topmost controller, and the
/// user's tap on one of its buttons.
@MainActor
@Suite("UIKit: UIAlertController keeps its actions in order and runs the one tapped")
struct UIAlertControllerTests {
    // addAction(_:): "the order in which you add those actions determines their order in the
    // resulting alert or action sheet." UIAlertAction's handler is "A block to execute when
    // the user selects the action."
    @Test func actionsKeepTheirOrderAndTheTappedOneRuns() {
        var ran: [String] = []
        let alert = UIAlertController(title: "Delete note?", message: "It cannot be undone", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { ran.append("delete \($0.title ?? "")") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
        alert.addAction(UIAlertAction(title: "Later", style: .cancel))
        #expect(alert.title == "Delete note?" && alert.message == "It cannot be undone" && alert.preferredStyle == .alert)
        // A second cancel action is not added (UIKit stops the app on it).
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        alert.actions[0].isEnabled = false
        #expect(alert.tapAction(titled: "Delete") == false)
        #expect(alert.tapAction(titled: "Cancel"))
        #expect(alert.tapAction(titled: "Missing") == false)
        #expect(ran == ["cancel"])
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = alert.actions[1]
        #expect(alert.preferredAction === alert.actions[1])
    }

    // addTextField(configurationHandler:): "You can add a text field only if the
    // preferredStyle property is set to UIAlertController.Style.alert."
    @Test func onlyAnAlertHasTextFields() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField()
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField { $0.placeholder = "Ignored" }
        #expect(sheet.textFields == nil)
    }

    struct Screen: View {
        let log: Log
        var body: some View {
            Button("Fail") {
                let window = UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }.first?.windows.first(where: \.isKeyWindow)
                guard let root = window?.rootViewController else { return }
                let alert = UIAlertController(title: "Offline", message: "No connection", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                    log("ok, presented \(root.presentedViewController != nil)")
                })
                root.present(alert, animated: true)
                log("presented \(root.presentedViewController === alert)")
                alert.tapAction(titled: "OK")
            }
        }
    }

    // present(_:animated:completion:) keeps the alert over the root; tapping a button
    // dismisses it before its handler runs.
    @Test func aPresentedAlertIsDismissedBeforeItsHandlerRuns() {
        let log = Log()
        let host = TestHost(Screen(log: log))
        host.tap("Fail")
        #expect(log.lines == ["presented true", "ok, presented false"])
    }

    // The topmost controller a helper looks for: a navigation controller's visible one, a
    // tab bar controller's selected one.
    @Test func containersNameTheControllerShown() {
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        #expect(tabs.selectedViewController === first)
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = 7
        #expect(tabs.selectedViewController == nil)
        let navigation = UINavigationController(rootViewController: first)
        #expect(navigation.visibleViewController === first)
        first.present(second, animated: false)
        #expect(navigation.visibleViewController === second)
    }
}

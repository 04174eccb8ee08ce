import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The host's window as UIKit code reaches it (Rules: Host): the scene's `windows`, its key
/// window, its root view controller and `endEditing(_:)`.
@MainActor
@Suite("Host: UIWindow and UIWindowScene.windows are the host's window")
struct UIWindowTests {
    struct Reader: View {
        let log: Log
        var body: some View {
            Button("Inspect") {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                let window = scene?.windows.first
                log("windows \(scene?.windows.count ?? 0) key \(window?.isKeyWindow ?? false) root \(window?.rootViewController != nil)")
                log("frame \(Int(window?.frame.width ?? 0))×\(Int(window?.frame.height ?? 0)) same scene \(window?.windowScene === scene)")
            }
        }
    }

    // windows: "The windows associated with the scene." keyWindow: "The window that is the
    // key window of the scene." A host is one window, key, as large as the host's window.
    @Test func theSceneHasTheHostsWindow() throws {
        let log = Log()
        let host = TestHost(Reader(log: log))
        host.tap("Inspect")
        host.size = CGSize(width: 1024, height: 768)
        host.tap("Inspect")
        #expect(log.lines == [
            "windows 1 key true root true", "frame 393×852 same scene true",
            "windows 1 key true root true", "frame 1024×768 same scene true",
        ])
    }

    struct SceneDelegateLike: View {
        let log: Log
        var body: some View {
            Button("New Window") {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                let hostWindow = scene?.windows.first
                let window = UIWindow(windowScene: scene!)
                log("before: key \(window.isKeyWindow) visible \(window.isVisible)")
                window.rootViewController = UIViewController()
                window.makeKeyAndVisible()
                log("after: key \(window.isKeyWindow) visible \(window.isVisible) host key \(hostWindow?.isKeyWindow ?? true)")
                log("windows \(scene?.windows.count ?? 0) app windows \(UIApplication.shared.windows.count) scene key \(scene?.keyWindow === window)")
            }
        }
    }

    // makeKeyAndVisible(): "Shows the window and makes it the key window." A window the
    // app makes in its scene (as a scene delegate does) joins the scene's windows and
    // becomes key.
    @Test func aWindowTheAppMakesBecomesKey() throws {
        let log = Log()
        let host = TestHost(SceneDelegateLike(log: log))
        host.tap("New Window")
        #expect(log.lines == [
            "before: key false visible false",
            "after: key true visible true host key false",
            "windows 2 app windows 2 scene key true",
        ])
    }

    // present(_:animated:completion:): "Presents a view controller modally." The root view
    // controller keeps what it presented until it is dismissed; the completion runs.
    @Test func theRootViewControllerPresentsAndDismisses() {
        let root = UIViewController()
        let share = UIViewController()
        var completions = 0
        root.present(share, animated: true) { completions += 1 }
        #expect(root.presentedViewController === share && share.presentingViewController === root)
        share.dismiss(animated: true) { completions += 1 }
        #expect(root.presentedViewController == nil && share.presentingViewController == nil)
        #expect(completions == 2)
    }

    struct Field: View {
        @State var text = ""
        @FocusState var focused: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $text).focused($focused)
                Text(focused ? "editing" : "idle")
                Button("Done") { UIApplication.shared.windows.first?.endEditing(true) }
            }
        }
    }

    // endEditing(_:): "Causes the view (or one of its embedded text fields) to resign the
    // first responder status."
    @Test func endEditingTakesFocusFromTheField() throws {
        let host = TestHost(Field())
        host.focus("Name")
        #expect(host.render().contains(#"Text "editing""#))
        host.tap("Done")
        #expect(host.render().contains(#"Text "idle""#))
    }

    // UIWindow.Level: "The positioning of windows relative to each other. ... Levels are
    // listed in order from lowest to highest": normal ("The default level"), statusBar ("on
    // top of your app's main window, but below alerts"), alert ("on top of the status
    // bar"), with UIKit's raw values 0, 1000 and 2000.
    @Test func windowsAreAtTheNormalLevelUnlessSetAndLevelsStackNormalStatusBarAlert() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let window = UIWindow(windowScene: scene!)
        #expect(window.windowLevel == .normal)
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        window.windowLevel = .alert
        #expect(window.windowLevel == UIWindow.Level(rawValue: 2000))
        #expect(UIWindow.Level(UIWindow.Level.alert.rawValue + 1).rawValue == 2001)
        let stacked = [UIWindow.Level.alert, .normal, .statusBar].sorted { $0.rawValue < $1.rawValue }
        #expect(stacked == [.normal, .statusBar, .alert])
        window.windowScene = nil
    }
}

import Foundation
import Testing
import UIKit

// This file imports UIKit alone (and Testing, Foundation), as a UIKit file of an iOS app
// does: what it uses comes through our `UIKit` module, which re-exports the UIKit names
// `ViewEngine` declares.

final class ImportedUIKitDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ImportedSceneDelegate.self
        return configuration
    }
}

final class ImportedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// `import UIKit` brings the UIKit names SwiftUI code uses (the ones `import SwiftUI`
/// brings too), and no name of SwiftUI's.
@Suite("Surface: import UIKit brings the UIKit names")
struct ImportUIKitTests {
    @MainActor
    @Test func theUIKitNamesCompileWithOnlyUIKitImported() {
        let image = UIImage(systemName: "star")
        let color = UIColor.systemBackground
        let font = UIFont.preferredFont(forTextStyle: .headline)
        let keyboard = UIKeyboardType.decimalPad
        let content = UITextContentType.emailAddress
        let capitalization = UITextAutocapitalizationType.words
        let orientation = UIDeviceOrientation.portrait
        let idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom
        let generators: [UIFeedbackGenerator] = [UIImpactFeedbackGenerator(), UINotificationFeedbackGenerator(), UISelectionFeedbackGenerator()]
        let action: Selector = "resignFirstResponder"
        let event: UIEvent? = nil
        let delegate: any UIApplicationDelegate = ImportedUIKitDelegate()
        #expect(image?.description == "star")
        #expect(color.name == "systemBackground")
        #expect(font.pointSize == 17)
        #expect(keyboard == .decimalPad && content.rawValue == "emailAddress" && capitalization == .words)
        #expect(orientation.isPortrait && idiom == .phone && generators.count == 3)
        #expect(UIApplication.shared.sendAction(action, to: nil, from: nil, for: event) == false)
        #expect(UIScreen.main.scale == 3 && UIPasteboard.general.changeCount >= 0)
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let session = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.session
        let configuration = delegate.application(UIApplication.shared, configurationForConnecting: session!, options: UIScene.ConnectionOptions())
        #expect(configuration.delegateClass == ImportedSceneDelegate.self && configuration.role == .windowApplication)
        #expect(UIOpenURLContext(url: URL(string: "notes://1")!) == UIOpenURLContext(url: URL(string: "notes://1")!))
        let sceneDelegate: any UISceneDelegate = ImportedSceneDelegate()
        sceneDelegate.sceneDidDisconnect(UIWindowScene(session: session!, connectionOptions: UIScene.ConnectionOptions()))
    }

    final class Delegates: UITextViewDelegate, UISearchBarDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
                           UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(_ activityViewController: UIActivityViewController,
                                    itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { nil }
    }

    /// The window, the views and controllers apps configure, wrap or present, with only
    /// UIKit imported: each keeps what is set on it.
    @MainActor
    @Test func theWindowViewsAndControllersCompileWithOnlyUIKitImported() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let window: UIWindow? = scene?.windows.first
        let root: UIViewController? = window?.rootViewController
        #expect(window?.isKeyWindow == true && root != nil)
        let views: [UIView] = [UIView(), UIControl(), UIScrollView(), UITableView(), UITableViewCell(), UINavigationBar(), UITabBar(),
                               UISegmentedControl(), UITextField(), UITextView(), UISearchBar(), UIActivityIndicatorView(style: .large)]
        views.forEach { $0.tintColor = .systemOrange }
        #expect(views.map(\.tintColor) == Array<UIColor?>(repeating: .systemOrange, count: 12))
        let controllers: [UIViewController] = [UINavigationController(rootViewController: UIViewController()), UIImagePickerController(),
                                               UIActivityViewController(activityItems: ["x"], applicationActivities: [UIActivity()]),
                                               UIAlertController(title: "Saved", message: nil, preferredStyle: .alert), UITabBarController()]
        #expect(controllers.map { $0.presentedViewController == nil } == [true, true, true, true, true])
        (controllers[3] as? UIAlertController)?.addAction(UIAlertAction(title: "OK", style: .cancel))
        #expect((controllers[3] as? UIAlertController)?.actions.map(\.title) == ["OK"])
        let items: [UIBarItem] = [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil),
                                  UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)]
        #expect(items.map(\.title) == ["Done", nil])
        let appearances: [UIBarAppearance] = [UINavigationBarAppearance(), UITabBarAppearance()]
        appearances.forEach { $0.configureWithTransparentBackground() }
        #expect(appearances.map(\.shadowColor) == [nil, nil])
        let proxies: [any UIAppearance.Type] = [UIView.self, UINavigationBar.self]
        let container: any UIAppearanceContainer.Type = UINavigationBar.self
        #expect(proxies.count == 2 && container == UINavigationBar.self)
        let delegates = Delegates()
        let textView = UITextView()
        textView.delegate = delegates
        #expect(textView.replaceText(in: NSRange(location: 0, length: 0), with: "ok") && textView.text == "ok")
        #expect(NSTextAlignment.natural.rawValue == 4 && UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIBackgroundFetchResult.noData.rawValue == 1 && NSValue(cgRect: .zero).cgRectValue == .zero)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2 && UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UIAccessibility.isVoiceOverRunning == false)
        let swipe = UISwipeGestureRecognizer(target: nil, action: Selector("swiped:"))
        swipe.direction = [.left, .down]
        let recognizer: UIGestureRecognizer = swipe
        views[0].addGestureRecognizer(recognizer)
        #expect(swipe.direction.rawValue == 10 && views[0].gestureRecognizers?.first === swipe)
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 12)]
        #expect(attributes.count == 2)
    }

    /// Drawing an image with UIKit, with only UIKit imported: the renderer, its format and
    /// context, the image context functions and a view's layer, and saving the image to the
    /// photo album. There are no pixels: the
    /// images have the size and scale asked for.
    @MainActor
    @Test func drawingAnImageCompilesWithOnlyUIKitImported() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let layer: CALayer = view.layer
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { (context: UIGraphicsImageRendererContext) in
            layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 1)
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) && UIGraphicsGetCurrentContext() != nil)
        let snapshot = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(snapshot?.size == CGSize(width: 40, height: 20) && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    /// A Bézier path with only UIKit imported: UIKit brings Core Graphics, so its `cgPath`
    /// is a `CGPath` the file can name (SWDesignSystem's `RoundedCornerShape`).
    @Test func aBezierPathCompilesWithOnlyUIKitImported() {
        let corners: UIRectCorner = [.topLeft, .topRight]
        let bezier = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: corners,
                                  cornerRadii: CGSize(width: 8, height: 8))
        let path: CGPath = bezier.cgPath
        let grid = CGMutablePath()
        grid.addPath(path)
        #expect(grid == path && path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    /// UIKit brings UserNotifications: an iOS file that imports only UIKit (or only SwiftUI,
    /// which brings UIKit) builds a notification request, as the sample's apps do (FoodTruck's
    /// `OrderDetailView`, FocusAssistant's `ActiveTaskViewModel`).
    @Test func theNotificationNamesCompileWithOnlyUIKitImported() {
        let content = UNMutableNotificationContent()
        content.title = "Order ready"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        let request = UNNotificationRequest(identifier: "order", content: content, trigger: trigger)
        let options: UNAuthorizationOptions = [.alert, .sound]
        #expect(request.identifier == "order" && request.content.title == "Order ready")
        #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 60)
        #expect(options.contains(.sound) && !options.contains(.badge))
    }

    /// SwiftUI's own names that start with `UI`: they come with `import SwiftUI`, not
    /// with `import UIKit`.
    static let swiftUINames: Set<String> = ["UIApplicationDelegateAdaptor", "UIViewRepresentable", "UIViewRepresentableContext",
                                            "UIViewControllerRepresentable", "UIViewControllerRepresentableContext",
                                            "UIHostingController", "UIHostingControllerSizingOptions"]

    /// Every UIKit name `ViewEngine` declares is re-exported by `UIKit`
    /// (`Sources/UIKit/UIKit.swift`), and nothing else is.
    @Test func theModuleReExportsEveryUIKitNameTheEngineDeclares() throws {
        let engine = try SurfaceTableTests.symbolGraphs(of: "ViewEngine")
        let declared = try SurfaceTableTests.declarations(inSymbolGraph: engine["ViewEngine.symbols.json"] ?? Data()).topLevel
        let uikitNames = declared.filter { $0.hasPrefix("UI") && !Self.swiftUINames.contains($0) }.union(["Selector", "NSTextAlignment", "CALayer"])
        let source = try String(contentsOf: SurfaceTableTests.root.appending(path: "Sources/UIKit/UIKit.swift"), encoding: .utf8)
        let exported = Set(source.matches(of: /(?m)^@_exported import \w+ ViewEngine\.(\w+)$/).map { String($0.1) })
        #expect(uikitNames.count > 15)
        #expect(uikitNames.subtracting(exported).sorted() == [], "declared by ViewEngine, not re-exported by UIKit")
        #expect(exported.subtracting(uikitNames).sorted() == [], "re-exported by UIKit, not a UIKit name of ViewEngine")
    }
}

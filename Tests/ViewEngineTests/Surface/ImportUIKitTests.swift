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

    /// SwiftUI's own names that start with `UI`: they come with `import SwiftUI`, not
    /// with `import UIKit`.
    static let swiftUINames: Set<String> = ["UIApplicationDelegateAdaptor", "UIViewRepresentable", "UIViewRepresentableContext",
                                            "UIViewControllerRepresentable", "UIViewControllerRepresentableContext"]

    /// Every UIKit name `ViewEngine` declares is re-exported by `UIKit`
    /// (`Sources/UIKit/UIKit.swift`), and nothing else is.
    @Test func theModuleReExportsEveryUIKitNameTheEngineDeclares() throws {
        let engine = try SurfaceTableTests.symbolGraphs(of: "ViewEngine")
        let declared = try SurfaceTableTests.declarations(inSymbolGraph: engine["ViewEngine.symbols.json"] ?? Data()).topLevel
        let uikitNames = declared.filter { $0.hasPrefix("UI") && !Self.swiftUINames.contains($0) }.union(["Selector"])
        let source = try String(contentsOf: SurfaceTableTests.root.appending(path: "Sources/UIKit/UIKit.swift"), encoding: .utf8)
        let exported = Set(source.matches(of: /(?m)^@_exported import \w+ ViewEngine\.(\w+)$/).map { String($0.1) })
        #expect(uikitNames.count > 15)
        #expect(uikitNames.subtracting(exported).sorted() == [], "declared by ViewEngine, not re-exported by UIKit")
        #expect(exported.subtracting(uikitNames).sorted() == [], "re-exported by UIKit, not a UIKit name of ViewEngine")
    }
}

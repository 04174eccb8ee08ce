import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The share sheet as SwiftUI code presents it, from the host window's root view controller.
@MainActor
@Suite("UIKit: UIActivityViewController presented from the host's window")
struct UIActivityViewControllerTests {
    /// What the action presented, and from where.
    final class Presented {
        var root: UIViewController?
    }

    struct Share: View {
        let log: Log
        let presented: Presented
        var body: some View {
            Button("Share") {
                presented.root = UIApplication.shared.windows.first?.rootViewController
                let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com/recipe")!], applicationActivities: nil)
                sheet.completionWithItemsHandler = { activity, completed, _, _ in
                    log("\(activity?.rawValue ?? "none") completed \(completed)")
                }
                UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)
            }
        }
    }

    // completionWithItemsHandler: "The completion handler to execute after the activity view
    // controller is dismissed." The sheet is the root view controller's presented one until
    // the user chooses.
    @Test func theSheetIsPresentedThenCompletes() throws {
        let log = Log()
        let presented = Presented()
        let host = TestHost(Share(log: log, presented: presented))
        host.tap("Share")
        let root = try #require(presented.root)
        let sheet = try #require(root.presentedViewController as? UIActivityViewController)
        #expect((sheet.activityItems.first as? URL)?.absoluteString == "https://example.com/recipe")
        sheet.complete(with: .copyToPasteboard)
        #expect(root.presentedViewController == nil)
        #expect(log.lines == ["com.apple.UIKit.activity.CopyToPasteboard completed true"])
    }
}

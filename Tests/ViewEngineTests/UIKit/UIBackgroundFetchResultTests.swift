import Foundation
import Testing
import ViewEngine

/// What an app delegate answers after a remote notification, and the keyboard's frame as
/// a notification carries it.
@MainActor
@Suite("UIKit: background fetch results and geometry values keep UIKit's values")
struct UIBackgroundFetchResultTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var fetched = false
        func application(_ application: UIApplication,
                         didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
            fetched = userInfo["refresh"] != nil
            return fetched ? .newData : .noData
        }
    }

    // UIBackgroundFetchResult: newData "New data was successfully downloaded.", noData
    // "There was no new data to download.", failed "An attempt to download data was made but
    // that attempt failed." — in that order, from 0.
    @Test func theResultsKeepUIKitsOrder() async {
        #expect([UIBackgroundFetchResult.newData, .noData, .failed].map(\.rawValue) == [0, 1, 2])
        let delegate = Delegate()
        #expect(await delegate.application(UIApplication.shared, didReceiveRemoteNotification: ["refresh": 1]) == .newData)
        #expect(await delegate.application(UIApplication.shared, didReceiveRemoteNotification: [:]) == .noData)
    }

    // keyboardFrameEndUserInfoKey: "The key for an NSValue object containing a CGRect that
    // identifies the ending frame rectangle of the keyboard in screen coordinates."
    @Test func aKeyboardFrameComesBackFromItsValue() {
        let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        #expect((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    }
}

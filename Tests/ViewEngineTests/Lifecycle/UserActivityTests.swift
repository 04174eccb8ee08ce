import Foundation
import Testing
import ViewEngine
import TestSupport

/// `NSUserActivity`, and SwiftUI's `userActivity(_:isActive:_:)` and
/// `onContinueUserActivity(_:perform:)` driven through the host
/// (`advertisedUserActivities`, `continueUserActivity(_:)`, `currentUserActivity`).
@MainActor
@Suite("Lifecycle: user activities advertised, continued and made current")
struct UserActivityTests {
    static let viewing = "com.example.notes.viewing"
    static let editing = "com.example.notes.editing"

    struct Notes: View {
        @State var selection = "none"
        @State var editing = false
        var body: some View {
            VStack {
                Text("Selected \(selection)")
                    .userActivity(UserActivityTests.viewing) { activity in
                        activity.title = "Viewing \(selection)"
                        activity.addUserInfoEntries(from: ["id": selection])
                    }
                Text("Footer")
                    .userActivity(UserActivityTests.viewing) { activity in
                        activity.addUserInfoEntries(from: ["footer": true])
                    }
                    .userActivity(UserActivityTests.editing, isActive: editing) { activity in
                        activity.title = "Editing"
                    }
                Button("Edit") { editing = true }
            }
            .onContinueUserActivity(UserActivityTests.viewing) { activity in
                selection = activity.userInfo?["id"] as? String ?? "?"
            }
        }
    }

    // onContinueUserActivity(_:perform:): "A closure that SwiftUI calls when your app
    // receives a user activity of the specified type. The closure takes the activity as
    // an input parameter."
    @Test func aContinuedActivityReachesTheHandlerOfItsType() throws {
        let host = ViewHost(testing: Notes())
        let activity = NSUserActivity(activityType: Self.viewing)
        activity.userInfo = ["id": "42"]
        try host.continueUserActivity(activity)
        #expect(host.render() == """
            VStack
              Text "Selected 42"
              Text "Footer"
              Button "Edit"
            """)
        let other = NSUserActivity(activityType: "com.example.other")
        let error = try #require(throws: HostError.self) { try host.continueUserActivity(other) }
        #expect(error.availableTitles == [Self.viewing])
    }

    // userActivity(_:isActive:_:): "Advertises a user activity type." — isActive: "When
    // false, avoids advertising the activity."; each view advertising a type updates the
    // one activity of that type.
    @Test func theViewsAdvertiseOneActivityPerTypeWhileActive() throws {
        let host = ViewHost(testing: Notes())
        func advertised() -> [String] {
            host.advertisedUserActivities.map { activity in
                let info = (activity.userInfo ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",")
                return "\(activity.activityType) \(activity.title ?? "nil") [\(info)]"
            }
        }
        #expect(advertised() == ["\(Self.viewing) Viewing none [footer=true,id=none]"])
        try host.tap("Edit")
        #expect(advertised() == ["\(Self.viewing) Viewing none [footer=true,id=none]", "\(Self.editing) Editing []"])
    }

    struct Element: View {
        let note: String?
        var body: some View {
            Text(note ?? "No note").userActivity(UserActivityTests.viewing, element: note) { note, activity in
                activity.title = note
            }
        }
    }

    // userActivity(_:element:_:): "If the element is nil, the handler will not be associated
    // with the activity (and if there are no handlers, no activity is advertised)."
    @Test func aNilElementAdvertisesNothing() {
        #expect(ViewHost(testing: Element(note: nil)).advertisedUserActivities.isEmpty)
        #expect(ViewHost(testing: Element(note: "Groceries")).advertisedUserActivities.map(\.title) == ["Groceries"])
    }

    final class Probe {
        var activities: [NSUserActivity] = []
    }

    struct Current: View {
        let probe: Probe
        var body: some View {
            VStack {
                Button("Become") { probe.activities.last?.becomeCurrent() }
                Button("Resign") { probe.activities.last?.resignCurrent() }
                Button("Invalidate") { probe.activities.last?.invalidate() }
                Button("New") { probe.activities.append(NSUserActivity(activityType: "n\(probe.activities.count)")) }
            }
        }
    }

    // becomeCurrent(): "If another user activity object was previously active, that object
    // is made inactive." resignCurrent(): "You may call becomeCurrent() later to restore this
    // object as the current activity." invalidate(): "After calling this method on a user
    // activity object, calling the becomeCurrent() method on that object has no effect."
    @Test func becomingCurrentResigningAndInvalidating() throws {
        let probe = Probe()
        let host = ViewHost(testing: Current(probe: probe))
        var transcript: [String] = []
        func step(_ button: String) throws {
            try host.tap(button)
            transcript.append("\(button): \(host.currentUserActivity?.activityType ?? "none")")
        }
        for button in ["New", "Become", "New", "Become", "Resign", "Become", "Invalidate", "Become"] { try step(button) }
        #expect(transcript == ["New: none", "Become: n0", "New: n0", "Become: n1", "Resign: none", "Become: n1",
                               "Invalidate: none", "Become: none"])
        let other = ViewHost(testing: Current(probe: Probe()))
        #expect(other.currentUserActivity == nil)
    }

    // isEligibleForHandoff: "The default value of this property is true."; addUserInfoEntries
    // adds to the user info dictionary, a key already there taking the new value.
    @Test func anActivityKeepsWhatItIsGiven() {
        let activity = NSUserActivity(activityType: Self.viewing)
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch && !activity.isEligibleForPrediction)
        #expect(activity.userInfo == nil && activity.webpageURL == nil && activity.targetContentIdentifier == nil)
        activity.addUserInfoEntries(from: ["id": "1", "page": 2])
        activity.addUserInfoEntries(from: ["id": "3"])
        #expect(activity.userInfo?["id"] as? String == "3" && activity.userInfo?["page"] as? Int == 2)
        #expect(activity.userInfo?.count == 2)
    }

    final class NoteController: UIResponder {
        var noteID: String?
        override func restoreUserActivityState(_ activity: NSUserActivity) {
            noteID = activity.userInfo?["id"] as? String
        }
    }

    // restoreUserActivityState(_:): "Your implementation should use the state data contained
    // in the specified user activity's userInfo dictionary to restore the object."
    @Test func aResponderRestoresItsStateFromAnActivity() {
        let activity = NSUserActivity(activityType: Self.viewing)
        activity.userInfo = ["id": "7"]
        let controller = NoteController()
        let restoring: [any NSUserActivityRestoring] = [controller, NSResponder()]
        for object in restoring { object.restoreUserActivityState(activity) }
        #expect(controller.noteID == "7")
    }
}

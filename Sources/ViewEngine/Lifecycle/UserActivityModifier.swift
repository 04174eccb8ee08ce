import ViewEngineCore
import Foundation

/// The modifier behind ``View/userActivity(_:isActive:_:)`` and
/// ``View/userActivity(_:element:_:)``.
public struct _UserActivityModifier: ViewModifier {
    let activityType: String
    let isActive: Bool
    let update: (NSUserActivity) -> Void
    public typealias Body = Never
}

extension _UserActivityModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        UserActivityNode(modifier, inputs)
    }
}

/// Advertises its activity type while its content is on screen
/// (``ViewHost/advertisedUserActivities``).
@MainActor
final class UserActivityNode<Content: View>: ModifierNode<Content, _UserActivityModifier>, UserActivityAdvertising {
    var kind: AnyControlKind { ControlKind<any UserActivityAdvertising>.userActivityAdvertiser.erased }
    var title = ""

    override func didAppear() { register() }
    override func didDisappear() { unregister() }

    var activityType: String { modifier.activityType }
    var isActive: Bool { modifier.isActive }
    func update(_ activity: NSUserActivity) { modifier.update(activity) }
}

/// A view that advertises a user activity type.
@MainActor
protocol UserActivityAdvertising: RegisteredControl {
    /// The type of activity of the latest evaluation.
    var activityType: String { get }
    /// Whether the latest evaluation advertises it.
    var isActive: Bool { get }
    /// Runs the update closure of the latest evaluation on `activity`.
    func update(_ activity: NSUserActivity)
}

extension View {
    /// Advertises a user activity type.
    ///
    /// ```swift
    /// NoteView(note: note)
    ///     .userActivity("com.example.notes.viewing") { activity in
    ///         activity.title = note.title
    ///         activity.addUserInfoEntries(from: ["id": note.id])
    ///     }
    /// host.advertisedUserActivities.map(\.title)   // [note.title]
    /// ```
    ///
    /// ``ViewHost/advertisedUserActivities`` makes the activities the views on screen
    /// advertise: one per type, its `update` closures run on it in tree order (those of
    /// views whose `isActive` is `false` do not run; a type none advertises is not there).
    ///
    /// - Parameters:
    ///   - activityType: The type of activity to advertise.
    ///   - isActive: Whether the view advertises the activity.
    ///   - update: A function that modifies the passed-in activity for advertisement.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void)
        -> ModifiedContent<Self, _UserActivityModifier> {
        modifier(_UserActivityModifier(activityType: activityType, isActive: isActive, update: update))
    }

    /// Advertises a user activity type, for `element`: a `nil` element advertises nothing
    /// (its `update` does not run).
    ///
    /// ```swift
    /// NoteView(note: note)
    ///     .userActivity("com.example.notes.viewing", element: selectedNote) { note, activity in
    ///         activity.title = note.title
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - activityType: The type of activity to advertise.
    ///   - element: The value `update` takes; `nil` advertises nothing.
    ///   - update: A function that modifies the passed-in activity for advertisement.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void)
        -> ModifiedContent<Self, _UserActivityModifier> {
        modifier(_UserActivityModifier(activityType: activityType, isActive: element != nil) { activity in
            if let element { update(element, activity) }
        })
    }
}

extension ControlKind where Control == any UserActivityAdvertising {
    /// A view with `userActivity`, as the host finds it.
    static var userActivityAdvertiser: Self { Self("userActivity") }
}

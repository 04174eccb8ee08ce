import ViewEngineCore
import Foundation

/// The modifier behind ``View/onContinueUserActivity(_:perform:)``.
public struct _OnContinueUserActivityModifier: ViewModifier {
    let activityType: String
    let action: (NSUserActivity) -> Void
    public typealias Body = Never
}

extension _OnContinueUserActivityModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        ContinueUserActivityNode(modifier, inputs)
    }
}

/// Receives the activities of its type the host continues
/// (``ViewHost/continueUserActivity(_:)``) while its content is on screen.
@MainActor
final class ContinueUserActivityNode<Content: View>: ModifierNode<Content, _OnContinueUserActivityModifier>,
                                                     UserActivityContinuing {
    var kind: AnyControlKind { ControlKind<any UserActivityContinuing>.continueUserActivityHandler.erased }
    var title = ""

    override func didAppear() { register() }
    override func didDisappear() { unregister() }

    var activityType: String { modifier.activityType }
    func receive(_ activity: NSUserActivity) { modifier.action(activity) }
}

/// A view that handles the user activities of one type the app continues.
@MainActor
protocol UserActivityContinuing: RegisteredControl {
    /// The type of activity the handler of the latest evaluation takes.
    var activityType: String { get }
    /// Runs the handler of the latest evaluation with `activity`.
    func receive(_ activity: NSUserActivity)
}

extension View {
    /// Registers a handler to invoke in response to a user activity that your app
    /// receives.
    ///
    /// ```swift
    /// NoteList()
    ///     .onContinueUserActivity("com.example.notes.viewing") { activity in
    ///         selection = activity.userInfo?["id"] as? String
    ///     }
    /// try host.continueUserActivity(activity)
    /// ```
    ///
    /// ``ViewHost/continueUserActivity(_:)`` delivers an activity to every view on screen
    /// whose handler takes its `activityType`, in tree order, in one frame (a view not on
    /// screen, such as a hidden tab's, does not get it).
    ///
    /// - Parameters:
    ///   - activityType: The type of activity the `action` closure handles.
    ///   - action: A closure that SwiftUI calls when your app receives a user activity of
    ///     the type; it takes the activity.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
        -> ModifiedContent<Self, _OnContinueUserActivityModifier> {
        modifier(_OnContinueUserActivityModifier(activityType: activityType, action: action))
    }
}

extension ControlKind where Control == any UserActivityContinuing {
    /// A view with `onContinueUserActivity`, as the host finds it.
    static var continueUserActivityHandler: Self { Self("onContinueUserActivity handler") }
}

import ViewEngine

/// A view whose updates an ``Updater`` controls. Create one with
/// ``ViewEngine/View/updater(_:)``.
///
/// It is `Equatable`, so the engine compares it with `==` only (SPEC R12): `==` says
/// "equal" whenever the updater refuses the update, and the engine keeps the view as
/// last updated. When the updater's trigger emits, the view re-evaluates with the
/// content its parent offered last.
///
/// ```swift
/// let square: UpdatingView<ColorSquare, Updaters.True> = ColorSquare(color: color).updater(Updaters.True(isLive))
/// ```
public struct UpdatingView<Content: View, Rule: Updater>: Equatable {
    let content: Content
    let rule: Rule
    /// The content the parent offered most recently, shared by the kept value.
    let offered = OfferedContent<Content>()
    @State private var emissions = 0

    init(content: Content, rule: Rule) {
        self.content = content
        self.rule = rule
    }

    /// "Equal" when the rule refuses the update; the refused content is remembered for
    /// the next update that comes from the trigger.
    ///
    /// ```swift
    /// Text("a").updater(Updaters.True(false)) == Text("b").updater(Updaters.True(false))   // true: refused
    /// ```
    ///
    /// The view is `Equatable` outside the main actor (its conformance to ``View`` is
    /// declared apart), as SwiftUI's own value types are.
    public static func == (kept: UpdatingView, offer: UpdatingView) -> Bool {
        if offer.rule.shouldUpdate(after: kept.rule) { return false }
        kept.offered.content = offer.content
        return true
    }
}

extension UpdatingView: View {
    /// The content, as last updated, with the trigger's subscription.
    ///
    /// ```swift
    /// ColorSquare(color: .red).updater(Updaters.True(true)).body
    /// ```
    public var body: some View {
        let _ = emissions
        let shown = offered.content ?? content
        if let trigger = rule.trigger {
            shown.onReceive(trigger) { _ in emissions += 1 }
        } else {
            shown
        }
    }
}

/// The latest content a parent offered to an ``UpdatingView``.
final class OfferedContent<Content>: @unchecked Sendable {
    var content: Content?
}

extension View {
    /// Lets `updater` decide when this view updates.
    ///
    /// ```swift
    /// ColorSquare(color: color)
    ///     .updater(Updaters.True(isLive))
    /// ```
    public func updater<Rule: Updater>(_ updater: Rule) -> UpdatingView<Self, Rule> {
        UpdatingView(content: self, rule: updater)
    }
}

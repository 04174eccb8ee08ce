import ViewEngine
import ViewEngineCore

/// A view whose updates an ``Updater`` controls. Create one with
/// ``ViewEngineCore/View/updater(_:)``.
///
/// When the parent re-evaluates, the engine asks the rule whether the view updates
/// (instead of comparing the view's inputs, Rules R12); while it refuses, the view stays
/// as last updated and remembers the latest content it was offered. When the updater's
/// trigger emits, the view re-evaluates and shows that content.
///
/// ```swift
/// let square: UpdatingView<ColorSquare, Updaters.True> = ColorSquare(color: color).updater(Updaters.True(isLive))
/// ```
public struct UpdatingView<Content: View, Rule: Updater>: View {
    let content: Content
    let rule: Rule
    /// The content the parent offered most recently, when the rule refused it.
    private var refusedContent: Content?
    @State private var emissions = 0

    init(content: Content, rule: Rule) {
        self.content = content
        self.rule = rule
    }

    /// The content, as last updated (or as last offered, once the trigger emitted), with
    /// the trigger's subscription.
    ///
    /// ```swift
    /// ColorSquare(color: .red).updater(Updaters.True(true)).body
    /// ```
    public var body: some View {
        let _ = emissions
        let shown = refusedContent ?? content
        if let trigger = rule.trigger {
            shown.onReceive(trigger) { _ in emissions += 1 }
        } else {
            shown
        }
    }
}

extension UpdatingView: UpdateDeciding {
    /// The rule decides: the offer replaces this view when it says to update.
    package func shouldUpdate(to offer: UpdatingView) -> Bool { offer.rule.shouldUpdate(after: rule) }

    /// A refused offer's content is what a trigger-caused update shows.
    package mutating func refuse(_ offer: UpdatingView) { refusedContent = offer.content }
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

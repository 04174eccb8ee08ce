import ViewEngineCore

extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// ```swift
    /// ForEach(messages) { message in
    ///     Text(message.subject)
    ///         .swipeActions(edge: .leading) {
    ///             Button("Unread") { message.isUnread = true }
    ///         }
    ///         .swipeActions {
    ///             Button("Archive") { archive(message) }
    ///         }
    /// }
    /// try host.tap("Archive", in: "Lunch?")    // the row's trailing action
    /// ```
    ///
    /// The actions are mounted with their row, as if it were swiped open: their buttons
    /// are driven with ``ViewHost/tap(_:in:)`` scoped by the row's text (or
    /// ``ViewHost/tap(_:)`` when the title is unique). ``ViewHost/render()`` writes them
    /// under the row, headed `swipeActions` (or `swipeActions (leading)`); `allowsFullSwipe`
    /// is recorded.
    ///
    /// - Parameters:
    ///   - edge: The edge of the row the actions are on.
    ///   - allowsFullSwipe: Whether a full swipe performs the first action.
    ///   - content: The actions, typically buttons.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, _DecorationModifier<T>> {
        modifier(_DecorationModifier(attribute: Attribute(edge == .trailing ? "swipeActions" : "swipeActions (leading)",
                                                          ("edge", edge), ("allowsFullSwipe", allowsFullSwipe)),
                                     decoration: content()))
    }
}

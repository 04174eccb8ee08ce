extension View {
    /// Sets the navigation bar items for this view (the iOS 13 form of
    /// ``toolbar(content:)-(()->V)``).
    ///
    /// ```swift
    /// List { ... }
    ///     .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
    /// ```
    ///
    /// The items are written in a `Toolbar` block after the view, leading first, and their
    /// buttons are tapped like any other while the view is on screen.
    ///
    /// - Parameters:
    ///   - leading: A view that appears on the leading edge of the bar.
    ///   - trailing: A view that appears on the trailing edge of the bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_ToolbarModifier(items: { [ToolbarEntry(view: AnyView(leading), placement: .navigationBarLeading),
                                              ToolbarEntry(view: AnyView(trailing), placement: .navigationBarTrailing)] }))
    }

    /// Sets the navigation bar item on the leading edge of the bar (the iOS 13 form).
    ///
    /// ```swift
    /// Form { ... }.navigationBarItems(leading: Button("Cancel") { dismiss() })
    /// ```
    ///
    /// - Parameter leading: A view that appears on the leading edge of the bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_ToolbarModifier(items: { [ToolbarEntry(view: AnyView(leading), placement: .navigationBarLeading)] }))
    }

    /// Sets the navigation bar item on the trailing edge of the bar (the iOS 13 form).
    ///
    /// ```swift
    /// List { ... }.navigationBarItems(trailing: Button("Add") { add() })
    /// ```
    ///
    /// - Parameter trailing: A view that appears on the trailing edge of the bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_ToolbarModifier(items: { [ToolbarEntry(view: AnyView(trailing), placement: .navigationBarTrailing)] }))
    }
}

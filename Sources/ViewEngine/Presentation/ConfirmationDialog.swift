extension View {
    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// ```swift
    /// Button("Empty Trash") { isConfirming = true }
    ///     .confirmationDialog("Permanently erase the items in the trash?", isPresented: $isConfirming) {
    ///         Button("Empty Trash", role: .destructive) { emptyTrash() }
    ///     }
    /// ```
    ///
    /// The dialog is a presentation, written as a `ConfirmationDialog "title"` block.
    /// Tapping one of its buttons runs the button's action, then dismisses the dialog by
    /// writing `false` to `isPresented`. Without a `.cancel` button it gets a "Cancel"
    /// button, as SwiftUI's has. `titleVisibility` is accepted; the title is always written.
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: The dialog's actions.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $isAsking, titleVisibility: .visible) {
    ///     Button("Discard", role: .destructive) { discard() }
    /// } message: {
    ///     Text("Your edits will be lost.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: The dialog's actions.
    ///   - message: The message in the dialog.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog using data to produce the dialog's content.
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete \(file.name)", role: .destructive) { delete(file) }
    /// }
    /// ```
    ///
    /// It is presented while `isPresented` is true and `data` is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the dialog, passed to `actions`.
    ///   - actions: The dialog's actions, given the data.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title: String(title), isPresented: isPresented, actions: data.map(actions),
                           message: data.map { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message using data to produce its content.
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text(file.name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the dialog, passed to `actions` and `message`.
    ///   - actions: The dialog's actions, given the data.
    ///   - message: The message in the dialog, given the data.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(title: String(title), isPresented: isPresented, actions: data.map(actions), message: data.map(message))
    }

    /// Presents a confirmation dialog when a given condition is true, with a text view as
    /// its title.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Sign out?"), isPresented: $isAsking) {
    ///     Button("Sign Out", role: .destructive) { signOut() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: The dialog's actions.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title: title.content, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, with a
    /// text view as its title.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Sign out?"), isPresented: $isAsking) {
    ///     Button("Sign Out", role: .destructive) { signOut() }
    /// } message: {
    ///     Text("Your drafts stay on this device.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: The dialog's actions.
    ///   - message: The message in the dialog.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(title: title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog using data to produce its content, with a text view as
    /// its title.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Delete?"), isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete \(file.name)", role: .destructive) { delete(file) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the dialog, passed to `actions`.
    ///   - actions: The dialog's actions, given the data.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title: title.content, isPresented: isPresented, actions: data.map(actions),
                           message: data.map { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message using data to produce its content, with
    /// a text view as its title.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Delete?"), isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text(file.name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the dialog, passed to `actions` and `message`.
    ///   - actions: The dialog's actions, given the data.
    ///   - message: The message in the dialog, given the data.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(title: title.content, isPresented: isPresented, actions: data.map(actions), message: data.map(message))
    }

    /// A dialog whose content is built.
    private func confirmationDialog<A: View, M: View>(title: String, isPresented: Binding<Bool>, actions: A?, message: M?) -> some View {
        presentingAlertContent(.confirmationDialog(title: title), title: title, isPresented: isPresented,
                               actions: actions, message: message, implicitButton: .cancelUnlessCancelButton)
    }
}

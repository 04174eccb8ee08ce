extension View {
    /// Presents an alert when a given condition is true, using a string as its title.
    ///
    /// ```swift
    /// Button("Log in") { didFail = !login() }
    ///     .alert("Login failed.", isPresented: $didFail) {
    ///         Button("OK") {}
    ///     }
    /// ```
    ///
    /// The alert is a presentation (see ``sheet(isPresented:onDismiss:content:)``), written
    /// as an `Alert "title"` block. Tapping one of its buttons (``ViewHost/tap(_:)``) runs
    /// the button's action, then dismisses the alert by writing `false` to `isPresented`.
    /// An alert without buttons gets an "OK" button.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: The alert's actions.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert with a message when a given condition is true.
    ///
    /// ```swift
    /// .alert("Delete the file?", isPresented: $isConfirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("You cannot undo this action.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: The alert's actions.
    ///   - message: The message of the alert.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert when a given condition is true, using a text view as its title.
    ///
    /// ```swift
    /// .alert(Text("Saved"), isPresented: $saved) { Button("OK") {} }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: The alert's actions.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title: title.content, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert with a message when a given condition is true, using a text view
    /// as its title.
    ///
    /// ```swift
    /// .alert(Text("Saved"), isPresented: $saved) { Button("OK") {} } message: { Text("All done.") }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: The alert's actions.
    ///   - message: The message of the alert.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(title: title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert using the given data to produce the alert's content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete \(file.name)", role: .destructive) { delete(file) }
    /// }
    /// ```
    ///
    /// It is presented while `isPresented` is true and `data` is not `nil`.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert, passed to `actions`.
    ///   - actions: The alert's actions, given the data.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: data.map(actions), message: data.map { _ in EmptyView() })
    }

    /// Presents an alert with a message using the given data to produce the alert's content.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text("\(file.name) will be gone.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert, passed to `actions` and `message`.
    ///   - actions: The alert's actions, given the data.
    ///   - message: The message of the alert, given the data.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: data.map(actions), message: data.map(message))
    }

    /// Presents an alert using the given data to produce the alert's content, with a text
    /// view as its title.
    ///
    /// ```swift
    /// .alert(Text("Delete?"), isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete \(file.name)", role: .destructive) { delete(file) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert, passed to `actions`.
    ///   - actions: The alert's actions, given the data.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title: title.content, isPresented: isPresented, actions: data.map(actions), message: data.map { _ in EmptyView() })
    }

    /// Presents an alert with a message using the given data to produce its content, with a
    /// text view as its title.
    ///
    /// ```swift
    /// .alert(Text("Delete?"), isPresented: $isAsking, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text("\(file.name) will be gone.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert, passed to `actions` and `message`.
    ///   - actions: The alert's actions, given the data.
    ///   - message: The message of the alert, given the data.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alert(title: title.content, isPresented: isPresented, actions: data.map(actions), message: data.map(message))
    }

    /// An alert whose content is built.
    private func alert<A: View, M: View>(title: String, isPresented: Binding<Bool>, actions: A?, message: M?) -> some View {
        presentingAlertContent(.alert(title: title), title: title, isPresented: isPresented,
                               actions: actions, message: message, implicitButton: .okUnlessAnyButton)
    }

    /// An alert or a dialog whose content is built: presented while `isPresented` is true
    /// and the content exists (it does not when the `presenting` data is `nil`).
    func presentingAlertContent<A: View, M: View>(
        _ style: PresentationStyle, title: String, isPresented: Binding<Bool>, actions: A?, message: M?,
        implicitButton: _AlertContent<A, M>.ImplicitButton
    ) -> some View {
        modifier(_PresentationModifier<_AlertContent<A, M>>(
            style: style,
            presentation: {
                guard isPresented.wrappedValue, let actions, let message else { return nil }
                return Presentation(id: true) {
                    _AlertContent(title: title, actions: actions, message: message, implicitButton: implicitButton)
                }
            },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: nil))
    }
}

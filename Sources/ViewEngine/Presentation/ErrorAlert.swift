import Foundation

// The alerts made from an error: the error's `errorDescription` is the title (its
// `localizedDescription` when it has none), and the alert is presented while there is
// an error — with `isPresented` true, or while the bound error is not `nil`.

extension View {
    /// Presents an alert when an error is present.
    ///
    /// ```swift
    /// Form { ... }
    ///     .alert(isPresented: $didFail, error: loginError) {
    ///         Button("OK") {}
    ///     }
    /// ```
    ///
    /// Presented while `isPresented` is true and `error` is not `nil`, titled with the
    /// error's `errorDescription`; tapping a button runs its action, then writes `false`.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - error: An optional localized error that is used to generate the alert's title.
    ///   - actions: The alert's actions.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let title = ErrorTitle.of(error)
        return presentingAlertContent(.alert(title: title), title: title, isPresented: isPresented,
                                      actions: error.map { _ in actions() }, message: error.map { _ in EmptyView() },
                                      implicitButton: .okUnlessAnyButton)
    }

    /// Presents an alert with a message when an error is present.
    ///
    /// ```swift
    /// .alert(isPresented: $didFail, error: uploadError) { _ in
    ///     Button("Retry") { upload() }
    /// } message: { error in
    ///     Text(error.recoverySuggestion ?? "Try again later.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - error: An optional localized error that is used to generate the alert's title,
    ///     passed to `actions` and `message`.
    ///   - actions: The alert's actions, given the error.
    ///   - message: The message of the alert, given the error.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let title = ErrorTitle.of(error)
        return presentingAlertContent(.alert(title: title), title: title, isPresented: isPresented,
                                      actions: error.map(actions), message: error.map(message),
                                      implicitButton: .okUnlessAnyButton)
    }

    /// Presents an alert while a bound error is not `nil`.
    ///
    /// ```swift
    /// .alert(error: $saveError) {
    ///     Button("OK") {}
    /// }
    /// ```
    ///
    /// Titled with the error's `errorDescription`; tapping a button runs its action, then
    /// writes `nil` to `error`.
    ///
    /// - Parameters:
    ///   - error: A binding to an optional localized error: the alert is presented while it
    ///     is not `nil`.
    ///   - actions: The alert's actions.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        let current = error.wrappedValue
        let title = ErrorTitle.of(current)
        return presentingAlertContent(.alert(title: title), title: title, while: error,
                                      actions: current.map { _ in actions() }, message: current.map { _ in EmptyView() })
    }

    /// Presents an alert with a message while a bound error is not `nil`.
    ///
    /// ```swift
    /// .alert(error: $saveError) { _ in
    ///     Button("OK") {}
    /// } message: { error in
    ///     Text(error.failureReason ?? "")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - error: A binding to an optional localized error: the alert is presented while it
    ///     is not `nil`, and it is passed to `actions` and `message`.
    ///   - actions: The alert's actions, given the error.
    ///   - message: The message of the alert, given the error.
    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let current = error.wrappedValue
        let title = ErrorTitle.of(current)
        return presentingAlertContent(.alert(title: title), title: title, while: error,
                                      actions: current.map(actions), message: current.map(message))
    }

    /// An alert presented while `data` is not `nil`; dismissing it writes `nil`.
    private func presentingAlertContent<A: View, M: View, T>(_ style: PresentationStyle, title: String, while data: Binding<T?>,
                                                             actions: A?, message: M?) -> some View {
        modifier(_PresentationModifier<_AlertContent<A, M>>(
            style: style,
            presentation: {
                guard data.wrappedValue != nil, let actions, let message else { return nil }
                return Presentation(id: true) {
                    _AlertContent(title: title, actions: actions, message: message, implicitButton: .okUnlessAnyButton)
                }
            },
            dismiss: { data.wrappedValue = nil },
            onDismiss: nil))
    }
}

/// The title of an alert made from an error.
enum ErrorTitle {
    /// The error's `errorDescription`, or its `localizedDescription`; empty without an error.
    static func of<E: LocalizedError>(_ error: E?) -> String {
        guard let error else { return "" }
        return error.errorDescription ?? error.localizedDescription
    }
}

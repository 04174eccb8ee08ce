/// A representation of an alert presentation — the iOS 13 form, which older view files
/// still use with ``View/alert(isPresented:content:)`` and ``View/alert(item:content:)``.
///
/// ```swift
/// .alert(isPresented: $isShowingError) {
///     Alert(title: Text("Upload failed"),
///           message: Text("Check your connection."),
///           primaryButton: .default(Text("Retry")) { upload() },
///           secondaryButton: .cancel())
/// }
/// ```
///
/// It is presented as an alert made with ``View/alert(_:isPresented:actions:message:)``
/// is: an `Alert "title"` block with its message and its buttons; tapping a button runs
/// its action, then dismisses the alert. An alert without buttons gets "OK".
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    ///
    /// ```swift
    /// Alert(title: Text("Saved"), dismissButton: .default(Text("Got it")))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - dismissButton: The button that dismisses the alert; "OK" when `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    ///
    /// ```swift
    /// Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() },
    ///       secondaryButton: .cancel())
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - primaryButton: The first button to show in the alert.
    ///   - secondaryButton: The second button to show in the alert.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button representing an operation of an alert presentation (and of an
    /// ``ActionSheet``).
    ///
    /// ```swift
    /// .default(Text("Retry")) { upload() }
    /// .destructive(Text("Delete")) { delete() }
    /// .cancel()
    /// ```
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        ///
        /// ```swift
        /// .default(Text("Retry")) { upload() }
        /// ```
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        ///
        /// ```swift
        /// .cancel(Text("Not now"))
        /// ```
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, labelled "Cancel".
        ///
        /// ```swift
        /// .cancel()
        /// ```
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        ///
        /// ```swift
        /// .destructive(Text("Delete")) { delete() }
        /// ```
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The buttons of an ``Alert`` or an ``ActionSheet``, as the buttons of an alert made
/// with views: each runs its action when tapped, and has its role.
struct _LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            ViewEngine.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Presents an alert to the user (the iOS 13 form).
    ///
    /// ```swift
    /// Button("Tap to show alert") { isShowingAlert = true }
    ///     .alert(isPresented: $isShowingAlert) {
    ///         Alert(title: Text("Current Location Not Available"),
    ///               message: Text("Your current location can’t be determined at this time."))
    ///     }
    /// ```
    ///
    /// While `isPresented` is true, the alert is presented; tapping one of its buttons runs
    /// the button's action, then writes `false`.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - content: A closure returning the alert to present.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentingAlertContent(.alert(title: alert.title.content), title: alert.title.content,
                                      isPresented: isPresented, actions: _LegacyAlertButtons(buttons: alert.buttons),
                                      message: Optional<Text?>.some(alert.message), implicitButton: .okUnlessAnyButton)
    }

    /// Presents an alert to the user, using an item as its data source (the iOS 13 form).
    ///
    /// ```swift
    /// .alert(item: $failure) { failure in
    ///     Alert(title: Text(failure.title), dismissButton: .cancel())
    /// }
    /// ```
    ///
    /// While `item` is not `nil`, the alert `content` makes for it is presented; a new item
    /// (by `id`) is a new alert. Tapping a button runs its action, then writes `nil`.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the alert.
    ///   - content: A closure returning the alert to present for the item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let title = alert?.title.content ?? ""
        return presentingLegacyAlert(.alert(title: title), title: title, item: item, buttons: alert?.buttons ?? [],
                                     message: alert?.message, implicitButton: .okUnlessAnyButton)
    }

    /// An ``Alert`` or ``ActionSheet`` presented while `item` is not `nil`; dismissing it
    /// writes `nil`.
    func presentingLegacyAlert<Item: Identifiable>(
        _ style: PresentationStyle, title: String, item: Binding<Item?>, buttons: [Alert.Button], message: Text?,
        implicitButton: _AlertContent<_LegacyAlertButtons, Text?>.ImplicitButton
    ) -> some View {
        modifier(_PresentationModifier<_AlertContent<_LegacyAlertButtons, Text?>>(
            style: style,
            presentation: {
                guard let value = item.wrappedValue else { return nil }
                return Presentation(id: AnyHashable(value.id)) {
                    _AlertContent(title: title, actions: _LegacyAlertButtons(buttons: buttons), message: message,
                                  implicitButton: implicitButton)
                }
            },
            dismiss: { item.wrappedValue = nil },
            onDismiss: nil))
    }
}

/// The label of a button made with a role alone, as iOS 26 gives it: the role's title
/// with its symbol ("Cancel" with `xmark`, "Close" with `xmark`, "Done" with `checkmark`,
/// "Delete" with `trash`). A toolbar shows the symbol, as it shows any label's icon.
///
/// ```swift
/// .toolbar {
///     Button(role: .cancel) { dismiss() }
/// }
/// ```
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The role's title and symbol, as a ``Label``.
    public var body: some View {
        Label(role.defaultTitle, systemImage: role.defaultSymbol)
    }
}

extension Button where Label == DefaultButtonLabel {
    /// Creates a button that displays a default label: the role's title and symbol
    /// (iOS 26).
    ///
    /// ```swift
    /// Button(role: .close) { isShowingDetails = false }
    /// ```
    ///
    /// - Parameters:
    ///   - role: A semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}

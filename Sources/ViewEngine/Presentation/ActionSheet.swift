/// A representation of an action sheet presentation — the iOS 13 form of a confirmation
/// dialog, which older view files still use with ``View/actionSheet(isPresented:content:)``.
///
/// ```swift
/// .actionSheet(isPresented: $isSharing) {
///     ActionSheet(title: Text("Share"), buttons: [
///         .default(Text("Mail")) { mail() },
///         .cancel(),
///     ])
/// }
/// ```
///
/// It is presented as an `ActionSheet "title"` block with its message and buttons; tapping
/// a button runs its action, then dismisses the sheet. Its buttons are all it has: the
/// default is one `.cancel()` button.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an action sheet: the same as an alert's.
    ///
    /// ```swift
    /// let buttons: [ActionSheet.Button] = [.destructive(Text("Delete")) { delete() }, .cancel()]
    /// ```
    public typealias Button = Alert.Button

    /// Creates an action sheet with the provided buttons.
    ///
    /// ```swift
    /// ActionSheet(title: Text("Photo"), message: Text("Choose a source"),
    ///             buttons: [.default(Text("Camera")) { useCamera() }, .cancel()])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the action sheet.
    ///   - message: The message to display in the body of the action sheet.
    ///   - buttons: The buttons to show in the action sheet.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Presents an action sheet when a given condition is true (the iOS 13 form of
    /// ``confirmationDialog(_:isPresented:titleVisibility:actions:)``).
    ///
    /// ```swift
    /// Button("Share") { isSharing = true }
    ///     .actionSheet(isPresented: $isSharing) {
    ///         ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")) { mail() }, .cancel()])
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the
    ///     action sheet.
    ///   - content: A closure returning the action sheet to present.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentingAlertContent(.actionSheet(title: sheet.title.content), title: sheet.title.content,
                                      isPresented: isPresented, actions: _LegacyAlertButtons(buttons: sheet.buttons),
                                      message: Optional<Text?>.some(sheet.message), implicitButton: .none)
    }

    /// Presents an action sheet using the given item as a data source for the sheet's
    /// content (the iOS 13 form).
    ///
    /// ```swift
    /// .actionSheet(item: $photo) { photo in
    ///     ActionSheet(title: Text(photo.name), buttons: [.destructive(Text("Delete")) { delete(photo) }, .cancel()])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the action sheet.
    ///   - content: A closure returning the action sheet to present for the item.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let title = sheet?.title.content ?? ""
        return presentingLegacyAlert(.actionSheet(title: title), title: title, item: item, buttons: sheet?.buttons ?? [],
                                     message: sheet?.message, implicitButton: .none)
    }
}

/// An indication whether a view is currently presented by another view — the iOS 13
/// spelling of ``DismissAction``, which older view files still use.
///
/// ```swift
/// struct AddCityView: View {
///     @Environment(\.presentationMode) var presentationMode
///     var body: some View {
///         Button("Done") { presentationMode.wrappedValue.dismiss() }
///     }
/// }
/// ```
public struct PresentationMode {
    /// Whether the view is presented (in a sheet, a cover, a popover, or pushed).
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the view, as `\.dismiss` does.
    ///
    /// ```swift
    /// presentationMode.wrappedValue.dismiss()
    /// ```
    @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view (deprecated in SwiftUI in
    /// favour of `\.dismiss` and `\.isPresented`).
    ///
    /// ```swift
    /// @Environment(\.presentationMode) var presentationMode
    /// ```
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented, dismissAction: dismiss))
    }
}

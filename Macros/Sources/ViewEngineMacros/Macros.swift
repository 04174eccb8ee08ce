/// SwiftUI's `#Preview`: a preview of a view, which a program lists with ``Preview/all``
/// and mounts with `ViewHost(preview:)`.
///
/// ```swift
/// #Preview("Counter") {
///     @Previewable @State var n = 0
///     Button("+\(n)") { n += 1 }
/// }
///
/// let host = try ViewHost(preview: "Counter")
/// try host.tap("+0")
/// host.render()   // Button "+1"
/// ```
///
/// The body is a view builder; it may also declare values and `return` the view.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "PreviewMacro")

/// SwiftUI's `#Preview` with traits: a preview shown with a layout or an orientation.
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) {
///     Row(title: "Milk")
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "PreviewMacro")

/// SwiftUI's `#Preview` over arguments: one preview, with a variant for each argument.
///
/// ```swift
/// #Preview("Badge", arguments: [0, 1, 99]) { count in
///     Badge(count: count)
/// }
/// ```
@freestanding(declaration)
public macro Preview<T>(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    arguments: [T],
    @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "PreviewMacro")

/// SwiftUI's `@Previewable`: marks a dynamic property declared in a `#Preview` body, which
/// `#Preview` makes a property of a view of its own, so it works as in any view.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "PreviewableMacro")

/// SwiftUI's `@Entry`: a property of `EnvironmentValues` (or `Transaction`,
/// `ContainerValues`, `FocusedValues`) with the key that backs it.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
///     @Entry var isCompact = false
///     @Entry var selection: String?
/// }
///
/// Palette().environment(\.accent, .red)
/// ```
///
/// The initializer is the key's default value, evaluated each time the default is read; an
/// optional without an initializer defaults to `nil`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "EntryMacro")

/// Makes the `static var defaultValue = expression` of a key that `@Entry` declares
/// computed; `@Entry`'s expansion uses it when the property has no type annotation.
@attached(accessor, names: named(get))
public macro _EntryDefaultValue() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "EntryDefaultValueMacro")

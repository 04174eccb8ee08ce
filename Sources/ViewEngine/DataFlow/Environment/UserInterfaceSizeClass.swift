/// A set of values that indicate the visual size available to the view: an iPhone in
/// portrait is horizontally compact and vertically regular.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
/// var body: some View {
///     if horizontalSizeClass == .compact { VStack { content } } else { HStack { content } }
/// }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

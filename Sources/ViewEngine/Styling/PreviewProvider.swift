/// A type that produces view previews in Xcode — kept so that view files that declare
/// previews compile unchanged; the engine never shows them.
///
/// ```swift
/// struct Counter_Previews: PreviewProvider {
///     static var previews: some View {
///         Counter()
///     }
/// }
/// ```
///
/// The `#Preview` macro has no equivalent: a macro needs a compiler plugin, and the
/// package has no dependencies. Delete `#Preview { ... }` blocks, or turn them into a
/// `PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews of the view.
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// Names a preview (recorded).
    ///
    /// ```swift
    /// Counter().previewDisplayName("Empty")
    /// ```
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _AttributeModifier> { attribute("previewDisplayName", value) }

    /// Sets the layout of a preview (recorded).
    ///
    /// ```swift
    /// Badge().previewLayout(.sizeThatFits)
    /// ```
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _AttributeModifier> { attribute("previewLayout", TypeNameValue(PreviewLayout.self)) }

    /// Sets the device of a preview (recorded).
    ///
    /// ```swift
    /// Counter().previewDevice("iPhone 15")
    /// ```
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _AttributeModifier> { attribute("previewDevice", value?.rawValue) }
}

/// The size constraints of a preview.
///
/// ```swift
/// Badge().previewLayout(.fixed(width: 200, height: 100))
/// ```
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device of a preview.
///
/// ```swift
/// Counter().previewDevice(PreviewDevice(rawValue: "iPhone 15"))
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    /// Creates a device from its name.
    ///
    /// ```swift
    /// PreviewDevice(rawValue: "iPad Pro")
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from a literal name.
    ///
    /// ```swift
    /// let device: PreviewDevice = "iPhone 15"
    /// ```
    public init(stringLiteral value: String) { rawValue = value }
}

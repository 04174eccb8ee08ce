/// A type that produces view previews in Xcode. View files that declare previews compile
/// unchanged, and the preview server (`Tools/Preview`) lists each provider's previews and
/// shows them as pictures of the window (<doc:Pictures>), driven by clicks and keys.
///
/// ```swift
/// struct Counter_Previews: PreviewProvider {
///     static var previews: some View {
///         Counter()
///     }
/// }
/// ```
///
/// The `#Preview` macro needs a compiler plugin, so the dependency-free `ViewEngine` does
/// not declare it: import `ViewEngineMacros`, the opt-in package in `Macros/`, which
/// declares it (with `@Previewable` and `@Entry`) and lists and mounts the previews.
import ViewEngineCore

@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews of the view.
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// SwiftUI's `previewDisplayName(_:)`; recorded.
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _AttributeModifier> { recorded("previewDisplayName", ("", value)) }
    /// SwiftUI's `previewLayout(_:)`; recorded.
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _AttributeModifier> { recorded("previewLayout", ("", value)) }
    /// SwiftUI's `previewDevice(_:)`; recorded.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _AttributeModifier> { recorded("previewDevice", ("", value)) }
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

extension PreviewLayout: Equatable, AttributeValue {}

/// The device of a preview.
///
/// ```swift
/// Counter().previewDevice(PreviewDevice(rawValue: "iPhone 15"))
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    /// Creates a device from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from a literal name.
    public init(stringLiteral value: String) { rawValue = value }
}

extension PreviewDevice: Equatable, AttributeValue {
    package var attributeDescription: String { rawValue.attributeDescription }
}

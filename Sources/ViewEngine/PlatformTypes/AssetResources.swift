// Xcode's generated asset symbols (DeveloperToolsSupport): `ColorResource` and
// `ImageResource`, which `Color(.brandBlue)` and `Image(.logo)` take. A resource is its
// asset's name, which the host's asset catalogs resolve when a picture is drawn; Macros'
// AssetSymbols plugin generates the symbols from a target's catalogs, as Xcode does.

extension Color {
    /// Creates a color from a color asset of the app.
    ///
    /// ```swift
    /// Color(.brandBlue)   // ColorResource generated from the asset catalog
    /// ```
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

/// A color asset of the app, as Xcode's generated asset symbols name it.
///
/// ```swift
/// extension ColorResource { static let brandBlue = ColorResource(name: "BrandBlue", bundle: .main) }
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String
    /// Creates a resource for the named asset.
    ///
    /// ```swift
    /// ColorResource(name: "BrandBlue", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image asset of the app, as Xcode's generated asset symbols name it.
///
/// ```swift
/// extension ImageResource { static let logo = ImageResource(name: "Logo", bundle: .main) }
/// Image(.logo)
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String
    /// Creates a resource for the named asset.
    ///
    /// ```swift
    /// ImageResource(name: "Logo", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// Creates an image from an image asset of the app.
    ///
    /// ```swift
    /// Image(.logo)
    /// ```
    public init(_ resource: ImageResource) { self.init(name: resource.name) }
}

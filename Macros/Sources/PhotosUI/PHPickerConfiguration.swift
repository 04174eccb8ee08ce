import Foundation

/// What a `PHPickerViewController` shows and how many items it selects — PhotosUI's
/// `PHPickerConfiguration`.
///
/// ```swift
/// var configuration = PHPickerConfiguration(photoLibrary: .shared())
/// configuration.filter = .images
/// configuration.selectionLimit = 3
/// let picker = PHPickerViewController(configuration: configuration)
/// ```
public struct PHPickerConfiguration: Hashable, Sendable {
    /// How the picker hands out an asset's data: as it is stored, or in a compatible form.
    public enum AssetRepresentationMode: Int, Hashable, Sendable {
        /// The system's choice.
        case automatic = 0
        /// The asset's current representation.
        case current = 1
        /// The most compatible representation.
        case compatible = 2
    }

    /// How the person selects items.
    public enum Selection: Int, Hashable, Sendable {
        /// The system's default selection behaviour.
        case `default` = 0
        /// Items numbered in the order they were selected.
        case ordered = 1
        /// Each selection handed over as it is made.
        case continuous = 2
        /// Continuous and numbered.
        case continuousAndOrdered = 3
    }

    /// The types of assets the picker shows; `nil` shows every type.
    public var filter: PHPickerFilter?
    /// The most items the person may select: 1 by default, 0 for as many as the system
    /// allows.
    public var selectionLimit = 1
    /// How the picker hands out the assets' data.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the person selects items.
    public var selection: Selection = .default
    /// The assets selected when the picker appears.
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether the picker was made with a photo library: only then do its results carry
    /// asset identifiers.
    let hasPhotoLibrary: Bool

    /// A configuration without a photo library: its results have no asset identifiers.
    ///
    /// ```swift
    /// PHPickerConfiguration()
    /// ```
    public init() { hasPhotoLibrary = false }

    /// A configuration with `photoLibrary`: its results carry each asset's identifier.
    ///
    /// ```swift
    /// PHPickerConfiguration(photoLibrary: .shared())
    /// ```
    public init(photoLibrary: PHPhotoLibrary) { hasPhotoLibrary = true }
}

/// An item the person picked — PhotosUI's `PHPickerResult`: its data through an item
/// provider, and its asset's identifier when the configuration had a photo library.
///
/// ```swift
/// for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
///     result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in ... }
/// }
/// ```
public struct PHPickerResult: Hashable {
    /// The provider of the item's data, registered under its content type.
    public let itemProvider: NSItemProvider
    /// The asset's local identifier; `nil` when the picker's configuration had no photo
    /// library.
    public let assetIdentifier: String?

    /// A result for `item`, its data registered under its content type.
    init(_ item: PhotosPickerItem, withIdentifier: Bool) {
        let provider = NSItemProvider()
        if case .data(let data) = item.payload, let type = item.supportedContentTypes.first {
            provider.registerData(data, typeIdentifier: type.identifier)
        }
        itemProvider = provider
        assetIdentifier = withIdentifier ? item.itemIdentifier : nil
    }
}

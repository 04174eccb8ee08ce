// AppKit's image, as a macOS app's SwiftUI files make one and show it with Image(nsImage:).
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A high-level interface for manipulating image data — AppKit's `NSImage`, as a macOS
/// app's SwiftUI code makes one and shows it with `Image(nsImage:)`. On macOS, `import
/// SwiftUI` brings AppKit; here the engine declares the AppKit names such code uses.
///
/// ```swift
/// Image(nsImage: NSImage(named: NSImage.applicationIconName)!)
/// if let photo = NSImage(contentsOf: url) { Image(nsImage: photo).resizable() }
/// ```
///
/// It is the engine's ``UIImage`` under AppKit's names: an image made from data knows its
/// format and size from the data's header, data in no image format makes none (`nil`),
/// and a named image (an asset, a symbol, or one of AppKit's system images such as
/// ``applicationIconName``) is its name, which always exists and has no size until one is
/// set.
/// Invariant (`@unchecked Sendable`): as AppKit's, an image is used on one thread at a
/// time; ``size`` is its only mutable state.
open class NSImage: NSObject, @unchecked Sendable {
    /// The name of an image: an asset's, or one of AppKit's system images'.
    public typealias Name = String

    /// The image in the engine's terms: its source, its pixel size and its scale.
    let representation: UIImage

    /// The image's size in points. Setting it changes the size it is drawn at, not its data.
    open var size: NSSize

    init(representation: UIImage) {
        self.representation = representation
        self.size = representation.size
        super.init()
    }

    /// An empty image of `size` points.
    ///
    /// ```swift
    /// let canvas = NSImage(size: NSSize(width: 64, height: 64))
    /// ```
    public convenience init(size: NSSize) {
        self.init(representation: UIImage())
        self.size = size
    }

    /// The image named `name`: an asset of the app's catalog or one of AppKit's system
    /// images (``applicationIconName``, ``cautionName``…). Headless, every name exists.
    ///
    /// ```swift
    /// NSImage(named: NSImage.cautionName)
    /// ```
    public convenience init?(named name: NSImage.Name) {
        guard let image = UIImage(named: name) else { return nil }
        self.init(representation: image)
    }

    /// The SF Symbol `symbolName`; `description` is what VoiceOver reads.
    ///
    /// ```swift
    /// NSImage(systemSymbolName: "exclamationmark.triangle", accessibilityDescription: "Warning")
    /// ```
    public convenience init?(systemSymbolName symbolName: String, accessibilityDescription description: String?) {
        guard let image = UIImage(systemName: symbolName) else { return nil }
        self.init(representation: image)
    }

    /// The image in `data` (PNG, JPEG, GIF or BMP); `nil` if the data holds no image.
    ///
    /// ```swift
    /// NSImage(data: downloaded)
    /// ```
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(representation: image)
    }

    /// The image in the file at `url`; `nil` if it cannot be read or holds no image.
    ///
    /// ```swift
    /// NSImage(contentsOf: iconURL)
    /// ```
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// The image in the file at `fileName`; `nil` if it cannot be read or holds no image.
    ///
    /// ```swift
    /// NSImage(contentsOfFile: "/tmp/shot.png")
    /// ```
    public convenience init?(contentsOfFile fileName: String) {
        self.init(contentsOf: URL(fileURLWithPath: fileName))
    }

    /// The image's data as it was made from (PNG, JPEG…); `nil` for a named image. AppKit
    /// gives TIFF; with no pixels to encode, the engine gives back the original data.
    ///
    /// ```swift
    /// try image.tiffRepresentation?.write(to: url)
    /// ```
    open var tiffRepresentation: Data? { representation.pngData() ?? representation.jpegData(compressionQuality: 1) }

    /// The image's name, as `Image(nsImage:)` shows it (``UIImage/description``).
    open override var description: String { representation.description }

    /// The app's icon.
    public static let applicationIconName: NSImage.Name = "NSApplicationIcon"
    /// A caution (warning) icon.
    public static let cautionName: NSImage.Name = "NSCaution"
    /// A folder icon.
    public static let folderName: NSImage.Name = "NSFolder"
    /// The user's account icon.
    public static let userName: NSImage.Name = "NSUser"
    /// A green "available" status light.
    public static let statusAvailableName: NSImage.Name = "NSStatusAvailable"
    /// A yellow "partially available" status light.
    public static let statusPartiallyAvailableName: NSImage.Name = "NSStatusPartiallyAvailable"
    /// A red "unavailable" status light.
    public static let statusUnavailableName: NSImage.Name = "NSStatusUnavailable"
    /// A clear "no status" light.
    public static let statusNoneName: NSImage.Name = "NSStatusNone"
    /// A gear (action) icon.
    public static let actionTemplateName: NSImage.Name = "NSActionTemplate"
    /// An add (+) icon.
    public static let addTemplateName: NSImage.Name = "NSAddTemplate"
    /// A remove (−) icon.
    public static let removeTemplateName: NSImage.Name = "NSRemoveTemplate"
    /// A refresh icon.
    public static let refreshTemplateName: NSImage.Name = "NSRefreshTemplate"
}

extension Image {
    /// Creates a SwiftUI image from an AppKit image, shown by its name (an image made from
    /// data by its format and size: `Image "png 120×80"`).
    ///
    /// ```swift
    /// Image(nsImage: NSImage(named: NSImage.applicationIconName)!)
    /// ```
    public init(nsImage: NSImage) { self.init(uiImage: nsImage.representation) }
}
#endif

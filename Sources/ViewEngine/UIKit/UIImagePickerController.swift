#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view controller that manages the system interfaces for taking pictures and choosing
/// items from the user's media library — UIKit's `UIImagePickerController`, which apps wrap
/// in a `UIViewControllerRepresentable`.
///
/// The device has no camera, as a simulator has none (``isSourceTypeAvailable(_:)``). A
/// test stands in for the user: ``finishPicking(_:)`` gives the delegate the picked image
/// as `imagePickerController(_:didFinishPickingMediaWithInfo:)` does, and ``cancel()``
/// tells it the user cancelled.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes its items from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may edit (crop) the picked image.
    open var allowsEditing = false
    /// The media types offered (uniform type identifiers), images by default.
    open var mediaTypes: [String] = ["public.image"]
    /// The object told what the user picked.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Whether the device can pick from `sourceType`: the library and the saved photos
    /// album, not a camera.
    ///
    /// ```swift
    /// UIImagePickerController.isSourceTypeAvailable(.camera)   // false
    /// ```
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The user picked `image`: the delegate gets it as the original image (and as the
    /// edited one if ``allowsEditing``), with its media type.
    ///
    /// ```swift
    /// picker.finishPicking(UIImage(systemName: "photo")!)
    /// ```
    public func finishPicking(_ image: UIImage) {
        var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if allowsEditing { info[.editedImage] = image }
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The user cancelled: the delegate is told.
    public func cancel() {
        delegate?.imagePickerControllerDidCancel(self)
    }

    /// The sources a picker takes items from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The saved photos album.
        case savedPhotosAlbum
    }

    /// The keys of what a picker gives its delegate.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, UIKit's.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The image as picked (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as edited (a `UIImage`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle of an edited image.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The media type (a uniform type identifier).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The file URL of the picked image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The file URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }
}

/// The methods an image picker's delegate implements — UIKit's
/// `UIImagePickerControllerDelegate`. Each has a default here, as each is optional.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an item, described by `info`.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Dismisses the picker, as UIKit does when the delegate does not implement it.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
#endif

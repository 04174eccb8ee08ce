import Foundation

/// A view controller that lets the person pick photos — PhotosUI's
/// `PHPickerViewController`, as apps wrap it in a `UIViewControllerRepresentable`.
///
/// ```swift
/// func makeUIViewController(context: Context) -> PHPickerViewController {
///     var configuration = PHPickerConfiguration(photoLibrary: .shared())
///     configuration.filter = .images
///     let picker = PHPickerViewController(configuration: configuration)
///     picker.delegate = context.coordinator
///     return picker
/// }
/// ```
///
/// Headless, the person is the test: `host.pick(photos:)` picks in the picker the host
/// made last that is still alive, and its delegate is told, as when the person taps Add;
/// `host.pick(photos: [])` is Cancel. Items the configuration's filter does not match, or
/// more than its selection limit, are refused with a ``PhotosPickerError`` and the
/// delegate is not called.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// The object the picker tells what the person picked.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker showing what `configuration` says; the current host's picker from now on.
    ///
    /// ```swift
    /// PHPickerViewController(configuration: PHPickerConfiguration())
    /// ```
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
        PhotoLibraryState.current.attach(self, filter: configuration.filter)
    }

    /// A picker with the default configuration (UIKit's `init()`, which every view
    /// controller has here).
    nonisolated public required init() {
        configuration = PHPickerConfiguration()
        super.init()
    }

    /// Hands `items` to the delegate as the person's pick, or refuses them: the reason when
    /// the filter does not match one of them or there are more than the selection limit.
    func finishPicking(_ items: [PhotosPickerItem]) -> String? {
        let limit = configuration.selectionLimit > 0 ? configuration.selectionLimit : nil
        if let refusal = PhotoPickRefusal.reason(for: items, filter: configuration.filter, limit: limit) { return refusal }
        let results = items.map { PHPickerResult($0, withIdentifier: configuration.hasPhotoLibrary) }
        delegate?.picker(self, didFinishPicking: results)
        return nil
    }
}

/// The object a `PHPickerViewController` tells what the person picked — PhotosUI's
/// `PHPickerViewControllerDelegate`.
///
/// ```swift
/// final class Coordinator: PHPickerViewControllerDelegate {
///     func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
///         picker.dismiss(animated: true)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person finished picking: `results` holds the items picked, and is empty when
    /// they cancelled. The picker does not dismiss itself.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

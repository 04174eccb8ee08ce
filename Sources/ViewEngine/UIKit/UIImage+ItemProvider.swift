#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS) && !canImport(Darwin)
import Foundation

/// An image goes in an item provider (`NSItemProvider(object: image)`) and comes out of one
/// (`loadObject(ofClass: UIImage.self)`), as PNG or JPEG data.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// An image is written as PNG, then JPEG.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }
    /// Hands over the image's PNG data (`public.png`) or JPEG data (`public.jpeg`): the data
    /// it was made from, when it is of that format; else an error (the engine has no encoder).
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let data = typeIdentifier == "public.jpeg" ? jpegData(compressionQuality: 1) : pngData()
        completionHandler(data, data == nil ? CocoaError(.fileWriteUnknown) : nil)
        return nil
    }
    /// An image reads PNG, JPEG and any image data.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
    /// The image `data` encodes; throws `CocoaError(.fileReadCorruptFile)` when it is none.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard let image = UIImage(data: data) else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }
}
#endif

import Foundation

/// A type that represents an item you use with a photos picker: a photo, a video or a Live
/// Photo, whose data loads as a `Transferable` type.
///
/// ```swift
/// if let data = try await item.loadTransferable(type: Data.self) { person.photo = data }
/// ```
///
/// A test makes items from bytes and a content type
/// (``init(itemIdentifier:contentType:data:)``) and picks them with
/// `host.pick(photos:in:)`.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The local identifier of the item in the photo library.
    public let itemIdentifier: String?
    /// The content types the item can load, the preferred first.
    public let supportedContentTypes: [UTType]
    let payload: Payload

    /// What an item loads: its bytes, or the reason it cannot load (an item that is in the
    /// cloud and cannot be downloaded).
    enum Payload: Sendable {
        case data(Data)
        case unavailable
    }

    /// An item from the photo library with that identifier, whose data is not available
    /// here (loading it throws).
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        supportedContentTypes = []
        payload = .unavailable
    }

    /// An item of the photo library a test provides: its identifier, its content type
    /// (`.png`, `.jpeg`, `.heic`, `.mpeg4Movie`...) and its bytes; `data: nil` makes an
    /// item whose data cannot load.
    public init(itemIdentifier: String, contentType: UTType, data: Data?) {
        self.itemIdentifier = itemIdentifier
        supportedContentTypes = [contentType]
        payload = data.map(Payload.data) ?? .unavailable
    }

    /// Whether two items are the same item of the library.
    public static func == (lhs: PhotosPickerItem, rhs: PhotosPickerItem) -> Bool {
        lhs.itemIdentifier == rhs.itemIdentifier && lhs.supportedContentTypes == rhs.supportedContentTypes
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(itemIdentifier) }

    /// Loads the item as `type`: `Data` (its bytes, whatever its type), `Image` (an image
    /// item), `String` (a text item, UTF-8) or `URL` (a URL item). Returns `nil` when the
    /// item has no representation of that type (an `Image` from a video).
    ///
    /// - Throws: ``PhotosPickerItem/LoadError`` when the item's data cannot load, in the
    ///   words of Apple's item providers: `Cannot load representation of type public.jpeg`.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        try load(type)
    }

    /// Loads the item as `type` and calls `completionHandler` with the result (as
    /// ``loadTransferable(type:)``), returning a progress that is complete when it is called.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        completionHandler(Result { try load(type) })
        progress.completedUnitCount = 1
        return progress
    }

    private func load<T: Transferable>(_ type: T.Type) throws -> T? {
        let contentType = supportedContentTypes.first ?? .data
        guard case .data(let data) = payload else { throw LoadError(contentType: contentType) }
        switch type {
        case is Data.Type:
            return data as? T
        case is Image.Type:
            guard contentType.conforms(to: .image) else { return nil }
            guard let image = UIImage(data: data) else { throw LoadError(contentType: contentType) }
            return Image(uiImage: image) as? T
        case is String.Type:
            guard contentType.conforms(to: .text) else { return nil }
            return String(data: data, encoding: .utf8) as? T
        case is URL.Type:
            guard contentType.conforms(to: .url), let text = String(data: data, encoding: .utf8) else { return nil }
            return URL(string: text) as? T
        default:
            return nil
        }
    }

    /// The error of an item whose data cannot load.
    public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The content type that could not load.
        public let contentType: UTType
        /// `Cannot load representation of type <identifier>`, as Apple's item providers say.
        public var description: String { "Cannot load representation of type \(contentType.identifier)" }
        /// The description.
        public var errorDescription: String? { description }
    }
}

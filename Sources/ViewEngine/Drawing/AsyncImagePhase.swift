/// The current phase of the asynchronous image loading operation.
///
/// ```swift
/// AsyncImage(url: avatarURL) { phase in
///     switch phase {
///     case .empty: ProgressView()
///     case .success(let image): image.resizable()
///     case .failure: Image(systemName: "photo")
///     @unknown default: EmptyView()
///     }
/// }
/// ```
///
/// An ``AsyncImage`` starts `.empty` and moves to `.success` or `.failure` when its load
/// ends; a new URL starts again from `.empty`.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image successfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    ///
    /// ```swift
    /// if let image = phase.image { image.resizable() }
    /// ```
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    ///
    /// ```swift
    /// if phase.error != nil { Color.red }
    /// ```
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// `empty`, `success`, `failure`: how ``ViewHost/render()`` writes the phase.
    var name: String {
        switch self {
        case .empty: "empty"
        case .success: "success"
        case .failure: "failure"
        }
    }
}

// Where an `AsyncImage`'s image comes from in a host without a network: the host's image
// loader, a setting of its configuration.

/// How a host loads the images of its `AsyncImage`s: a closure from the URL to the image,
/// or an error. It runs as the image view's task, on the main actor, and may suspend
/// (`Task.sleep(for:)` sleeps on the host's virtual clock).
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.asyncImageLoader = AsyncImageLoader { url in
///     try await Task.sleep(for: .seconds(1))            // a slow network, on the virtual clock
///     guard url.host() == "example.com" else { throw URLError(.badURL) }
///     return Image(url.lastPathComponent)
/// }
/// ```
///
/// The default succeeds at once with an image named after the URL's last path component:
/// `https://example.com/cat.png` loads `Image("cat.png")`.
import ViewEngineCore

public struct AsyncImageLoader: Sendable {
    let load: @MainActor @Sendable (URL) async throws -> Image

    /// A loader that loads each image with `load`.
    public init(_ load: @escaping @MainActor @Sendable (URL) async throws -> Image) { self.load = load }

    /// The default loader: an image named after the URL's last path component, at once.
    ///
    /// ```swift
    /// configuration.asyncImageLoader = .lastPathComponent
    /// ```
    public static let lastPathComponent = AsyncImageLoader { url in Image(url.lastPathComponent) }

    /// A loader whose every load fails with `error`.
    ///
    /// ```swift
    /// configuration.asyncImageLoader = .failing(URLError(.notConnectedToInternet))
    /// ```
    public static func failing(_ error: any Error) -> AsyncImageLoader { AsyncImageLoader { _ in throw error } }
}

/// The host setting that holds the image loader.
private enum AsyncImageLoaderKey: HostSettingKey {
    static let defaultValue = AsyncImageLoader.lastPathComponent
}

extension HostConfiguration {
    /// How the host's `AsyncImage`s load their images (``AsyncImageLoader``): by default, at
    /// once, an image named after the URL's last path component.
    ///
    /// ```swift
    /// var configuration = HostConfiguration()
    /// configuration.asyncImageLoader = .failing(URLError(.timedOut))
    /// ```
    public var asyncImageLoader: AsyncImageLoader {
        get { featureSettings[AsyncImageLoaderKey.self] }
        set { featureSettings[AsyncImageLoaderKey.self] = newValue }
    }
}

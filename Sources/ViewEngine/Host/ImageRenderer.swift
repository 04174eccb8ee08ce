// ImageRenderer (Rules R22): a view drawn off screen into an image. The engine has no
// pixels: the image is the view's size at the renderer's scale, and keeps the SVG picture
// of the view (what `snapshot()` draws, on a clear background), so that what the app
// reads of it — that it exists, its size, its scale — is what SwiftUI gives.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore

/// An object that creates images from SwiftUI views.
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(count: 3))
/// renderer.scale = 3
/// let image = renderer.uiImage          // 123 × 61 points at 3 pixels per point
/// ```
///
/// Each read of ``uiImage`` lays ``content`` out for ``proposedSize`` in a host of its own
/// and draws it: by default the view's ideal size ("The default value of this property,
/// `unspecified`, produces an image that matches the original view size"). What its views
/// read from the environment is the default environment's, as for a view drawn outside any
/// window. Setting any of the renderer's properties publishes `objectWillChange` first.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The root view rendered.
    public var content: Content {
        willSet { objectWillChange.send() }
    }
    /// The accessibility label of the image, if any.
    public var label: Text? {
        willSet { objectWillChange.send() }
    }
    /// The size proposed to the root view: `.unspecified` (the default) for its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified {
        willSet { objectWillChange.send() }
    }
    /// The scale at which to render the image: pixels per point.
    public var scale: CGFloat = 1 {
        willSet { objectWillChange.send() }
    }
    /// Whether the image is opaque: `false` by default, the view drawn over nothing.
    public var isOpaque = false {
        willSet { objectWillChange.send() }
    }
    /// The working color space and storage format of the image.
    public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { objectWillChange.send() }
    }

    /// Creates a renderer object with a source content view.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: Text("Hello"))
    /// ```
    public init(content view: Content) {
        content = view
    }

    /// The current contents of the view, rendered to a UIKit image: the view's size for
    /// ``proposedSize`` at ``scale``; `nil` when that size is empty or not finite, or the
    /// scale is not positive (SwiftUI renders no image then either).
    public var uiImage: UIImage? {
        guard let (picture, size) = rendered() else { return nil }
        return UIImage(renderedPicture: picture, size: size, scale: scale)
    }

    /// The current contents of the view, as a Core Graphics image: the view's size for
    /// ``proposedSize`` in pixels at ``scale`` (each rounded up); `nil` when ``uiImage``
    /// is.
    ///
    /// ```swift
    /// if let image = renderer.cgImage { Image(image, scale: 2, label: Text("Badge")) }
    /// ```
    public var cgImage: CGImage? {
        guard let (picture, size) = rendered() else { return nil }
        return CGImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                       renderedPicture: picture)
    }

    /// The current contents of the view, as an AppKit image: ``uiImage``'s, the view's
    /// size for ``proposedSize`` in points; `nil` when that is.
    public var nsImage: NSImage? {
        uiImage.map { NSImage(representation: $0) }
    }

    /// The view laid out for ``proposedSize`` and drawn: its picture and size in points;
    /// `nil` when that size is empty or not finite, or the scale is not positive.
    private func rendered() -> (picture: String, size: CGSize)? {
        guard scale.isFinite, scale > 0 else { return nil }
        var configuration = HostConfiguration()
        configuration.echoesDiagnosticsToStandardError = false
        let host = ViewHost(content, configuration: configuration)
        host.safeAreaInsets = EdgeInsets()
        let size = host.fittingSize(for: proposedSize)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        host.size = size
        host.safeAreaInsets = EdgeInsets()
        return (host.picture(drawingWindowBackground: isOpaque), size)
    }
}
#endif

// The picture of a preview's window.

import ViewEngine

/// Draws a host's window.
@MainActor
enum PreviewPicture {
    /// The window as SVG (`host.snapshot()`: each view at the frame the layout gave it, in
    /// the host's colour scheme); the page lays the controls a click reaches over it.
    static func svg(of host: ViewHost<AnyView>) -> String? {
        host.snapshot()
    }
}

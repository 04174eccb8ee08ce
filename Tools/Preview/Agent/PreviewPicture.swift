// The picture of a preview's window.

import ViewEngine

/// Draws a host's window.
@MainActor
enum PreviewPicture {
    /// The window as SVG, or `nil` while the engine draws no picture: the page then shows
    /// the window's controls as outlines at their frames, and the `render()` text.
    static func svg(of host: ViewHost<AnyView>) -> String? {
        nil
    }
}

import Foundation

extension SFSafariViewController {
    /// An object that defines how a Safari view controller behaves: made before the
    /// controller, which keeps a copy of it.
    ///
    /// ```swift
    /// let configuration = SFSafariViewController.Configuration()
    /// configuration.entersReaderIfAvailable = true
    /// let safari = SFSafariViewController(url: url, configuration: configuration)
    /// ```
    @MainActor
    public final class Configuration: NSObject {
        /// Whether the controller shows the page in Reader when it has a Reader version
        /// (the first page only).
        public var entersReaderIfAvailable = false
        /// Whether the bars collapse as the person scrolls.
        public var barCollapsingEnabled = true

        /// A configuration with Safari's defaults: no Reader, collapsing bars.
        public override init() { super.init() }

        /// A copy: what a controller keeps and hands out.
        func copied() -> Configuration {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }

    /// The styles of the button that dismisses the controller.
    public enum DismissButtonStyle: Int, Sendable {
        /// `Done`.
        case done = 0
        /// `Close`.
        case close = 1
        /// `Cancel`.
        case cancel = 2

        /// The button's title.
        var title: String {
            switch self {
            case .done: "Done"
            case .close: "Close"
            case .cancel: "Cancel"
            }
        }
    }
}

// The window a host shows its views in (Rules R22): its size and its safe area.

import ViewEngineCore

/// The window's size and the insets of its safe area.
struct HostWindow {
    /// The default window: an iPhone 15 (14 Pro, 15 Pro, 16) in portrait, 393 × 852
    /// points (Measures §1 "Window size").
    static let portrait = CGSize(width: 393, height: 852)
    /// The same phone in landscape (Measures §1 "Window size, landscape").
    static let landscape = CGSize(width: 852, height: 393)
    /// Its safe area in portrait: 59 points under the Dynamic Island, 34 above the home
    /// indicator (Measures §1 "Safe area, portrait").
    static let portraitInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    /// In landscape: 59 on either side, 21 at the bottom (Measures §1 "Safe area, landscape").
    static let landscapeInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    var size: CGSize
    var safeAreaInsets: EdgeInsets

    /// A window of `size`, with the phone's insets in either orientation of the default
    /// size and none otherwise.
    init(size: CGSize) {
        self.size = size
        safeAreaInsets = Self.insets(for: size)
    }

    static func insets(for size: CGSize) -> EdgeInsets {
        switch size {
        case portrait: portraitInsets
        case landscape: landscapeInsets
        default: EdgeInsets()
        }
    }

    /// The safe area: the window less its insets.
    var safeArea: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: max(0, size.width - safeAreaInsets.leading - safeAreaInsets.trailing),
               height: max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom))
    }
}

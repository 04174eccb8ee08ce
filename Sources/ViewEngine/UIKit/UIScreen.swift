#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The screen of the device — UIKit's `UIScreen`, which SwiftUI code reads for the
/// screen's size: ``main`` is the current host's, whose ``bounds`` is the host's window.
///
/// ```swift
/// .frame(width: UIScreen.main.bounds.width * 0.8)
/// ```
@preconcurrency @MainActor
public final class UIScreen {
    /// The system this screen belongs to (weak: the system holds its screen).
    private weak var owner: HostSystem?
    private var system: HostSystem { owner ?? .processWide }

    init(system: HostSystem) { owner = system }

    /// The screen of the current host (outside any host, an iPhone 15's).
    ///
    /// ```swift
    /// UIScreen.main.bounds.width   // 393
    /// ```
    public static var main: UIScreen { HostSystem.current.screen }

    /// The screen's rectangle in points, at the origin: the host's window size.
    ///
    /// ```swift
    /// UIScreen.main.bounds   // (0, 0, 393, 852)
    /// ```
    public var bounds: CGRect { CGRect(origin: .zero, size: system.windowSize()) }

    /// The number of pixels per point: 3, an iPhone 15's (Measures §1 "Display scale").
    ///
    /// ```swift
    /// 1 / UIScreen.main.scale   // a hairline's width
    /// ```
    public var scale: CGFloat { 3 }

    /// The screen's rectangle in pixels: ``bounds`` times ``scale``.
    ///
    /// ```swift
    /// UIScreen.main.nativeBounds   // (0, 0, 1179, 2556)
    /// ```
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The pixels per point of the physical screen: ``scale``.
    public var nativeScale: CGFloat { scale }

    /// The screen's brightness, from 0 to 1.
    ///
    /// ```swift
    /// UIScreen.main.brightness = 1
    /// ```
    public var brightness: CGFloat = 0.5
}
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The traits that describe the app's environment — UIKit's `UITraitCollection`: here the
/// current host's, computed from what its views read in the environment (the color scheme
/// and the size classes), so UIKit code and SwiftUI code see the same device.
///
/// ```swift
/// windowScene.traitCollection.userInterfaceStyle == .dark   // host.colorScheme == .dark
/// ```
@preconcurrency @MainActor
public final class UITraitCollection {
    /// The style: dark or light, as the host's color scheme.
    public nonisolated let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public nonisolated let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public nonisolated let verticalSizeClass: UIUserInterfaceSizeClass

    private nonisolated init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
    }

    convenience init(_ environment: EnvironmentValues) {
        self.init(style: environment.colorScheme == .dark ? .dark : .light,
                  horizontal: UIUserInterfaceSizeClass(environment.horizontalSizeClass),
                  vertical: UIUserInterfaceSizeClass(environment.verticalSizeClass))
    }

    /// Creates a trait collection with only a user interface style (the size classes
    /// unspecified) — UIKit's `init(userInterfaceStyle:)`.
    ///
    /// ```swift
    /// UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    /// ```
    public nonisolated convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified)
    }

    /// The traits of the current host.
    ///
    /// ```swift
    /// UITraitCollection.current.userInterfaceStyle
    /// ```
    public static var current: UITraitCollection { UITraitCollection(HostSystem.current.environment()) }
}

/// The size classes — UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular

    init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension UIWindowScene {
    /// The traits of the scene: the current host's.
    public var traitCollection: UITraitCollection { .current }
}

extension UIView {
    /// The traits of the view: the current host's.
    public var traitCollection: UITraitCollection { .current }
}

extension UIViewController {
    /// The traits of the controller: the current host's.
    public var traitCollection: UITraitCollection { .current }
}
#endif

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
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(_ environment: EnvironmentValues) {
        userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        horizontalSizeClass = UIUserInterfaceSizeClass(environment.horizontalSizeClass)
        verticalSizeClass = UIUserInterfaceSizeClass(environment.verticalSizeClass)
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

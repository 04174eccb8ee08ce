#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A collection of methods that gives you access to the appearance proxy for a class —
/// UIKit's `UIAppearance`, which apps use in their `App`'s `init()` to style the bars
/// SwiftUI draws with UIKit: `UINavigationBar.appearance().tintColor = .red`.
///
/// ``appearance()`` returns the proxy of exactly the class it is called on, the same
/// instance every time (one per class, and one per class and container list for
/// ``appearance(whenContainedInInstancesOf:)``): what is set on it is kept and reads back.
/// The proxies are the process's, as UIKit's are the app's (class-wide, set before any
/// window exists): an `App`'s `init()` sets them before its host is made, and the host's
/// views read them. Unlike UIKit's other singletons they are not one per host. The engine
/// draws its bars itself; of the proxies' settings its pictures apply the navigation bar's
/// appearances and title attributes (UINavigationBar+Look.swift).
@MainActor
public protocol UIAppearance: AnyObject {
    /// The appearance proxy of the class.
    static func appearance() -> Self
    /// The appearance proxy of the class inside the containers of the given classes.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances may contain views styled through appearance proxies — UIKit's
/// `UIAppearanceContainer`.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The appearance proxy of the class: the same instance at every call.
    ///
    /// ```swift
    /// UINavigationBar.appearance().tintColor = .systemOrange
    /// UINavigationBar.appearance().tintColor   // .systemOrange
    /// ```
    public static func appearance() -> Self {
        appearanceProxy(of: Self.self, containers: "") { Self() }
    }

    /// The appearance proxy of the class for instances inside containers of the given
    /// classes, kept apart from ``appearance()``'s.
    ///
    /// ```swift
    /// UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .red
    /// ```
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(of: Self.self, containers: containerTypes.map { "\($0)" }.joined(separator: ",")) { Self() }
    }
}

/// The process's appearance proxy of `type` inside `containers` (a key of their names),
/// made by `make` the first time it is asked for.
@MainActor
func appearanceProxy<Proxy: AnyObject>(of type: Proxy.Type, containers: String, make: () -> Proxy) -> Proxy {
    let system = HostSystem.processWide
    let id = AppearanceProxyKey(type: ObjectIdentifier(type), containers: containers)
    if let proxy = system.appearanceProxies[id] as? Proxy { return proxy }
    let proxy = make()
    system.appearanceProxies[id] = proxy
    return proxy
}

/// Which proxy: the class and its containers.
struct AppearanceProxyKey: Hashable {
    let type: ObjectIdentifier
    let containers: String
}
#endif

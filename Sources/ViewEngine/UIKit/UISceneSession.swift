#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that represents a scene of your app — UIKit's `UISceneSession`.
public final class UISceneSession: Hashable {
    /// The role of the session's scene.
    public let role: Role
    /// The configuration the scene was created with.
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session for its life.
    public let persistentIdentifier = UUID().uuidString

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    /// Whether both are one session — as UIKit's sessions, objects compared by identity
    /// (a delegate receives a `Set<UISceneSession>` of discarded sessions).
    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    /// Hashes the session's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The role of a scene.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// A role of `rawValue`.
        ///
        /// ```swift
        /// UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// The information a scene is created from — UIKit's `UISceneConfiguration`: its
/// `delegateClass` is the type of the scene's delegate, which the host makes (a
/// ``UIResponder`` that is a ``UISceneDelegate``).
///
/// ```swift
/// let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
/// configuration.delegateClass = SceneDelegate.self
/// return configuration
/// ```
public final class UISceneConfiguration {
    /// The configuration's name, as an app's Info.plist names it.
    public let name: String?
    /// The role of the scenes it configures.
    public let role: UISceneSession.Role
    /// The type of the scene's delegate.
    public var delegateClass: AnyClass?
    /// The type of the scene: a window scene.
    public var sceneClass: AnyClass?

    /// A configuration named `name` for scenes of `sessionRole`.
    ///
    /// ```swift
    /// UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    /// ```
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIApplication {
    /// The app's scenes: the host's one window scene.
    ///
    /// ```swift
    /// UIApplication.shared.connectedScenes.first as? UIWindowScene
    /// ```
    public var connectedScenes: Set<UIScene> { [system.scene] }
}
#endif

import Foundation
import ViewEngine

extension ViewHost {
    /// The host's keychain as a test sees and drives it: its items, the device's lock, how
    /// the person answers authentication prompts, and every call the app made.
    ///
    /// ```swift
    /// try host.tap("Save password")
    /// host.keychain.items.map(\.description)   // ["genp service=com.example account=alice (ak)"]
    /// host.keychain.isDeviceLocked = true      // reads of "when unlocked" items now fail
    /// ```
    public var keychain: HostKeychain { HostKeychain(state: .keychain(of: clock)) }
}

/// A host's keychain seen from a test (``ViewHost/keychain``).
@MainActor
public struct HostKeychain {
    let state: KeychainState

    /// How the person answers an authentication prompt (an item whose access control asks
    /// for user presence or biometry).
    public enum Authentication: Sendable, CustomStringConvertible {
        /// Authenticates: the item is read.
        case succeed
        /// Cancels the prompt: ``errSecUserCanceled``.
        case cancel
        /// Fails to authenticate: ``errSecAuthFailed``.
        case fail

        /// `succeeds`, `cancels`, `fails`.
        public var description: String {
            switch self {
            case .succeed: "succeeds"
            case .cancel: "cancels"
            case .fail: "fails"
            }
        }
    }

    /// One item of the keychain, as a test reads it.
    public struct Item: Hashable, Sendable, CustomStringConvertible {
        /// Its class: `genp` (``kSecClassGenericPassword``), `inet`, `cert`, `keys`, `idnt`.
        public let itemClass: String
        /// Its account, if it has one.
        public let account: String?
        /// A generic password's service.
        public let service: String?
        /// An internet password's server.
        public let server: String?
        /// Its data.
        public let data: Data?
        /// Its accessibility (`ak`: ``kSecAttrAccessibleWhenUnlocked``).
        public let accessible: String
        /// Whether it is synchronized through iCloud.
        public let isSynchronizable: Bool

        /// `genp service=com.example account=alice (ak)`.
        public var description: String {
            let parts = [("service", service), ("server", server), ("account", account)]
                .compactMap { name, value in value.map { "\(name)=\($0)" } }
            return ([itemClass] + parts).joined(separator: " ") + " (\(accessible)\(isSynchronizable ? ", synchronizable" : ""))"
        }
    }

    /// The items, in the order they were added.
    public var items: [Item] { state.summaries }

    /// Whether the device is locked: items readable only while unlocked
    /// (``kSecAttrAccessibleWhenUnlocked`` and the other "when unlocked" values) can then
    /// be neither read, added, changed nor deleted (``errSecInteractionNotAllowed``).
    /// Unlocked, as a host starts.
    public var isDeviceLocked: Bool {
        get { state.isDeviceLocked }
        nonmutating set { state.isDeviceLocked = newValue }
    }

    /// How the person answers authentication prompts (succeeds, by default).
    public var authentication: Authentication {
        get { state.authentication }
        nonmutating set { state.authentication = newValue }
    }

    /// Every call, in order: `SecItemAdd genp service=com.example account=alice:
    /// errSecSuccess`, and each prompt shown with the person's answer.
    public var events: [String] { state.events }
}

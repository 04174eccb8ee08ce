import Foundation
import VirtualTime

/// The keychain of one host: its items in the order they were added, the device's lock,
/// how the person answers authentication prompts, and what happened. Kept by the host's
/// clock (`VirtualClock.service(_:)`), as an app has one keychain; outside any host a
/// process-wide keychain stands in.
///
/// Invariant (`@unchecked Sendable`): `items`, `nextID`, `log`, `locked` and `answer` are
/// read and written only under `lock`; `clock` is a weak reference (the clock keeps the
/// keychain) set in `init` and only read after.
final class KeychainState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var items: [Item] = []
    private var nextID: UInt64 = 1
    private var log: [String] = []
    private var locked = false
    private var answer = HostKeychain.Authentication.succeed

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = KeychainState(clock: nil)

    /// The current host's keychain, or the process's outside any host.
    static var current: KeychainState { keychain(of: VirtualClock.current) }

    /// The keychain of the host whose clock is `clock`, or the process's for `nil`.
    static func keychain(of clock: VirtualClock?) -> KeychainState {
        clock?.service { KeychainState(clock: $0) } ?? processWide
    }

    /// One item: its class, its attributes (the keychain's dates and defaults included) and
    /// its data.
    struct Item {
        let id: UInt64
        let itemClass: String
        var attributes: [String: Any]
        var data: Data?

        /// The accessibility that decides when the item is readable.
        var protection: String {
            (attributes[kSecAttrAccessControl] as? SecAccessControl)?.protection
                ?? attributes[kSecAttrAccessible] as? String ?? kSecAttrAccessibleWhenUnlocked
        }

        /// Whether reading the data asks the person.
        var asksThePerson: Bool { (attributes[kSecAttrAccessControl] as? SecAccessControl)?.asksThePerson ?? false }

        /// The data that finds this item again (``kSecValuePersistentRef``).
        var persistentRef: Data { Data("\(itemClass):\(id)".utf8) }

        /// Whether the item is synchronized.
        var isSynchronizable: Bool { (attributes[kSecAttrSynchronizable] as? NSNumber)?.boolValue ?? false }
    }

    // MARK: The host's side (HostKeychain)

    var isDeviceLocked: Bool {
        get { lock.withLock { locked } }
        set { lock.withLock { locked = newValue } }
    }

    var authentication: HostKeychain.Authentication {
        get { lock.withLock { answer } }
        set { lock.withLock { answer = newValue } }
    }

    var events: [String] { lock.withLock { log } }

    var summaries: [HostKeychain.Item] {
        lock.withLock {
            items.map { item in
                HostKeychain.Item(itemClass: item.itemClass, account: item.attributes[kSecAttrAccount] as? String,
                                  service: item.attributes[kSecAttrService] as? String,
                                  server: item.attributes[kSecAttrServer] as? String, data: item.data,
                                  accessible: item.protection, isSynchronizable: item.isSynchronizable)
            }
        }
    }

    // MARK: The four functions

    func add(_ dictionary: CFDictionary) -> (OSStatus, CFTypeRef?) {
        lock.withLock {
            var outcome: (OSStatus, CFTypeRef?) = (errSecParam, nil)
            defer { record("SecItemAdd", dictionary, outcome.0) }
            guard let query = Query(dictionary) else { return outcome }
            var attributes = query.attributes
            if query.accessControl != nil, attributes[kSecAttrAccessible] != nil { return outcome }
            if let accessible = attributes[kSecAttrAccessible] {
                guard let accessible = accessible as? String, accessibilityValues.contains(accessible) else { return outcome }
            }
            if let control = query.accessControl {
                guard control is SecAccessControl else { return outcome }
                attributes[kSecAttrAccessControl] = control
            }
            if let data = query.data, !(data is Data) { return outcome }
            let now = clock?.date ?? Date()
            attributes[kSecAttrAccessible] = (query.accessControl as? SecAccessControl)?.protection
                ?? attributes[kSecAttrAccessible] ?? kSecAttrAccessibleWhenUnlocked
            attributes[kSecAttrSynchronizable] = query.synchronizable == .yes
            attributes[kSecAttrCreationDate] = now
            attributes[kSecAttrModificationDate] = now
            let item = Item(id: nextID, itemClass: query.itemClass, attributes: attributes, data: query.data as? Data)
            if locked, Self.needsUnlock(item.protection) {
                outcome = (errSecInteractionNotAllowed, nil)
                return outcome
            }
            if items.contains(where: { Self.samePrimaryKey($0, item) }) {
                outcome = (errSecDuplicateItem, nil)
                return outcome
            }
            nextID += 1
            items.append(item)
            outcome = (errSecSuccess, query.returns.isEmpty ? nil : Self.value(of: item, returning: query.returns))
            return outcome
        }
    }

    func copyMatching(_ dictionary: CFDictionary) -> (OSStatus, CFTypeRef?) {
        lock.withLock {
            var outcome: (OSStatus, CFTypeRef?) = (errSecParam, nil)
            defer { record("SecItemCopyMatching", dictionary, outcome.0) }
            guard let query = Query(dictionary), query.data == nil || query.data is Data else { return outcome }
            var found = items.filter(query.matches)
            if locked, found.contains(where: { Self.needsUnlock($0.protection) }) {
                outcome = (errSecInteractionNotAllowed, nil)
                return outcome
            }
            if query.returns.contains(kSecReturnData), found.contains(where: \.asksThePerson) {
                switch query.authenticationUI {
                case kSecUseAuthenticationUISkip:
                    found.removeAll(where: \.asksThePerson)
                case kSecUseAuthenticationUIFail:
                    outcome = (errSecInteractionNotAllowed, nil)
                    return outcome
                default:
                    log.append("authentication asked: \(query.prompt ?? "(no prompt)"), the person \(answer)")
                    switch answer {
                    case .succeed: break
                    case .cancel:
                        outcome = (errSecUserCanceled, nil)
                        return outcome
                    case .fail:
                        outcome = (errSecAuthFailed, nil)
                        return outcome
                    }
                }
            }
            guard !found.isEmpty else {
                outcome = (errSecItemNotFound, nil)
                return outcome
            }
            guard !query.returns.isEmpty else {
                outcome = (errSecSuccess, nil)
                return outcome
            }
            if let limit = query.limit {
                let values = found.prefix(limit).map { Self.value(of: $0, returning: query.returns) }
                outcome = (errSecSuccess, values as NSArray)
            } else {
                outcome = (errSecSuccess, Self.value(of: found[0], returning: query.returns))
            }
            return outcome
        }
    }

    func update(_ dictionary: CFDictionary, with changes: CFDictionary) -> OSStatus {
        lock.withLock {
            var status = errSecParam
            defer { record("SecItemUpdate", dictionary, status) }
            guard let query = Query(dictionary),
                  let changes = changes as? [String: Any], changes[kSecClass] == nil else { return status }
            if let data = changes[kSecValueData], !(data is Data) { return status }
            if let accessible = changes[kSecAttrAccessible] {
                guard let accessible = accessible as? String, accessibilityValues.contains(accessible) else { return status }
            }
            let matching = items.indices.filter { query.matches(items[$0]) }
            guard !matching.isEmpty else {
                status = errSecItemNotFound
                return status
            }
            if locked, matching.contains(where: { Self.needsUnlock(items[$0].protection) }) {
                status = errSecInteractionNotAllowed
                return status
            }
            var changed = items
            let now = clock?.date ?? Date()
            for index in matching {
                for (key, value) in changes where Query.isAttribute(key) || key == kSecAttrAccessControl {
                    changed[index].attributes[key] = key == kSecAttrSynchronizable ? Query.synchronizable(value) == .yes : value
                }
                if let data = changes[kSecValueData] as? Data { changed[index].data = data }
                changed[index].attributes[kSecAttrModificationDate] = now
            }
            let duplicate = matching.contains { index in
                changed.indices.contains { $0 != index && Self.samePrimaryKey(changed[$0], changed[index]) }
            }
            if duplicate {
                status = errSecDuplicateItem
                return status
            }
            items = changed
            status = errSecSuccess
            return status
        }
    }

    func delete(_ dictionary: CFDictionary) -> OSStatus {
        lock.withLock {
            var status = errSecParam
            defer { record("SecItemDelete", dictionary, status) }
            guard let query = Query(dictionary) else { return status }
            let matching = items.filter(query.matches)
            guard !matching.isEmpty else {
                status = errSecItemNotFound
                return status
            }
            if locked, matching.contains(where: { Self.needsUnlock($0.protection) }) {
                status = errSecInteractionNotAllowed
                return status
            }
            items.removeAll(where: query.matches)
            status = errSecSuccess
            return status
        }
    }

    // MARK: Rules

    /// Whether an item of `protection` is readable only while the device is unlocked.
    static func needsUnlock(_ protection: String) -> Bool {
        [kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
         kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly].contains(protection)
    }

    /// The attributes that identify an item of a class: two items of the class with equal
    /// values of them are one item (keys, certificates and identities, kept as data here,
    /// are told apart by their label).
    static func primaryKey(of itemClass: String) -> [String] {
        switch itemClass {
        case kSecClassGenericPassword: [kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, kSecAttrSynchronizable]
        case kSecClassInternetPassword: [kSecAttrAccount, kSecAttrServer, kSecAttrSecurityDomain, kSecAttrProtocol,
                                         kSecAttrAuthenticationType, kSecAttrPort, kSecAttrPath, kSecAttrAccessGroup,
                                         kSecAttrSynchronizable]
        default: [kSecAttrLabel, kSecAttrAccessGroup, kSecAttrSynchronizable]
        }
    }

    static func samePrimaryKey(_ one: Item, _ other: Item) -> Bool {
        one.itemClass == other.itemClass && primaryKey(of: one.itemClass).allSatisfy {
            Query.canonical(one.attributes[$0]) == Query.canonical(other.attributes[$0])
        }
    }

    /// What a search returns for `item`: one value for one return key, a dictionary for
    /// several.
    static func value(of item: Item, returning returns: Set<String>) -> CFTypeRef {
        var attributes = item.attributes
        attributes[kSecClass] = item.itemClass
        if returns == [kSecReturnData] { return (item.data ?? Data()) as NSData }
        if returns == [kSecReturnPersistentRef] { return item.persistentRef as NSData }
        var dictionary: [String: Any] = returns.contains(kSecReturnAttributes) ? attributes : [:]
        if returns.contains(kSecReturnData), let data = item.data { dictionary[kSecValueData] = data }
        if returns.contains(kSecReturnPersistentRef) { dictionary[kSecValuePersistentRef] = item.persistentRef }
        return dictionary as NSDictionary
    }

    /// Records a call: `SecItemAdd genp account=alice service=com.example: errSecSuccess`.
    private func record(_ function: String, _ dictionary: CFDictionary, _ status: OSStatus) {
        let query = dictionary as? [String: Any] ?? [:]
        let itemClass = query[kSecClass] as? String ?? "(no class)"
        let names = [(kSecAttrAccount, "account"), (kSecAttrService, "service"), (kSecAttrServer, "server"), (kSecAttrLabel, "label")]
        let described = names.compactMap { key, name in (query[key] as? String).map { " \(name)=\($0)" } }.joined()
        log.append("\(function) \(itemClass)\(described): \(securityStatusName(status))")
    }
}

/// The name of a result code, as `SecBase.h` spells it: `errSecItemNotFound`.
func securityStatusName(_ status: OSStatus) -> String {
    let names: [OSStatus: String] = [
        errSecSuccess: "errSecSuccess", errSecUnimplemented: "errSecUnimplemented", errSecParam: "errSecParam",
        errSecAllocate: "errSecAllocate", errSecUserCanceled: "errSecUserCanceled", errSecNotAvailable: "errSecNotAvailable",
        errSecAuthFailed: "errSecAuthFailed", errSecDuplicateItem: "errSecDuplicateItem", errSecItemNotFound: "errSecItemNotFound",
        errSecNoSuchAttr: "errSecNoSuchAttr", errSecInteractionNotAllowed: "errSecInteractionNotAllowed",
        errSecDecode: "errSecDecode", errSecMissingEntitlement: "errSecMissingEntitlement",
    ]
    return names[status] ?? "OSStatus \(status)"
}

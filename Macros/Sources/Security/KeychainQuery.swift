import Foundation

/// A Keychain dictionary read as Apple documents it: the class, the attributes to match or
/// set, the data, the return keys, the match limit and the options.
struct Query {
    /// Whether an item is synchronized, as a query asks.
    enum Synchronizable: Equatable {
        case no, yes, any
    }

    let itemClass: String
    /// The attributes named (``kSecAttrSynchronizable`` and ``kSecAttrAccessControl`` apart).
    var attributes: [String: Any] = [:]
    var synchronizable = Synchronizable.no
    var accessControl: Any?
    var data: Any?
    var persistentRef: Data?
    var returns: Set<String> = []
    /// How many items a search returns as an array; `nil`: the first, alone.
    var limit: Int?
    var authenticationUI = kSecUseAuthenticationUIAllow
    var prompt: String?

    static let itemClasses: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword, kSecClassCertificate,
                                           kSecClassKey, kSecClassIdentity]
    static let returnKeys: Set<String> = [kSecReturnData, kSecReturnAttributes, kSecReturnRef, kSecReturnPersistentRef]

    /// Whether `key` names an attribute (`kSecAttr…`), not a value, return type, search key
    /// or option.
    static func isAttribute(_ key: String) -> Bool {
        key != kSecClass && key != kSecAttrAccessControl && !key.hasPrefix("v_") && !key.hasPrefix("r_")
            && !key.hasPrefix("m_") && !key.hasPrefix("u_") && key != kSecUseDataProtectionKeychain
    }

    /// A value as the keychain compares it: strings, data, dates, and numbers and Booleans
    /// as integers.
    static func canonical(_ value: Any?) -> AnyHashable? {
        guard let value else { return nil }
        if let string = value as? String { return string }
        if let data = value as? Data { return data }
        if let date = value as? Date { return date }
        if let number = value as? NSNumber { return number.int64Value }
        return nil
    }

    static func isTrue(_ value: Any?) -> Bool { (value as? NSNumber)?.boolValue ?? false }

    static func synchronizable(_ value: Any?) -> Synchronizable {
        if let any = value as? String, any == kSecAttrSynchronizableAny { return .any }
        return isTrue(value) ? .yes : .no
    }

    /// The query, or `nil` for one the keychain cannot read (``errSecParam``): no class, a
    /// class it does not know, a key that is not a string, a match limit that is not one.
    init?(_ dictionary: CFDictionary) {
        guard let dictionary = dictionary as? [String: Any],
              let itemClass = dictionary[kSecClass] as? String, Self.itemClasses.contains(itemClass) else { return nil }
        self.itemClass = itemClass
        for (key, value) in dictionary {
            switch key {
            case kSecClass, kSecUseDataProtectionKeychain, kSecUseAuthenticationContext, kSecUseKeychain,
                 kSecUseItemList, kSecMatchItemList, kSecValueRef:
                continue
            case kSecAttrSynchronizable: synchronizable = Self.synchronizable(value)
            case kSecAttrAccessControl: accessControl = value
            case kSecValueData: data = value
            case kSecValuePersistentRef:
                guard let ref = value as? Data else { return nil }
                persistentRef = ref
            case kSecMatchLimit:
                if let one = value as? String, one == kSecMatchLimitOne { limit = nil }
                else if let all = value as? String, all == kSecMatchLimitAll { limit = .max }
                else if let count = value as? NSNumber, count.intValue > 0 { limit = count.intValue }
                else { return nil }
            case kSecUseAuthenticationUI:
                guard let ui = value as? String,
                      [kSecUseAuthenticationUIAllow, kSecUseAuthenticationUIFail, kSecUseAuthenticationUISkip].contains(ui) else { return nil }
                authenticationUI = ui
            case kSecUseNoAuthenticationUI:
                if Self.isTrue(value) { authenticationUI = kSecUseAuthenticationUIFail }
            case kSecUseOperationPrompt: prompt = value as? String
            case _ where Self.returnKeys.contains(key):
                if Self.isTrue(value), key != kSecReturnRef { returns.insert(key) }
            case _ where Self.isAttribute(key): attributes[key] = value
            default: continue
            }
        }
    }

    /// Whether `item` is one this query finds: its class, every attribute named, its
    /// synchronization, its persistent reference.
    func matches(_ item: KeychainState.Item) -> Bool {
        guard item.itemClass == itemClass else { return false }
        if let persistentRef, persistentRef != item.persistentRef { return false }
        switch synchronizable {
        case .any: break
        case .yes: if !item.isSynchronizable { return false }
        case .no: if item.isSynchronizable { return false }
        }
        return attributes.allSatisfy { key, value in
            guard let wanted = Self.canonical(value) else { return false }
            return Self.canonical(item.attributes[key]) == wanted
        }
    }
}

import Foundation
import VirtualTime

// The Keychain's four functions. Each reads its dictionaries as Apple documents them and
// works on the current host's keychain (``KeychainState``), one per host, so tests side by
// side do not share items. What each did is the host's `keychain.events`.

/// Adds an item to the keychain: its class (``kSecClass``), its attributes and its data
/// (``kSecValueData``). With return keys (``kSecReturnData``…) `result` gets the added
/// item as ``SecItemCopyMatching(_:_:)`` would.
///
/// ```swift
/// let status = SecItemAdd([kSecClass: kSecClassGenericPassword, kSecAttrService: "com.example",
///                          kSecAttrAccount: "alice", kSecValueData: Data("s3cret".utf8)] as CFDictionary, nil)
/// // errSecSuccess, or errSecDuplicateItem when the service already has an item for alice
/// ```
///
/// - Returns: ``errSecSuccess``; ``errSecParam`` for no class or an unknown one, data that is
///   not `Data`, an accessibility the keychain does not know, or both an accessibility and
///   an access control; ``errSecDuplicateItem`` when an item of the class has the same
///   primary key (a generic password's account and service; an internet password's
///   account, server, security domain, protocol, authentication type, port and path);
///   ``errSecInteractionNotAllowed`` for an item readable only while unlocked, on a locked
///   device.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, value) = KeychainState.current.add(attributes)
    if let result { result.pointee = value }
    return status
}

/// Finds the items that match `query`: its class, the attributes it names, and the search
/// keys. `result` gets what the return keys ask for: the data (``kSecReturnData``), the
/// attributes (``kSecReturnAttributes``), a persistent reference
/// (``kSecReturnPersistentRef``), or a dictionary of each asked for when more than one is;
/// the first match (``kSecMatchLimitOne``, the default) or an array of them
/// (``kSecMatchLimitAll`` or a number).
///
/// ```swift
/// var result: CFTypeRef?
/// let status = SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice",
///                                   kSecReturnData: true] as CFDictionary, &result)
/// let password = (result as? Data).map { String(decoding: $0, as: UTF8.self) }
/// ```
///
/// A query without ``kSecAttrSynchronizable`` matches only items that are not synchronized.
/// Reading an item protected by an access control that asks the person shows the prompt
/// (``kSecUseOperationPrompt``) and goes on as the host's person answers.
///
/// - Returns: ``errSecSuccess``; ``errSecItemNotFound`` when nothing matches; ``errSecParam``
///   for a query the keychain cannot read; ``errSecInteractionNotAllowed`` on a locked
///   device or when the query may not ask the person; ``errSecUserCanceled`` and
///   ``errSecAuthFailed`` as the person answers.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, value) = KeychainState.current.copyMatching(query)
    if let result { result.pointee = value }
    return status
}

/// Changes every item that matches `query`: the attributes and data of
/// `attributesToUpdate`; the modification date is the host's now.
///
/// - Returns: ``errSecSuccess``; ``errSecItemNotFound`` when nothing matches;
///   ``errSecDuplicateItem`` when a change would give two items one primary key (then
///   nothing changes); ``errSecParam`` when `attributesToUpdate` changes the class.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    KeychainState.current.update(query, with: attributesToUpdate)
}

/// Deletes every item that matches `query`.
///
/// - Returns: ``errSecSuccess``, or ``errSecItemNotFound`` when nothing matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    KeychainState.current.delete(query)
}

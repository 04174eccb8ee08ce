import Foundation
import Security
import Testing
import ViewEngine

/// The Keychain's four functions, each test named after the sentence of Apple's
/// documentation (Security: "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate",
/// "SecItemDelete", "Item attribute keys and values", "kSecAttrSynchronizable",
/// "Restricting keychain item accessibility") it encodes. Every test runs in a host of its
/// own, so each has a keychain of its own.
@MainActor
@Suite("Security: the Keychain")
struct KeychainTests {
    /// Runs `body` as the app of a new host runs: its keychain is the host's.
    func inHost(_ body: (ViewHost<Text>) throws -> Void) rethrows {
        let host = ViewHost(Text("keychain"))
        try VirtualClock.$current.withValue(host.clock) { try body(host) }
    }

    func password(_ account: String, _ secret: String, service: String = "com.example.notes") -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
         kSecAttrAccount as String: account, kSecValueData as String: Data(secret.utf8)]
    }

    func find(_ account: String, service: String = "com.example.notes") -> (OSStatus, String?) {
        var result: CFTypeRef?
        let status = SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: service,
                                          kSecAttrAccount: account, kSecReturnData: true] as CFDictionary, &result)
        return (status, (result as? Data).map { String(decoding: $0, as: UTF8.self) })
    }

    /// "SecItemAdd: Adds one or more items to a keychain" and "SecItemCopyMatching: Returns
    /// one or more keychain items that match a search query" — a password added is found by
    /// its account and service, its data returned for kSecReturnData.
    @Test func anAddedPasswordIsFoundByItsAccountAndService() {
        inHost { host in
            #expect(SecItemAdd(password("alice", "s3cret") as CFDictionary, nil) == errSecSuccess)
            #expect(find("alice") == (errSecSuccess, "s3cret"))
            #expect(find("bob") == (errSecItemNotFound, nil))
            #expect(find("alice", service: "com.example.other") == (errSecItemNotFound, nil))
            #expect(host.keychain.items.map(\.description) == ["genp service=com.example.notes account=alice (ak)"])
            #expect(host.keychain.events == [
                "SecItemAdd genp account=alice service=com.example.notes: errSecSuccess",
                "SecItemCopyMatching genp account=alice service=com.example.notes: errSecSuccess",
                "SecItemCopyMatching genp account=bob service=com.example.notes: errSecItemNotFound",
                "SecItemCopyMatching genp account=alice service=com.example.other: errSecItemNotFound",
            ])
        }
    }

    /// "errSecDuplicateItem: The specified item already exists in the keychain" — a generic
    /// password's primary key is its account and service: a second add of them fails and
    /// keeps the first data; another account is another item.
    @Test func aSecondItemWithTheSamePrimaryKeyIsADuplicate() {
        inHost { host in
            #expect(SecItemAdd(password("alice", "first") as CFDictionary, nil) == errSecSuccess)
            #expect(SecItemAdd(password("alice", "second") as CFDictionary, nil) == errSecDuplicateItem)
            #expect(SecItemAdd(password("bob", "second") as CFDictionary, nil) == errSecSuccess)
            #expect(find("alice").1 == "first")
            #expect(host.keychain.items.map(\.account) == ["alice", "bob"])
            #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) == "The specified item already exists in the keychain.")
        }
    }

    /// "If you request more than one return type, the result is a dictionary"; "By default,
    /// this function returns only the first match found. To obtain more than one matching
    /// item at a time, specify the search key kSecMatchLimit with a value greater than 1.
    /// The result is an array."
    @Test func returnTypesAndMatchLimitShapeTheResult() {
        inHost { _ in
            _ = SecItemAdd(password("alice", "a") as CFDictionary, nil)
            _ = SecItemAdd(password("bob", "b") as CFDictionary, nil)
            var result: CFTypeRef?
            let base: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: "com.example.notes"]
            var query = base
            query[kSecReturnAttributes] = kCFBooleanTrue
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            let first = result as? [String: Any]
            #expect(first?[kSecAttrAccount] as? String == "alice")
            #expect(first?[kSecClass] as? String == kSecClassGenericPassword)
            #expect(first?[kSecAttrAccessible] as? String == kSecAttrAccessibleWhenUnlocked)
            #expect(first?[kSecValueData] == nil, "attributes alone carry no data")

            query[kSecReturnData] = kCFBooleanTrue
            query[kSecMatchLimit] = kSecMatchLimitAll
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            let all = result as? [[String: Any]] ?? []
            #expect(all.map { $0[kSecAttrAccount] as? String } == ["alice", "bob"])
            #expect(all.map { ($0[kSecValueData] as? Data).map { String(decoding: $0, as: UTF8.self) } } == ["a", "b"])

            query[kSecMatchLimit] = 1
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            #expect((result as? [[String: Any]])?.count == 1, "a numeric limit returns an array")

            #expect(SecItemCopyMatching(base as CFDictionary, &result) == errSecSuccess)
            #expect(result == nil, "no return type: only the status")
        }
    }

    /// "SecItemUpdate: Modifies items that match a search query" — every match changes, the
    /// modification date moves with the host's clock, a change that makes two items one is
    /// refused and changes nothing.
    @Test func updateChangesEveryMatchAndRefusesADuplicate() async {
        let host = ViewHost(Text("keychain"))
        VirtualClock.$current.withValue(host.clock) {
            _ = SecItemAdd(password("alice", "old") as CFDictionary, nil)
            _ = SecItemAdd(password("bob", "old") as CFDictionary, nil)
        }
        await host.advance(by: .seconds(60))
        VirtualClock.$current.withValue(host.clock) {
            let alice: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice"]
            #expect(SecItemUpdate(alice as CFDictionary, [kSecValueData: Data("new".utf8)] as CFDictionary) == errSecSuccess)
            #expect(find("alice").1 == "new")
            #expect(find("bob").1 == "old")

            var result: CFTypeRef?
            _ = SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice",
                                     kSecReturnAttributes: true] as CFDictionary, &result)
            let attributes = result as? [String: Any]
            let created = attributes?[kSecAttrCreationDate] as? Date
            let modified = attributes?[kSecAttrModificationDate] as? Date
            #expect(created == host.clock.startDate)
            #expect(modified == host.clock.startDate.addingTimeInterval(60))

            #expect(SecItemUpdate(alice as CFDictionary, [kSecAttrAccount: "bob"] as CFDictionary) == errSecDuplicateItem)
            #expect(host.keychain.items.map(\.account) == ["alice", "bob"])
            #expect(SecItemUpdate([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "carol"] as CFDictionary,
                                  [kSecValueData: Data()] as CFDictionary) == errSecItemNotFound)
            #expect(SecItemUpdate(alice as CFDictionary, [kSecClass: kSecClassInternetPassword] as CFDictionary) == errSecParam)
        }
    }

    /// "SecItemDelete: Deletes items that match a search query" — every match goes.
    @Test func deleteRemovesEveryMatch() {
        inHost { host in
            _ = SecItemAdd(password("alice", "a") as CFDictionary, nil)
            _ = SecItemAdd(password("bob", "b") as CFDictionary, nil)
            _ = SecItemAdd(password("alice", "c", service: "com.example.other") as CFDictionary, nil)
            let notes: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: "com.example.notes"]
            #expect(SecItemDelete(notes as CFDictionary) == errSecSuccess)
            #expect(host.keychain.items.map(\.description) == ["genp service=com.example.other account=alice (ak)"])
            #expect(SecItemDelete(notes as CFDictionary) == errSecItemNotFound)
        }
    }

    /// "kSecAttrSynchronizable: … If the key is not supplied, or has a value of
    /// kCFBooleanFalse, then no synchronizable items are added or returned. Use
    /// kSecAttrSynchronizableAny to query for both synchronizable and non-synchronizable
    /// results" — and one account may be kept both ways.
    @Test func synchronizableItemsAreFoundOnlyWhenAskedFor() {
        inHost { host in
            var synced = password("alice", "cloud")
            synced[kSecAttrSynchronizable] = kCFBooleanTrue
            #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
            #expect(find("alice") == (errSecItemNotFound, nil))
            #expect(SecItemAdd(password("alice", "local") as CFDictionary, nil) == errSecSuccess)
            var result: CFTypeRef?
            let any: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice",
                                      kSecAttrSynchronizable: kSecAttrSynchronizableAny,
                                      kSecReturnData: true, kSecMatchLimit: kSecMatchLimitAll]
            #expect(SecItemCopyMatching(any as CFDictionary, &result) == errSecSuccess)
            #expect((result as? [Data])?.map { String(decoding: $0, as: UTF8.self) } == ["cloud", "local"])
            #expect(host.keychain.items.map(\.isSynchronizable) == [true, false])
        }
    }

    /// "kSecAttrAccessibleWhenUnlocked: The data in the keychain item can be accessed only
    /// while the device is unlocked by the user"; "kSecAttrAccessibleAfterFirstUnlock: The
    /// data … cannot be accessed after a restart until the device has been unlocked once",
    /// so it stays readable when the device locks again.
    @Test func aLockedDeviceKeepsWhenUnlockedItemsClosed() {
        inHost { host in
            var later = password("bob", "background")
            later[kSecAttrAccessible] = kSecAttrAccessibleAfterFirstUnlock
            _ = SecItemAdd(password("alice", "foreground") as CFDictionary, nil)
            _ = SecItemAdd(later as CFDictionary, nil)
            host.keychain.isDeviceLocked = true
            #expect(find("alice") == (errSecInteractionNotAllowed, nil))
            #expect(find("bob") == (errSecSuccess, "background"))
            #expect(SecItemAdd(password("carol", "x") as CFDictionary, nil) == errSecInteractionNotAllowed)
            host.keychain.isDeviceLocked = false
            #expect(find("alice") == (errSecSuccess, "foreground"))
        }
    }

    /// "SecAccessControlCreateWithFlags: Creates a new access control object with the
    /// specified protection type and flags"; an item so protected asks the person before
    /// its data is read, and the answer decides ("errSecUserCanceled", "errSecAuthFailed");
    /// "kSecUseAuthenticationUISkip: … silently skip any items that require user
    /// authentication"; "kSecUseAuthenticationUIFail: … fail with errSecInteractionNotAllowed".
    @Test func anItemThatAsksThePersonIsReadAsThePersonAnswers() {
        inHost { host in
            var error: Unmanaged<CFError>?
            let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlockedThisDeviceOnly as CFTypeRef,
                                                         .userPresence, &error)
            #expect(access != nil && error == nil)
            var item = password("alice", "guarded")
            item[kSecAttrAccessControl] = access
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            #expect(host.keychain.items.first?.accessible == kSecAttrAccessibleWhenUnlockedThisDeviceOnly)

            func read(ui: String? = nil) -> OSStatus {
                var query: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice",
                                            kSecReturnData: true, kSecUseOperationPrompt: "Unlock your notes"]
                query[kSecUseAuthenticationUI] = ui
                return SecItemCopyMatching(query as CFDictionary, nil)
            }
            #expect(read() == errSecSuccess)
            host.keychain.authentication = .cancel
            #expect(read() == errSecUserCanceled)
            host.keychain.authentication = .fail
            #expect(read() == errSecAuthFailed)
            #expect(read(ui: kSecUseAuthenticationUIFail) == errSecInteractionNotAllowed)
            #expect(read(ui: kSecUseAuthenticationUISkip) == errSecItemNotFound)
            #expect(host.keychain.events.filter { $0.hasPrefix("authentication") } == [
                "authentication asked: Unlock your notes, the person succeeds",
                "authentication asked: Unlock your notes, the person cancels",
                "authentication asked: Unlock your notes, the person fails",
            ])
        }
    }

    /// Bad input: "errSecParam: One or more parameters passed to a function were not
    /// valid" — no class, an unknown class, data that is not data, an accessibility the
    /// keychain does not know, an access control beside an accessibility, an access control
    /// of an unknown protection; nothing is added and nothing traps.
    @Test func badQueriesAreParameterErrorsAndAddNothing() {
        inHost { host in
            let bad: [[String: Any]] = [
                [kSecAttrAccount: "alice", kSecValueData: Data()],
                [kSecClass: "password", kSecAttrAccount: "alice"],
                [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice", kSecValueData: "not data"],
                [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice", kSecAttrAccessible: "whenever"],
                [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "alice", kSecAttrAccessible: kSecAttrAccessibleAlways,
                 kSecAttrAccessControl: SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAlways as CFTypeRef, [], nil)!],
            ]
            #expect(bad.map { SecItemAdd($0 as CFDictionary, nil) } == Array(repeating: errSecParam, count: bad.count))
            #expect(host.keychain.items.isEmpty)
            #expect(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecMatchLimit: "some"] as CFDictionary, nil) == errSecParam)

            var error: Unmanaged<CFError>?
            #expect(SecAccessControlCreateWithFlags(kCFAllocatorDefault, "whenever" as CFTypeRef, .userPresence, &error) == nil)
            let failure = error?.takeRetainedValue()
            #expect(failure?.code == Int(errSecParam))
            #expect(failure.map { CFErrorGetDomain($0) } == NSOSStatusErrorDomain)
            #expect(SecCopyErrorMessageString(errSecParam, nil) == "One or more parameters passed to a function were not valid.")
            #expect(SecCopyErrorMessageString(12_345, nil) == nil)
        }
    }

    /// An internet password's primary key is its account, server, security domain,
    /// protocol, authentication type, port and path ("Item attribute keys and values").
    @Test func anInternetPasswordIsKeyedByItsServerAndProtocol() {
        inHost { host in
            func add(_ server: String, _ scheme: String) -> OSStatus {
                SecItemAdd([kSecClass: kSecClassInternetPassword, kSecAttrServer: server, kSecAttrAccount: "alice",
                            kSecAttrProtocol: scheme, kSecValueData: Data("pw".utf8)] as CFDictionary, nil)
            }
            #expect(add("example.com", kSecAttrProtocolHTTPS) == errSecSuccess)
            #expect(add("example.com", kSecAttrProtocolHTTPS) == errSecDuplicateItem)
            #expect(add("example.com", kSecAttrProtocolFTP) == errSecSuccess)
            #expect(host.keychain.items.map(\.description) == [
                "inet server=example.com account=alice (ak)", "inet server=example.com account=alice (ak)",
            ])
        }
    }

    /// Each host has a keychain of its own, as each app has: what one test stores another
    /// does not see.
    @Test func eachHostHasItsOwnKeychain() {
        inHost { _ in _ = SecItemAdd(password("alice", "one") as CFDictionary, nil) }
        inHost { host in
            #expect(find("alice") == (errSecItemNotFound, nil))
            #expect(host.keychain.items.isEmpty)
        }
    }

    /// "SecRandomCopyBytes: Generates an array of cryptographically secure random bytes."
    @Test func randomBytesFillTheBuffer() {
        var bytes = [UInt8](repeating: 0, count: 64)
        let status = bytes.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 64, $0.baseAddress!) }
        #expect(status == errSecSuccess)
        #expect(Set(bytes).count > 8, "64 random bytes are not all alike")
    }
}

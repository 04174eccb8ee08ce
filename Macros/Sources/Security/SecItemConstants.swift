// The keys and values of Keychain queries, one declaration each: each constant's value is
// the short code Apple's Security framework gives it, so a dictionary prints as on a device.

// MARK: Item classes (the value of ``kSecClass``)

/// The key of an item's class: one of the `kSecClass…` values.
public let kSecClass: CFString = "class"
/// A generic password: its primary key is its account and service.
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password: its primary key is its account, server, security domain, protocol, authentication type, port and path.
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate (kept as data here).
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key (kept as data here).
public let kSecClassKey: CFString = "keys"
/// An identity: a certificate with its private key (kept as data here).
public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

/// When the item's data can be read: one of the `kSecAttrAccessible…` values (``kSecAttrAccessibleWhenUnlocked`` when none is given).
public let kSecAttrAccessible: CFString = "pdmn"
/// The item's access control (``SecAccessControl``): its accessibility and the authentication reading it needs.
public let kSecAttrAccessControl: CFString = "accc"
/// The access group the item belongs to.
public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether the item is synchronized through iCloud: a query without it matches only items that are not.
public let kSecAttrSynchronizable: CFString = "sync"
/// In a query, ``kSecAttrSynchronizable``'s value that matches items synchronized or not.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item was added (set by the keychain, on the host's clock).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item was last changed (set by the keychain, on the host's clock).
public let kSecAttrModificationDate: CFString = "mdat"
/// The item's kind, for the person ("Application password").
public let kSecAttrDescription: CFString = "desc"
/// A comment on the item.
public let kSecAttrComment: CFString = "icmt"
/// The item's creator, a four-character code as a number.
public let kSecAttrCreator: CFString = "crtr"
/// The item's type, a four-character code as a number.
public let kSecAttrType: CFString = "type"
/// The item's label, for the person.
public let kSecAttrLabel: CFString = "labl"
/// Whether the item is hidden from the person.
public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item is a placeholder with no valid password.
public let kSecAttrIsNegative: CFString = "nega"
/// The item's account name.
public let kSecAttrAccount: CFString = "acct"
/// The service a generic password belongs to.
public let kSecAttrService: CFString = "svce"
/// A generic password's user-defined data.
public let kSecAttrGeneric: CFString = "gena"
/// An internet password's security domain.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// An internet password's server: its domain name or IP address.
public let kSecAttrServer: CFString = "srvr"
/// An internet password's protocol: one of the `kSecAttrProtocol…` values.
public let kSecAttrProtocol: CFString = "ptcl"
/// An internet password's authentication scheme: one of the `kSecAttrAuthenticationType…` values.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// An internet password's port number.
public let kSecAttrPort: CFString = "port"
/// An internet password's path on its server.
public let kSecAttrPath: CFString = "path"

// MARK: Accessibility (the value of ``kSecAttrAccessible``)

/// Readable only while the device is unlocked (the default).
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the device was first unlocked since it started.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated by Apple).
public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, only on a device with a passcode, never moved to another device.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Readable while unlocked, never moved to another device.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, never moved to another device.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Always readable, never moved to another device (deprecated by Apple).
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: Protocols (the value of ``kSecAttrProtocol``)

/// FTP.
public let kSecAttrProtocolFTP: CFString = "ftp "
/// An FTP account.
public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
/// HTTP.
public let kSecAttrProtocolHTTP: CFString = "http"
/// IRC.
public let kSecAttrProtocolIRC: CFString = "irc "
/// NNTP.
public let kSecAttrProtocolNNTP: CFString = "nntp"
/// POP3.
public let kSecAttrProtocolPOP3: CFString = "pop3"
/// SMTP.
public let kSecAttrProtocolSMTP: CFString = "smtp"
/// SOCKS.
public let kSecAttrProtocolSOCKS: CFString = "sox "
/// IMAP.
public let kSecAttrProtocolIMAP: CFString = "imap"
/// LDAP.
public let kSecAttrProtocolLDAP: CFString = "ldap"
/// AppleTalk.
public let kSecAttrProtocolAppleTalk: CFString = "atlk"
/// AFP.
public let kSecAttrProtocolAFP: CFString = "afp "
/// Telnet.
public let kSecAttrProtocolTelnet: CFString = "teln"
/// SSH.
public let kSecAttrProtocolSSH: CFString = "ssh "
/// FTP over TLS.
public let kSecAttrProtocolFTPS: CFString = "ftps"
/// HTTPS.
public let kSecAttrProtocolHTTPS: CFString = "htps"
/// An HTTP proxy.
public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
/// An HTTPS proxy.
public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
/// An FTP proxy.
public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
/// SMB.
public let kSecAttrProtocolSMB: CFString = "smb "
/// RTSP.
public let kSecAttrProtocolRTSP: CFString = "rtsp"
/// An RTSP proxy.
public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
/// DAAP.
public let kSecAttrProtocolDAAP: CFString = "daap"
/// Remote Apple Events.
public let kSecAttrProtocolEPPC: CFString = "eppc"
/// IPP.
public let kSecAttrProtocolIPP: CFString = "ipp "
/// NNTP over TLS.
public let kSecAttrProtocolNNTPS: CFString = "ntps"
/// LDAP over TLS.
public let kSecAttrProtocolLDAPS: CFString = "ldps"
/// Telnet over TLS.
public let kSecAttrProtocolTelnetS: CFString = "tels"
/// IMAP over TLS.
public let kSecAttrProtocolIMAPS: CFString = "imps"
/// IRC over TLS.
public let kSecAttrProtocolIRCS: CFString = "ircs"
/// POP3 over TLS.
public let kSecAttrProtocolPOP3S: CFString = "pops"

// MARK: Authentication types (the value of ``kSecAttrAuthenticationType``)

/// NTLM.
public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
/// MSN.
public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
/// DPA.
public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
/// RPA.
public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
/// HTTP Basic.
public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
/// HTTP Digest.
public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
/// An HTML form.
public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
/// The default scheme.
public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

// MARK: Values

/// The item's data (its secret: a password's bytes).
public let kSecValueData: CFString = "v_Data"
/// A reference to the item (keys, certificates and identities only).
public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to the item: data that finds it again.
public let kSecValuePersistentRef: CFString = "v_PersistentRef"

// MARK: Return types

/// With `true`, the found item's data is returned.
public let kSecReturnData: CFString = "r_Data"
/// With `true`, the found item's attributes are returned, as a dictionary.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// With `true`, a reference to the found item is returned (keys, certificates and identities only).
public let kSecReturnRef: CFString = "r_Ref"
/// With `true`, a persistent reference to the found item is returned.
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

// MARK: Search

/// How many items a search returns: ``kSecMatchLimitOne`` (the default), ``kSecMatchLimitAll``, or a number.
public let kSecMatchLimit: CFString = "m_Limit"
/// In a search, the first match only.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// In a search, every match, as an array.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// In a search, the items to search among.
public let kSecMatchItemList: CFString = "m_ItemList"

// MARK: Options

/// The text the authentication prompt shows the person.
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// With `true`, the search fails with ``errSecInteractionNotAllowed`` rather than ask the person (deprecated by Apple for ``kSecUseAuthenticationUI``).
public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
/// Whether the person may be asked to authenticate: one of the `kSecUseAuthenticationUI…` values.
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// The person is asked when an item needs it (the default).
public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
/// An item that needs the person fails the search with ``errSecInteractionNotAllowed``.
public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
/// Items that need the person are skipped silently.
public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
/// An authentication context to use (LocalAuthentication's `LAContext`).
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// On macOS, use the data protection keychain (the only keychain here).
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// On macOS, the keychain to add the item to (there is one keychain here).
public let kSecUseKeychain: CFString = "u_Keychain"
/// The items to use (deprecated by Apple).
public let kSecUseItemList: CFString = "u_ItemList"
/// A shared web credential's password.
public let kSecSharedPassword: CFString = "spwd"

import Foundation

/// App Attest: keys in the device's Secure Enclave that vouch for the app's requests.
///
/// On a host the keys are the host's; the attestation and assertion objects are opaque data
/// naming the key and client data hash they vouch for (Apple's are CBOR signed by Apple).
/// As on a simulator, ``isSupported`` is `false` until a test says otherwise
/// (`host.deviceCheck.isSupported = true`).
public final class DCAppAttestService: Sendable {
    /// The service.
    public static let shared = DCAppAttestService()

    private init() {}

    /// Whether this device supports App Attest.
    public var isSupported: Bool { DeviceCheckState.current.isSupported }

    /// Creates a key and returns its identifier.
    public func generateKey() async throws -> String {
        try DeviceCheckState.current.generateKey().get()
    }

    /// Creates a key and hands its identifier (or the error) to `completion`.
    public func generateKey(completionHandler completion: @escaping @Sendable (String?, (any Error)?) -> Void) {
        switch DeviceCheckState.current.generateKey() {
        case .success(let key): completion(key, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// Asks Apple to attest the key `keyId` for the SHA-256 hash of the server's challenge.
    /// A key is attested once; a second attestation throws ``DCError/Code/invalidKey``.
    public func attestKey(_ keyId: String, clientDataHash: Data) async throws -> Data {
        try DeviceCheckState.current.attestKey(keyId, clientDataHash: clientDataHash).get()
    }

    /// Attests a key and hands the attestation (or the error) to `completion`.
    public func attestKey(_ keyId: String, clientDataHash: Data,
                          completionHandler completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        switch DeviceCheckState.current.attestKey(keyId, clientDataHash: clientDataHash) {
        case .success(let object): completion(object, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// Signs the SHA-256 hash of a request with the attested key `keyId`.
    public func generateAssertion(_ keyId: String, clientDataHash: Data) async throws -> Data {
        try DeviceCheckState.current.generateAssertion(keyId, clientDataHash: clientDataHash).get()
    }

    /// Makes an assertion and hands it (or the error) to `completion`.
    public func generateAssertion(_ keyId: String, clientDataHash: Data,
                                  completionHandler completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        switch DeviceCheckState.current.generateAssertion(keyId, clientDataHash: clientDataHash) {
        case .success(let object): completion(object, nil)
        case .failure(let error): completion(nil, error)
        }
    }
}

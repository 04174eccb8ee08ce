import Foundation
import VirtualTime

/// DeviceCheck on one host: whether the device supports it, whether Apple's server answers,
/// the App Attest keys generated and attested, and every call the app made. Kept by the
/// host's clock (`VirtualClock.service(_:)`); outside any host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): `supported`, `serverAvailable`, `keys`, `tokens` and
/// `log` are read and written only under `lock`.
final class DeviceCheckState: @unchecked Sendable {
    private let lock = NSLock()
    private var supported = false
    private var serverAvailable = true
    private var keys: [String: Bool] = [:]   // identifier → attested
    private var keyOrder: [String] = []
    private var tokens = 0
    private var log: [String] = []

    private static let processWide = DeviceCheckState()

    /// The current host's state, or the process's outside any host.
    static var current: DeviceCheckState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> DeviceCheckState {
        clock?.service { _ in DeviceCheckState() } ?? processWide
    }

    var isSupported: Bool {
        get { lock.withLock { supported } }
        set { lock.withLock { supported = newValue } }
    }

    var isServerAvailable: Bool {
        get { lock.withLock { serverAvailable } }
        set { lock.withLock { serverAvailable = newValue } }
    }

    var events: [String] { lock.withLock { log } }
    var keyIdentifiers: [String] { lock.withLock { keyOrder } }

    /// Records `call` and its outcome; returns the outcome.
    private func record<T>(_ call: String, _ outcome: Result<T, DCError>, _ describe: (T) -> String) -> Result<T, DCError> {
        let text = switch outcome {
        case .success(let value): "\(call): \(describe(value))"
        case .failure(let error): "\(call): \(error)"
        }
        log.append(text)
        return outcome
    }

    /// The common refusals, in the order a device checks them.
    private func refusal() -> DCError? {
        if !supported { return DCError(.featureUnsupported) }
        if !serverAvailable { return DCError(.serverUnavailable) }
        return nil
    }

    func generateToken() -> Result<Data, DCError> {
        lock.withLock {
            if let error = refusal() { return record("generateToken", .failure(error)) { _ in "" } }
            tokens += 1
            return record("generateToken", .success(Data("device-token-\(tokens)".utf8))) { _ in "token \(tokens)" }
        }
    }

    func generateKey() -> Result<String, DCError> {
        lock.withLock {
            if !supported { return record("generateKey", .failure(DCError(.featureUnsupported))) { _ in "" } }
            let identifier = Data("app-attest-key-\(keyOrder.count + 1)".utf8).base64EncodedString()
            keys[identifier] = false
            keyOrder.append(identifier)
            return record("generateKey", .success(identifier)) { "key \($0)" }
        }
    }

    func attestKey(_ identifier: String, clientDataHash: Data) -> Result<Data, DCError> {
        lock.withLock {
            let call = "attestKey(\(identifier))"
            if let error = refusal() { return record(call, .failure(error)) { _ in "" } }
            if identifier.isEmpty || clientDataHash.count != 32 { return record(call, .failure(DCError(.invalidInput))) { _ in "" } }
            guard keys[identifier] == false else { return record(call, .failure(DCError(.invalidKey))) { _ in "" } }
            keys[identifier] = true
            return record(call, .success(Self.statement("attestation", identifier, clientDataHash))) { _ in "attested" }
        }
    }

    func generateAssertion(_ identifier: String, clientDataHash: Data) -> Result<Data, DCError> {
        lock.withLock {
            let call = "generateAssertion(\(identifier))"
            if !supported { return record(call, .failure(DCError(.featureUnsupported))) { _ in "" } }
            if identifier.isEmpty || clientDataHash.count != 32 { return record(call, .failure(DCError(.invalidInput))) { _ in "" } }
            guard keys[identifier] == true else { return record(call, .failure(DCError(.invalidKey))) { _ in "" } }
            return record(call, .success(Self.statement("assertion", identifier, clientDataHash))) { _ in "asserted" }
        }
    }

    /// An opaque statement naming what it vouches for. Apple's is a CBOR object signed by
    /// Apple, which no server outside Apple's could tell from ours; tests read ours.
    private static func statement(_ kind: String, _ identifier: String, _ hash: Data) -> Data {
        Data("\(kind) key=\(identifier) clientDataHash=\(hash.map { String(format: "%02x", $0) }.joined())".utf8)
    }
}

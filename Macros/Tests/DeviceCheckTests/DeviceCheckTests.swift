import DeviceCheck
import Foundation
import Testing
import ViewEngine

/// DeviceCheck's tokens and App Attest keys on a host, each test named after the sentence
/// of Apple's documentation (DeviceCheck: "DCDevice", "isSupported", "generateToken",
/// "DCAppAttestService", "attestKey(_:clientDataHash:)", "DCError.Code") it encodes. Every
/// test runs in a host of its own.
@MainActor
@Suite("DeviceCheck: tokens and App Attest on a host")
struct DeviceCheckTests {
    /// Runs `body` as the app of a new host runs: DeviceCheck is the host's.
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("device"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// A SHA-256 digest's size: the client data hash App Attest takes.
    let challengeHash = Data(repeating: 7, count: 32)

    /// "isSupported: A Boolean value that indicates whether the device supports the
    /// DeviceCheck API" — a headless host is a device without it, as a simulator is: the
    /// token request fails with `featureUnsupported`, which the app reads as Apple's
    /// domain and code.
    @Test func aHostIsADeviceWithoutDeviceCheckUntilATestSaysSo() async throws {
        try await inHost { host in
            #expect(!DCDevice.current.isSupported && !DCAppAttestService.shared.isSupported)
            await #expect(throws: DCError(.featureUnsupported)) { try await DCDevice.current.generateToken() }
            let bridged = DCError(.featureUnsupported) as NSError
            #expect(bridged.domain == "com.apple.devicecheck.error" && bridged.code == 1)
            host.deviceCheck.isSupported = true
            let token = try await DCDevice.current.generateToken()
            #expect(String(decoding: token, as: UTF8.self) == "device-token-1")
            #expect(host.deviceCheck.events == ["generateToken: DCError(featureUnsupported)", "generateToken: token 1"])
        }
    }

    /// "generateToken: Generates a token that identifies a device" — for one request: each
    /// call gives another token; the completion-handler form hands the same kind of token.
    /// Without Apple's server the request fails with `serverUnavailable`.
    @Test func eachRequestGetsANewTokenAndAnAbsentServerFails() async throws {
        try await inHost { host in
            host.deviceCheck.isSupported = true
            let first = try await DCDevice.current.generateToken()
            let second: Data? = await withCheckedContinuation { continuation in
                DCDevice.current.generateToken { token, _ in continuation.resume(returning: token) }
            }
            #expect(first != second && second.map { String(decoding: $0, as: UTF8.self) } == "device-token-2")
            host.deviceCheck.isServerAvailable = false
            await #expect(throws: DCError(.serverUnavailable)) { try await DCDevice.current.generateToken() }
        }
    }

    /// "attestKey(_:clientDataHash:): Asks Apple to attest to the validity of a generated
    /// cryptographic key" and "generateAssertion(_:clientDataHash:): Creates a block of data
    /// that demonstrates the legitimacy of an instance of your app" — a key is generated,
    /// attested once, then signs requests; an unattested or unknown key cannot assert, a
    /// second attestation is refused, and a hash that is not SHA-256's 32 bytes is invalid
    /// input.
    @Test func aKeyIsAttestedOnceThenAsserts() async throws {
        try await inHost { host in
            host.deviceCheck.isSupported = true
            let key = try await DCAppAttestService.shared.generateKey()
            #expect(host.deviceCheck.keys == [key])
            await #expect(throws: DCError(.invalidKey)) {
                try await DCAppAttestService.shared.generateAssertion(key, clientDataHash: challengeHash)
            }
            await #expect(throws: DCError(.invalidInput)) {
                try await DCAppAttestService.shared.attestKey(key, clientDataHash: Data("short".utf8))
            }
            let attestation = try await DCAppAttestService.shared.attestKey(key, clientDataHash: challengeHash)
            #expect(String(decoding: attestation, as: UTF8.self).hasPrefix("attestation key=\(key) clientDataHash=0707"))
            await #expect(throws: DCError(.invalidKey)) {
                try await DCAppAttestService.shared.attestKey(key, clientDataHash: challengeHash)
            }
            let assertion = try await DCAppAttestService.shared.generateAssertion(key, clientDataHash: challengeHash)
            #expect(String(decoding: assertion, as: UTF8.self).hasPrefix("assertion key=\(key)"))
            await #expect(throws: DCError(.invalidKey)) {
                try await DCAppAttestService.shared.generateAssertion("unknown", clientDataHash: challengeHash)
            }
            #expect(host.deviceCheck.events.map { $0.replacingOccurrences(of: key, with: "K") } == [
                "generateKey: key K",
                "generateAssertion(K): DCError(invalidKey)",
                "attestKey(K): DCError(invalidInput)",
                "attestKey(K): attested",
                "attestKey(K): DCError(invalidKey)",
                "generateAssertion(K): asserted",
                "generateAssertion(unknown): DCError(invalidKey)",
            ])
        }
    }

    /// Two hosts are two devices: what one is told does not reach the other.
    @Test func eachHostIsADeviceOfItsOwn() async throws {
        let first = ViewHost(Text("one"))
        let second = ViewHost(Text("two"))
        first.deviceCheck.isSupported = true
        #expect(first.deviceCheck.isSupported && !second.deviceCheck.isSupported)
    }
}

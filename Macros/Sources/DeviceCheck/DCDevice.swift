import Foundation

/// The device's DeviceCheck tokens, which a server sends to Apple to read and set two bits
/// per device.
///
/// A headless host is a device without DeviceCheck, as a simulator is: ``isSupported`` is
/// `false` and ``generateToken()`` throws ``DCError/Code/featureUnsupported`` until a test
/// says the device supports it (`host.deviceCheck.isSupported = true`).
public final class DCDevice: Sendable {
    /// The device the app runs on.
    public static let current = DCDevice()

    private init() {}

    /// Whether this device supports DeviceCheck.
    public var isSupported: Bool { DeviceCheckState.current.isSupported }

    /// Makes a token that identifies the device to Apple's server, for one request. Each
    /// call gives a new token.
    public func generateToken() async throws -> Data {
        try DeviceCheckState.current.generateToken().get()
    }

    /// Makes a token and hands it (or the error) to `completion`.
    public func generateToken(completionHandler completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        switch DeviceCheckState.current.generateToken() {
        case .success(let token): completion(token, nil)
        case .failure(let error): completion(nil, error)
        }
    }
}

import Foundation
import ViewEngine

extension ViewHost {
    /// DeviceCheck on this host as a test sees and drives it: whether the device supports
    /// it, whether Apple's server answers, the App Attest keys, and every call the app made.
    ///
    /// ```swift
    /// host.deviceCheck.isSupported = true
    /// try host.tap("Sign up")
    /// host.deviceCheck.events   // ["generateToken: token 1"]
    /// ```
    public var deviceCheck: HostDeviceCheck { HostDeviceCheck(state: .of(clock)) }
}

/// A host's DeviceCheck seen from a test (``ViewHost/deviceCheck``).
@MainActor
public struct HostDeviceCheck {
    let state: DeviceCheckState

    /// Whether the device supports DeviceCheck and App Attest; `false` by default, as on a
    /// simulator.
    public var isSupported: Bool {
        get { state.isSupported }
        nonmutating set { state.isSupported = newValue }
    }

    /// Whether Apple's server answers; when it does not, tokens and attestations fail with
    /// ``DCError/Code/serverUnavailable``. `true` by default.
    public var isServerAvailable: Bool {
        get { state.isServerAvailable }
        nonmutating set { state.isServerAvailable = newValue }
    }

    /// The App Attest keys generated, in order.
    public var keys: [String] { state.keyIdentifiers }

    /// Every call, in order, with its outcome: `generateToken: token 1`,
    /// `attestKey(…): DCError(invalidKey)`.
    public var events: [String] { state.events }
}

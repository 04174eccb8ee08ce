// DeviceCheck's tokens and App Attest keys are Foundation's Data (the driver,
// `host.deviceCheck`, extends ViewHost).
@_exported import Foundation

// CloudKit brings Foundation's and Core Location's names, as Apple's does (a record holds a
// `CLLocation`; the driver, `host.cloudKit`, extends ViewHost).
@_exported import Foundation
#if canImport(Darwin)
@_exported import EngineCoreLocation
#else
@_exported import CoreLocation
#endif

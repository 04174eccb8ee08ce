// MapKit brings Core Location's names, as Apple's does (the driver, `host.map`, extends
// ViewHost).
#if canImport(Darwin)
@_exported import EngineCoreLocation
#else
@_exported import CoreLocation
#endif

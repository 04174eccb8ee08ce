// Watch Connectivity's payloads are Foundation's dictionaries and Data (the driver,
// `host.watch`, extends ViewHost).
@_exported import Foundation

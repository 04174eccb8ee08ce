// Core Location's values are Foundation's (Date, Error); the driver, `host.location`,
// extends ViewHost.
@_exported import Foundation

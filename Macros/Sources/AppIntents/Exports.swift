// A file that imports AppIntents names its strings with Foundation's
// `LocalizedStringResource`, which swift-corelibs-foundation lacks and the engine
// declares: both come with the module, as Foundation comes with Apple's.
@_exported import Foundation
#if !canImport(Darwin)
@_exported import struct ViewEngine.LocalizedStringResource
#endif

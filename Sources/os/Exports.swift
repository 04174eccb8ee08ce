// `import os` brings Foundation, as on Apple's platforms, where a file that imports only
// `os` or `OSLog` (which re-exports `os`) writes `Bundle.main.bundleIdentifier` for its
// logger's subsystem.
#if !canImport(Darwin)
@_exported import Foundation
#endif

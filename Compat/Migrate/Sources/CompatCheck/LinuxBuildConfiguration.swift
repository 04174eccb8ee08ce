import SwiftIfConfig
import SwiftSyntax

/// The platform the check compiles for, as an `#if` sees it: Linux on this machine's
/// architecture, `DEBUG` defined (as a debug build in Xcode), `canImport` answered by what
/// exists here (the engine's modules and the toolchain's), the language mode the files are
/// checked in and this compiler.
public struct LinuxBuildConfiguration: BuildConfiguration {
    /// Whether a module can be imported here.
    public var canImportModule: @Sendable (String) -> Bool
    /// The language mode (`5` reads `swift(>=5.10)` as true, `swift(>=6)` as false).
    public var languageVersion: VersionTuple
    /// The compiler's version.
    public var compilerVersion: VersionTuple

    /// A configuration for `swiftVersion` ("5" or "6") where `canImportModule` decides imports.
    public init(swiftVersion: String = "5", canImportModule: @escaping @Sendable (String) -> Bool) {
        self.canImportModule = canImportModule
        languageVersion = swiftVersion.hasPrefix("5") ? VersionTuple(5, 10) : VersionTuple(parsing: swiftVersion) ?? VersionTuple(6)
        compilerVersion = VersionTuple(6, 3)
    }

    /// Only `DEBUG`: the build settings' other flags are not known here.
    public func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    /// No upcoming feature is taken to be enabled.
    public func hasFeature(name: String) -> Bool { false }
    /// The attributes the compiler knows.
    public func hasAttribute(name: String) -> Bool { SwiftBuiltins.compilerAttributes.contains(name) }
    /// What ``canImportModule`` says of the first component.
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { canImportModule($0.1) } ?? false
    }
    /// Linux, not iOS or macOS.
    public func isActiveTargetOS(name: String) -> Bool { name == "Linux" }
    /// This machine's architecture.
    public func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(x86_64)
        name == "x86_64"
        #elseif arch(arm64)
        name == "arm64" || name == "aarch64"
        #else
        false
        #endif
    }
    /// No simulator or Mac Catalyst.
    public func isActiveTargetEnvironment(name: String) -> Bool { false }
    /// Swift's native runtime (no Objective-C interop).
    public func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    /// No pointer authentication.
    public func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    /// ELF.
    public func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
    /// 64-bit pointers.
    public var targetPointerBitWidth: Int { 64 }
    /// 32- and 64-bit atomics.
    public var targetAtomicBitWidths: [Int] { [32, 64] }
    /// Little-endian.
    public var endianness: Endianness { .little }
}

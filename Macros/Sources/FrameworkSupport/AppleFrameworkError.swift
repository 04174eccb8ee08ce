import Foundation

/// An error of one of Apple's frameworks as the modules here report it: a code with Apple's
/// raw value, in Apple's domain (each error declares its `errorDomain`), bridged to
/// `NSError` with its description as the localized one. An error declares its `Code` enum,
/// `code` and domain; the rest is here.
///
/// ```swift
/// public struct DCError: AppleFrameworkError {
///     public enum Code: Int, Sendable { case featureUnsupported = 1 }
///     public let code: Code
///     public static let errorDomain = "com.apple.devicecheck.error"
/// }
/// DCError(code: .featureUnsupported).description   // "DCError(featureUnsupported)"
/// ```
public protocol AppleFrameworkError: Error, CustomNSError, CustomStringConvertible, Hashable, Sendable {
    /// The reasons, with Apple's raw values.
    associatedtype Code: RawRepresentable, Hashable, Sendable where Code.RawValue: BinaryInteger
    /// Why the call failed.
    var code: Code { get }
    /// The error's name in its description: its type's, unless it says otherwise
    /// (`BGTaskScheduler.Error`).
    static var name: String { get }
}

extension AppleFrameworkError {
    /// The type's name.
    public static var name: String { "\(Self.self)" }
    /// The code's raw value.
    public var errorCode: Int { Int(code.rawValue) }
    /// What went wrong, in words (the description).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
    /// `DCError(featureUnsupported)`.
    public var description: String { "\(Self.name)(\(code))" }
}

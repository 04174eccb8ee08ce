/// A source of random numbers (``kSecRandomDefault``: the system's).
public final class SecRandomRef: Sendable {
    init() {}
}

/// The system's cryptographically secure generator.
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `count` bytes at `bytes` with cryptographically secure random bytes (the system's
/// generator); returns ``errSecSuccess``, or ``errSecParam`` for a negative count.
///
/// ```swift
/// var key = Data(count: 32)
/// let status = key.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 32, $0.baseAddress!) }
/// ```
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count >= 0 else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
    for index in buffer.indices { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
}

import Testing
@testable import PageServer

/// SHA-1 against the published test vectors: FIPS 180-2's appendix A (and NIST's examples
/// for FIPS 180-4), RFC 3174's section 7.3, and RFC 6455's handshake example.
@Suite("SHA-1: the published test vectors", .timeLimit(.minutes(2)))
struct SHA1Tests {
    static func hex(_ text: String, repeated count: Int = 1) -> String {
        let message = Array(String(repeating: text, count: count).utf8)
        return SHA1.digest(message).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// FIPS 180-2, A.1: "abc", one block.
    @Test func oneBlock() {
        #expect(Self.hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    /// FIPS 180-2, A.2: the 448-bit message, whose padding takes a second block.
    @Test func twoBlocks() {
        #expect(Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }

    /// FIPS 180-2, A.3: one million "a"s.
    @Test func aMillionAs() {
        #expect(Self.hex("a", repeated: 1_000_000) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// RFC 3174, 7.3, TEST4: "01234567" eight times, repeated 10 times (640 bytes, an
    /// exact number of blocks).
    @Test func exactBlocks() {
        #expect(Self.hex("0123456701234567012345670123456701234567012345670123456701234567", repeated: 10)
            == "dea356a2cddd90c7a7ecedc5ebb563934f460452")
    }

    /// The empty message: the padding block alone.
    @Test func emptyMessage() {
        #expect(Self.hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    }

    /// Padding at the edges: 55 bytes fit one block with the length, 56 need two.
    @Test func paddingEdges() {
        #expect(Self.hex("a", repeated: 55) == "c1c8bbdc22796e28c0e15163d20899b65621d65a")
        #expect(Self.hex("a", repeated: 56) == "c2db330f6083854c99d4b5bfb6e8f29f201be699")
        #expect(Self.hex("a", repeated: 64) == "0098ba824b5c16427bd7a1122a5a442a25ec644d")
    }

    /// RFC 6455, 1.3: the key "dGhlIHNhbXBsZSBub25jZQ==" is answered with
    /// "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=".
    @Test func theHandshakeExample() {
        #expect(WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }
}

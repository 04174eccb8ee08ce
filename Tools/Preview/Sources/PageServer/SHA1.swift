// SHA-1 (FIPS 180-4, §6.1; RFC 3174), for the one thing this server needs it for: the
// WebSocket handshake's `Sec-WebSocket-Accept` is the base64 of the SHA-1 of the client's
// key and a fixed GUID (RFC 6455, §4.2.2). SHA-1 is broken for signatures; here it is only
// a checksum the browser recomputes, as the RFC asks.

/// The SHA-1 digest of a message.
package enum SHA1 {
    /// The 20-byte digest of `message`.
    package static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        // §5.1.1: the message, a 1 bit, zeros up to 448 bits modulo 512, and its length in
        // bits as a 64-bit big-endian number.
        var padded = Array(message)
        let bitLength = UInt64(padded.count) &* 8
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        // §5.3.1: the initial hash value.
        var hash: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var schedule = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: padded.count, by: 64) {
            // §6.1.2 step 1: the message schedule.
            for t in 0..<16 {
                let i = block + t * 4
                schedule[t] = UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
            }
            for t in 16..<80 {
                schedule[t] = rotateLeft(schedule[t - 3] ^ schedule[t - 8] ^ schedule[t - 14] ^ schedule[t - 16], by: 1)
            }
            // Steps 2 to 4: eighty rounds, with §4.1.1's functions and §4.2.1's constants.
            var (a, b, c, d, e) = (hash[0], hash[1], hash[2], hash[3], hash[4])
            for t in 0..<80 {
                let f: UInt32, k: UInt32
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temporary = rotateLeft(a, by: 5) &+ f &+ e &+ k &+ schedule[t]
                (e, d, c, b, a) = (d, c, rotateLeft(b, by: 30), a, temporary)
            }
            hash[0] = hash[0] &+ a
            hash[1] = hash[1] &+ b
            hash[2] = hash[2] &+ c
            hash[3] = hash[3] &+ d
            hash[4] = hash[4] &+ e
        }
        return hash.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    /// §2.2.2's ROTL: `word` rotated left by `count` bits.
    private static func rotateLeft(_ word: UInt32, by count: UInt32) -> UInt32 {
        word << count | word >> (32 - count)
    }
}

import AVFoundation
import Testing

/// Core Media's times, each test naming the sentence of Apple's documentation (Core Media:
/// "CMTime", "CMTimeMakeWithSeconds", "CMTimeAdd", "CMTimeCompare") it encodes.
@Suite("CoreMedia: CMTime")
struct CMTimeTests {
    /// "CMTime … represents a time value as a rational number": value / timescale seconds.
    @Test func aTimeIsValueOverTimescale() {
        let time = CMTime(value: 3, timescale: 2)
        #expect(time.seconds == 1.5)
        #expect(time.isValid && time.isNumeric)
        #expect(CMTimeGetSeconds(CMTimeMake(value: 600, timescale: 600)) == 1)
        #expect(CMTime.zero.seconds == 0)
    }

    /// "CMTimeMakeWithSeconds: Makes a valid CMTime with value and timescale. Epoch is
    /// implied to be 0" — the seconds are rounded to the preferred timescale.
    @Test func makingFromSecondsRoundsToTheTimescale() {
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(time.value == 900 && time.timescale == 600 && time.epoch == 0)
        #expect(!time.hasBeenRounded)
        let third = CMTime(seconds: 1.0 / 3.0, preferredTimescale: 10)
        #expect(third.value == 3 && third.hasBeenRounded)
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
    }

    /// "CMTimeCompare … Returns the numerical relationship (-1 = less than, 1 = greater
    /// than, 0 = equal) of two CMTimes": times of different timescales compare by value.
    @Test func timesCompareByTheirValueWhateverTheTimescale() {
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 1, timescale: 2))
        #expect(CMTimeCompare(CMTime(value: 2, timescale: 1), CMTime(value: 1, timescale: 1)) == 1)
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 5, timescale: 10)]).count == 1)
        // "Invalid CMTimes are considered to be equal to each other, and less than any
        // other CMTime"; "Positive infinity is considered to be greater than any other CMTime".
        #expect(CMTime.invalid == CMTime.invalid)
        #expect(CMTime.invalid < CMTime.negativeInfinity)
        #expect(CMTime(value: .max, timescale: 1) < CMTime.positiveInfinity)
        #expect(CMTimeMaximum(.zero, CMTime(value: 1, timescale: 1)).seconds == 1)
    }

    /// "CMTimeAdd: … the result will have a timescale that is the least common multiple of
    /// the timescales of the operands"; "if either is invalid, the result will be invalid".
    @Test func sumsUseTheLeastCommonMultipleTimescale() {
        let sum = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(sum.value == 5 && sum.timescale == 6)
        let difference = CMTime(value: 1, timescale: 2) - CMTime(value: 1, timescale: 3)
        #expect(difference.value == 1 && difference.timescale == 6)
        #expect(!(CMTime.invalid + .zero).isValid)
        #expect((CMTime.positiveInfinity + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        #expect(!(CMTime.positiveInfinity + CMTime.negativeInfinity).isValid)
        #expect((CMTime.indefinite + .zero).isIndefinite)
        #expect((CMTime(value: 3, timescale: 4) * Int32(2)).seconds == 1.5)
        #expect(CMTime.indefinite.seconds.isNaN)
    }
}

/// The stamps of body evaluations: every evaluation of every node gets the next one, so
/// a stamp names one evaluation of one node. A reader recorded with a stamp is current
/// while its node's latest evaluation has that stamp (``ReaderList``, ``EnvironmentBox``),
/// and a reader list tells a repeated read by the stamp alone.
///
/// 64 bits: at a billion evaluations a second it would take centuries to wrap.
@MainActor @usableFromInline
enum EvaluationStamp {
    private static var last: UInt64 = 0

    /// A stamp no evaluation had before.
    @usableFromInline static package func next() -> UInt64 {
        last &+= 1
        return last
    }
}

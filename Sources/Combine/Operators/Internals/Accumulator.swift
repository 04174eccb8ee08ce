/// A ``ReduceInner`` whose accumulation and result are closures.
final class Accumulator<Downstream: Subscriber, Input, UpstreamFailure: Error>: ReduceInner<Downstream, Input, UpstreamFailure> {
    private let body: (Input) -> Accumulation
    private let makeResult: () -> Downstream.Input?

    init(_ downstream: Downstream, description: String,
         convertFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
         result: @escaping () -> Downstream.Input?,
         _ body: @escaping (Input) -> Accumulation) {
        self.body = body
        makeResult = result
        super.init(downstream, description: description, convertFailure: convertFailure)
    }

    override func accumulate(_ input: Input) -> Accumulation { body(input) }
    override func result() -> Downstream.Input? { makeResult() }
}

extension Accumulator where UpstreamFailure == Downstream.Failure {
    convenience init(_ downstream: Downstream, description: String,
                     result: @escaping () -> Downstream.Input?,
                     _ body: @escaping (Input) -> Accumulation) {
        self.init(downstream, description: description, convertFailure: { $0 }, result: result, body)
    }
}

extension Accumulator where Downstream.Failure == any Error {
    /// An accumulator whose closure may throw (`tryReduce`, `tryLast(where:)`): a thrown
    /// error fails the stream.
    convenience init(_ downstream: Downstream, description: String,
                     result: @escaping () -> Downstream.Input?,
                     _ body: @escaping (Input) throws -> Accumulation) {
        self.init(downstream, description: description, convertFailure: { $0 }, result: result) { input in
            do { return try body(input) } catch { return .fail(error) }
        }
    }
}

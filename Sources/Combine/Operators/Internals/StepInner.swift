/// A ``TransformInner`` whose step is a throwing closure; a thrown error fails the stream.
final class TryStepInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: TransformInner<Downstream, Input, UpstreamFailure>
where Downstream.Failure == any Error {
    private let body: (Input) throws -> Step<Downstream.Input, any Error>

    init(_ downstream: Downstream, description: String, _ body: @escaping (Input) throws -> Step<Downstream.Input, any Error>) {
        self.body = body
        super.init(downstream, description: description, convertFailure: { $0 })
    }

    override func step(_ input: Input) -> Step<Downstream.Input, any Error> {
        do { return try body(input) } catch { return .fail(error) }
    }
}

/// A ``TransformInner`` whose step is a closure.
final class StepInner<Downstream: Subscriber, Input>: TransformInner<Downstream, Input, Downstream.Failure> {
    private let body: (Input) -> Step<Downstream.Input, Downstream.Failure>
    private let atFinish: () -> Downstream.Input?

    init(_ downstream: Downstream, description: String,
         atFinish: @escaping () -> Downstream.Input? = { nil },
         _ body: @escaping (Input) -> Step<Downstream.Input, Downstream.Failure>) {
        self.body = body
        self.atFinish = atFinish
        super.init(downstream, description: description, convertFailure: { $0 })
    }

    override func step(_ input: Input) -> Step<Downstream.Input, Downstream.Failure> { body(input) }
    override func valueAtFinish() -> Downstream.Input? { atFinish() }
}

import ViewEngine

/// A value sent through `map`, `filter` and `removeDuplicates` to a `sink`, with the
/// module's Combine: what a view model's pipeline costs per value.
///
/// Each value `v` sent is mapped to `v * 3`, kept when even, dropped when equal to the one
/// before, and added to ``sum``.
public final class CombineChainWorkload {
    private let subject = PassthroughSubject<Int, Never>()
    private var cancellable: AnyCancellable?
    /// The sum of the values that reached the sink.
    public private(set) var sum = 0

    public init() {
        cancellable = subject
            .map { $0 &* 3 }
            .filter { $0 % 2 == 0 }
            .removeDuplicates()
            .sink { [unowned self] in sum &+= $0 }
    }

    /// Sends `value` through the chain.
    public func send(_ value: Int) { subject.send(value) }
}

/// The same chain written by hand as closures that call each other: the baseline of
/// ``CombineChainWorkload``.
public final class ClosureChainBaseline {
    private var last: Int?
    private var chain: (Int) -> Void = { _ in }
    /// The sum of the values that reached the end.
    public private(set) var sum = 0

    public init() {
        let sink: (Int) -> Void = { [unowned self] in sum &+= $0 }
        let removeDuplicates: (Int) -> Void = { [unowned self] value in
            if last == value { return }
            last = value
            sink(value)
        }
        let filter: (Int) -> Void = { value in if value % 2 == 0 { removeDuplicates(value) } }
        chain = { value in filter(value &* 3) }
    }

    /// Sends `value` through the chain.
    public func send(_ value: Int) { chain(value) }
}

/// The machinery of `combineLatest` and `zip`: one upstream per element of the tuple,
/// each upstream's values kept, with their own type, in a ``KeptValues`` of its own (a
/// parameter pack of them), and a tuple made when the rule allows.
///
/// - `combineLatest` keeps the latest value of each upstream and publishes a tuple of the
///   latest values whenever one of them publishes, once all have; it finishes when every
///   upstream finished and fails when one fails.
/// - `zip` keeps every value of each upstream in order and publishes a tuple of the
///   oldest unused value of each as soon as all have one; it finishes as soon as an
///   upstream finished with no value left unused, and fails when one fails.
///
/// ```swift
/// let a = KeptValues<A.Output>(), b = KeptValues<B.Output>()
/// let core = TupleCore(subscriber, rule: .zip, a, b) { ($0, $1) }
/// core.start {
///     core.attach(upstreamA, keptIn: a, at: 0)
///     core.attach(upstreamB, keptIn: b, at: 1)
/// }
/// ```
///
/// (The operator makes the ``KeptValues`` and hands each to its upstream's `attach`: a
/// parameter pack cannot be indexed at run time, and the upstreams' shared failure type
/// cannot be stated over a pack yet — "same-element requirements are not yet supported".)
final class TupleCore<Downstream: Subscriber, each Value>: FanInCore<Downstream> {
    private let kept: (repeat KeptValues<each Value>)
    private let rule: TupleRule
    private let makeOutput: (repeat each Value) -> Downstream.Input

    init(_ downstream: Downstream, rule: TupleRule, _ kept: repeat KeptValues<each Value>,
         makeOutput: @escaping (repeat each Value) -> Downstream.Input) {
        self.kept = (repeat each kept)
        self.rule = rule
        self.makeOutput = makeOutput
        var count = 0
        for _ in repeat each kept { count += 1 }
        super.init(downstream, count: count, description: rule == .zip ? "Zip" : "CombineLatest")
    }

    /// Subscribes to `publisher`, the upstream at `index`, whose values `values` keeps.
    func attach<P: Publisher>(_ publisher: P, keptIn values: KeptValues<P.Output>, at index: Int)
    where P.Failure == Downstream.Failure {
        lock.withLock { values.index = index }
        link(publisher, at: index) { [self] value in receive(value, keptIn: values) }
    }

    private func receive<V>(_ value: V, keptIn values: KeptValues<V>) {
        let output: Downstream.Input? = lock.withLock {
            switch rule {
            case .combineLatest: values.replace(with: value)
            case .zip: values.append(value)
            }
            guard allHaveAValue else { return nil }
            return switch rule {
            case .combineLatest: makeOutput(repeat (each kept).latest)
            case .zip: makeOutput(repeat (each kept).takeOldest())
            }
        }
        guard let output else { return }
        send(output)
        if rule == .zip, lock.withLock({ zipIsOver }) { finish() }
    }

    override func upstreamFinished(at index: Int) {
        let over: Bool = lock.withLock {
            var allFinished = true
            for values in repeat each kept {
                if values.index == index { values.finished = true }
                allFinished = allFinished && values.finished
            }
            switch rule {
            case .combineLatest: return allFinished
            case .zip: return zipIsOver
            }
        }
        if over { finish() }
    }

    /// Whether every upstream has a value kept (under `lock`).
    private var allHaveAValue: Bool {
        for values in repeat each kept {
            if values.isEmpty { return false }
        }
        return true
    }

    /// Whether an upstream finished with no value left to pair (under `lock`).
    private var zipIsOver: Bool {
        for values in repeat each kept {
            if values.finished && values.isEmpty { return true }
        }
        return false
    }
}

/// How the upstreams' values of a ``TupleCore`` make tuples.
enum TupleRule { case combineLatest, zip }

/// The values a ``TupleCore`` keeps for one upstream: the latest (`combineLatest`) or
/// every one not yet used, oldest first (`zip`, which takes them in O(1)), and whether
/// the upstream finished.
///
/// invariant: read and written only under its core's `lock`.
final class KeptValues<Value> {
    private var values = FIFO<Value>()
    /// The upstream's place (set when it is attached).
    fileprivate var index = -1
    /// Whether the upstream finished.
    fileprivate var finished = false

    init() {}

    fileprivate var isEmpty: Bool { values.isEmpty }

    fileprivate func append(_ value: Value) { values.append(value) }

    fileprivate func replace(with value: Value) {
        values.removeAll()
        values.append(value)
    }

    /// The latest value; only called when there is one.
    fileprivate var latest: Value { values.first! }

    /// Takes the oldest value; only called when there is one.
    fileprivate func takeOldest() -> Value { values.popFirst()! }
}

extension TupleRule {
    /// Subscribes `subscriber` to the tuples of `a` and `b` as this rule makes them.
    ///
    /// ```swift
    /// TupleRule.zip.subscribe(subscriber, to: a, b)
    /// ```
    func subscribe<S: Subscriber, A: Publisher, B: Publisher>(_ subscriber: S, to a: A, _ b: B)
    where S.Input == (A.Output, B.Output), A.Failure == S.Failure, B.Failure == S.Failure {
        let aValues = KeptValues<A.Output>(), bValues = KeptValues<B.Output>()
        let core = TupleCore(subscriber, rule: self, aValues, bValues) { ($0, $1) }
        core.start {
            core.attach(a, keptIn: aValues, at: 0)
            core.attach(b, keptIn: bValues, at: 1)
        }
    }

    /// Subscribes `subscriber` to the tuples of `a`, `b` and `c` as this rule makes them.
    ///
    /// ```swift
    /// TupleRule.combineLatest.subscribe(subscriber, to: a, b, c)
    /// ```
    func subscribe<S: Subscriber, A: Publisher, B: Publisher, C: Publisher>(_ subscriber: S, to a: A, _ b: B, _ c: C)
    where S.Input == (A.Output, B.Output, C.Output), A.Failure == S.Failure, B.Failure == S.Failure, C.Failure == S.Failure {
        let aValues = KeptValues<A.Output>(), bValues = KeptValues<B.Output>(), cValues = KeptValues<C.Output>()
        let core = TupleCore(subscriber, rule: self, aValues, bValues, cValues) { ($0, $1, $2) }
        core.start {
            core.attach(a, keptIn: aValues, at: 0)
            core.attach(b, keptIn: bValues, at: 1)
            core.attach(c, keptIn: cValues, at: 2)
        }
    }

    /// Subscribes `subscriber` to the tuples of `a`, `b`, `c` and `d` as this rule makes them.
    ///
    /// ```swift
    /// TupleRule.zip.subscribe(subscriber, to: a, b, c, d)
    /// ```
    func subscribe<S: Subscriber, A: Publisher, B: Publisher, C: Publisher, D: Publisher>(_ subscriber: S, to a: A, _ b: B, _ c: C, _ d: D)
    where S.Input == (A.Output, B.Output, C.Output, D.Output),
          A.Failure == S.Failure, B.Failure == S.Failure, C.Failure == S.Failure, D.Failure == S.Failure {
        let aValues = KeptValues<A.Output>(), bValues = KeptValues<B.Output>()
        let cValues = KeptValues<C.Output>(), dValues = KeptValues<D.Output>()
        let core = TupleCore(subscriber, rule: self, aValues, bValues, cValues, dValues) { ($0, $1, $2, $3) }
        core.start {
            core.attach(a, keptIn: aValues, at: 0)
            core.attach(b, keptIn: bValues, at: 1)
            core.attach(c, keptIn: cValues, at: 2)
            core.attach(d, keptIn: dValues, at: 3)
        }
    }
}

/// The machinery of `combineLatest` and `zip`: upstreams of different output types, each
/// value kept (type-erased) by its upstream's place, and a tuple made when the rule
/// allows.
///
/// - `combineLatest` keeps the latest value of each upstream and publishes a tuple of the
///   latest values whenever one of them publishes, once all have; it finishes when every
///   upstream finished and fails when one fails.
/// - `zip` keeps every value of each upstream in order and publishes a tuple of the
///   oldest unused value of each as soon as all have one; it finishes as soon as an
///   upstream finished with no value left unused, and fails when one fails.
final class TupleCore<Downstream: Subscriber>: FanInCore<Downstream, Any> {
    /// How the upstreams' values make tuples.
    enum Rule { case combineLatest, zip }

    /// invariant: the fields below are read and written only under `lock`.
    private var kept: [[Any]]
    private var finished: [Bool]
    private let rule: Rule
    private let makeOutput: ([Any]) -> Downstream.Input

    init(_ downstream: Downstream, count: Int, rule: Rule, makeOutput: @escaping ([Any]) -> Downstream.Input) {
        self.rule = rule
        self.makeOutput = makeOutput
        kept = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        super.init(downstream, count: count, description: rule == .zip ? "Zip" : "CombineLatest")
    }

    override func receive(_ value: Any, at index: Int) {
        let output: Downstream.Input? = lock.withLock {
            switch rule {
            case .combineLatest:
                kept[index] = [value]
                guard kept.allSatisfy({ !$0.isEmpty }) else { return nil }
                return makeOutput(kept.map { $0[0] })
            case .zip:
                kept[index].append(value)
                guard kept.allSatisfy({ !$0.isEmpty }) else { return nil }
                let values = kept.indices.map { kept[$0].removeFirst() }
                return makeOutput(values)
            }
        }
        guard let output else { return }
        send(output)
        if rule == .zip, lock.withLock({ zipIsOver }) { finish() }
    }

    override func upstreamFinished(at index: Int) {
        let over: Bool = lock.withLock {
            finished[index] = true
            switch rule {
            case .combineLatest: return finished.allSatisfy { $0 }
            case .zip: return zipIsOver
            }
        }
        if over { finish() }
    }

    /// Whether an upstream finished with no value left to pair (under `lock`).
    private var zipIsOver: Bool {
        kept.indices.contains { finished[$0] && kept[$0].isEmpty }
    }
}

/// The accumulation of `reduce` and `scan` (and of their `try` forms): a result that
/// starts at the initial result, and that each element replaces with what the operator's
/// closure makes of the result so far and the element. `reduce` publishes the last result
/// when the upstream finishes; `scan` publishes every result.
///
/// ```swift
/// var running = RunningResult(0) { (sum: Int, element: Int) in sum + element }
/// running.add(1)   // 1
/// running.add(2)   // 3
/// ```
struct RunningResult<Result, Element, Failure: Error> {
    /// The result so far (the initial result before the first element).
    private(set) var current: Result
    private let next: (Result, Element) throws(Failure) -> Result

    init(_ initial: Result, _ next: @escaping (Result, Element) throws(Failure) -> Result) {
        current = initial
        self.next = next
    }

    /// Makes the next result from the result so far and `element`; returns it. A closure
    /// that throws leaves the result as it was.
    @discardableResult
    mutating func add(_ element: Element) throws(Failure) -> Result {
        current = try next(current, element)
        return current
    }
}

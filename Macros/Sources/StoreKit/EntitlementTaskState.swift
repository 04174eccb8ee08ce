import Foundation

/// The state of a task that loads entitlements, such as the statuses of a subscription
/// group (`subscriptionStatusTask(for:priority:action:)`): loading, then the value or the
/// error that stopped it.
///
/// ```swift
/// .subscriptionStatusTask(for: groupID) { state in
///     if case .success(let statuses) = state { isSubscribed = statuses.contains { $0.state == .subscribed } }
/// }
/// ```
public enum EntitlementTaskState<Value> {
    /// The task has not finished.
    case loading
    /// The task failed with `error`.
    case failure(any Error)
    /// The task finished with `value`.
    case success(Value)

    /// The value, once the task succeeded; `nil` while loading, and after a failure.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The state with its value transformed: loading stays loading, a failure stays that
    /// failure, and an error `transform` throws becomes a failure.
    ///
    /// ```swift
    /// self.state = await state.map { statuses in await passStatus(of: statuses) }
    /// ```
    public func map<T>(_ transform: @Sendable (Value) async throws -> T) async -> EntitlementTaskState<T> {
        switch self {
        case .loading: return .loading
        case .failure(let error): return .failure(error)
        case .success(let value):
            do { return .success(try await transform(value)) } catch { return .failure(error) }
        }
    }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

/// An instance that tells StoreKit to request an App Store rating or review from the user,
/// if appropriate.
///
/// ```swift
/// @Environment(\.requestReview) private var requestReview
/// Button("Rate") { requestReview() }
/// ```
///
/// Each request is recorded in the host's store (``HostStore/events``: `"requestReview"`).
public struct RequestReviewAction: Sendable {
    /// Asks for a review.
    @MainActor public func callAsFunction() {
        AppStoreState.current.record(event: "requestReview")
    }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks the person for an App Store rating or review.
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

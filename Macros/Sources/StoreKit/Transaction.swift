import Foundation

/// Information that represents the customer's purchase of a product in your app.
///
/// ```swift
/// for await result in Transaction.currentEntitlements {
///     if case .verified(let transaction) = result { unlocked.insert(transaction.productID) }
/// }
/// ```
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The unique identifier of the transaction.
    public let id: UInt64
    /// The transaction identifier of the original purchase (a renewal's first purchase).
    public let originalID: UInt64
    /// The product identifier of the in-app purchase.
    public let productID: String
    /// The type of the in-app purchase.
    public let productType: Product.ProductType
    /// The date that the App Store charged the person's account.
    public let purchaseDate: Date
    /// The date of the original purchase.
    public let originalPurchaseDate: Date
    /// The date the subscription expires or renews (`nil` for other products).
    public internal(set) var expirationDate: Date?
    /// The date that the App Store refunded the transaction or revoked it from family
    /// sharing.
    public internal(set) var revocationDate: Date?
    /// Why the App Store refunded the transaction or revoked it: `.other` for a refund
    /// the person asked for (``HostStore/refund(_:)``); `nil` while it stands.
    public internal(set) var revocationReason: RevocationReason? = nil
    /// The number of consumable products purchased.
    public let purchasedQuantity: Int
    /// A UUID that associates the transaction with a user on your own service.
    public let appAccountToken: UUID?
    /// The identifier of the subscription group of an auto-renewable subscription.
    public let subscriptionGroupID: String?
    /// Whether the person upgraded to another subscription of the group.
    public internal(set) var isUpgraded: Bool

    /// Why the App Store revoked a transaction.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// The reason's code.
        public let rawValue: Int
        /// A reason with a code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The App Store refunded it for an actual or perceived issue in the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// The App Store refunded it for another reason, such as an accidental purchase.
        public static let other = RevocationReason(rawValue: 0)

        /// The reason, for the person: "Developer issue", "Other" (the engine's words: the
        /// App Store's own are not published).
        public var localizedDescription: String {
            switch self {
            case .developerIssue: "Developer issue"
            case .other: "Other"
            default: "Revocation reason \(rawValue)"
            }
        }
    }

    /// Indicates to the App Store that the app delivered the purchased content or enabled
    /// the service: the transaction leaves ``unfinished``.
    public func finish() async {
        AppStoreState.current.finish(id)
    }

    /// The sequence of transactions StoreKit delivers: purchases made outside the app (on
    /// another device, an approved Ask to Buy), renewals and revocations. Start listening as
    /// the app launches.
    public static var updates: Transactions { Transactions(AppStoreState.current.updates()) }

    /// The transactions that entitle the person to in-app products: each non-consumable
    /// and non-renewing subscription not revoked, and the latest transaction of each
    /// subscription group that has not expired.
    public static var currentEntitlements: Transactions { Transactions(AppStoreState.current.entitlements()) }

    /// Every transaction of the person, in purchase order.
    public static var all: Transactions { Transactions(AppStoreState.current.allTransactions()) }

    /// The transactions the app has not finished.
    public static var unfinished: Transactions { Transactions(AppStoreState.current.unfinishedTransactions()) }

    /// The transaction that entitles the person to a product, if any.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        AppStoreState.current.entitlementList().last { $0.productID == productID }.map { .verified($0) }
    }

    /// The latest transaction for a product, if any.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        AppStoreState.current.transactionList().last { $0.productID == productID }.map { .verified($0) }
    }

    /// An asynchronous sequence of transactions.
    public struct Transactions: AsyncSequence, Sendable {
        /// A transaction, verified.
        public typealias Element = VerificationResult<Transaction>
        let stream: AsyncStream<Element>

        init(_ stream: AsyncStream<Element>) { self.stream = stream }
        init(_ list: [Transaction]) {
            stream = AsyncStream { continuation in
                for transaction in list { continuation.yield(.verified(transaction)) }
                continuation.finish()
            }
        }

        /// An iterator over the transactions.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }

        /// An iterator over the transactions.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Element>.AsyncIterator
            /// The next transaction, or `nil` at the end.
            public mutating func next() async -> Element? { await base.next() }
        }
    }
}

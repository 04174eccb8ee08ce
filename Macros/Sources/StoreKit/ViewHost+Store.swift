import Foundation

extension ViewHost {
    /// The host's App Store as a test sets and drives it: the catalogue of products, how
    /// the person answers the purchase sheet, purchases made outside the app, refunds and
    /// expiries, and what happened.
    ///
    /// ```swift
    /// host.store.catalogue = try StoreCatalogue(contentsOf: productsFile)
    /// try host.tap("$1.99")                 // a ProductView's buy button
    /// host.store.events                     // ["purchase pellet.single: success, transaction 1"]
    /// ```
    public var store: HostStore { HostStore(state: .store(of: clock)) }
}

/// A host's App Store seen from a test (``ViewHost/store``).
@MainActor
public struct HostStore {
    let state: AppStoreState

    /// What the person does on the purchase sheet.
    public enum PurchaseAnswer: Sendable {
        /// Confirms: the purchase succeeds.
        case confirm
        /// Cancels: `.userCancelled`.
        case cancel
        /// Needs a parent's approval: `.pending`, until ``HostStore/approveAskToBuy(_:)``.
        case askToBuy
        /// The purchase fails with an error.
        case fail(StoreKitError)
    }

    /// The products the store offers (empty until a test sets it).
    public var catalogue: StoreCatalogue {
        get { state.withLock { $0.catalogue } }
        nonmutating set { state.withLock { $0.catalogue = newValue } }
    }

    /// What the person does on each purchase sheet (confirms, by default).
    public var purchaseAnswer: PurchaseAnswer {
        get { state.withLock { $0.purchaseAnswer } }
        nonmutating set { state.withLock { $0.purchaseAnswer = newValue } }
    }

    /// Whether the person may make payments (`AppStore.canMakePayments`; `true` by default).
    public var canMakePayments: Bool {
        get { state.withLock { $0.canMakePayments } }
        nonmutating set { state.withLock { $0.canMakePayments = newValue } }
    }

    /// Whether the person cancels the sign-in `AppStore.sync()` asks for.
    public var personCancelsSignIn: Bool {
        get { state.withLock { $0.personCancelsSignIn } }
        nonmutating set { state.withLock { $0.personCancelsSignIn = newValue } }
    }

    /// What happened, in order, one line each: purchases and their outcome, finished
    /// transactions, syncs, approvals, refunds, expiries, review requests.
    public var events: [String] { state.withLock { $0.events } }

    /// Every transaction, in purchase order.
    public var transactions: [Transaction] { state.transactionList() }

    /// A parent approves the pending Ask to Buy purchase of `productID` (or the person buys
    /// it on another device): its transaction is delivered to `Transaction.updates`.
    @discardableResult
    public func approveAskToBuy(_ productID: String) throws -> Transaction { try state.purchaseOutside(productID) }

    /// The person buys `productID` outside the app: delivered to `Transaction.updates`.
    @discardableResult
    public func purchaseOutsideApp(_ productID: String) throws -> Transaction { try state.purchaseOutside(productID) }

    /// The App Store refunds the latest purchase of `productID`: its transaction gets a
    /// revocation date, leaves the entitlements and is delivered to `Transaction.updates`.
    public func refund(_ productID: String) throws { try state.revoke(productID) }

    /// The subscription to `productID` expires now (as `SKTestSession.expireSubscription`).
    public func expireSubscription(_ productID: String) throws { try state.expire(productID) }
}

import Foundation

/// The App Store as one host sees it: its catalogue, the person's transactions, how the
/// person answers purchase sheets, and the listeners of `Transaction.updates`. Kept
/// by the host's clock (``current``, `VirtualClock.service(_:)`); outside any host a
/// process-wide store stands in.
///
/// Invariant (`@unchecked Sendable`): every other member (the catalogue, the person's
/// answers, the events, transactions, pending purchases and listeners) is read and written
/// only under `lock`, here or through ``withLock(_:)``; `clock` is a weak reference (the clock
/// keeps the store) set in `init` and only read after.
final class AppStoreState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    /// invariant: the fields below are read and written under `lock`.

    var catalogue = StoreCatalogue([])
    var canMakePayments = true
    var purchaseAnswer = HostStore.PurchaseAnswer.confirm
    var personCancelsSignIn = false
    private(set) var events: [String] = []
    private var transactions: [Transaction] = []
    private var finished: Set<UInt64> = []
    private var pending: [(product: Product, quantity: Int, token: UUID?)] = []
    private var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
    private var nextID: UInt64 = 1

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = AppStoreState(clock: nil)

    /// The current host's store, or the process's outside any host.
    static var current: AppStoreState { store(of: VirtualClock.current) }

    /// The store of the host whose clock is `clock`, or the process's for `nil`.
    static func store(of clock: VirtualClock?) -> AppStoreState {
        clock?.service { AppStoreState(clock: $0) } ?? processWide
    }

    /// Reads and writes the state under the lock.
    func withLock<T>(_ body: (AppStoreState) throws -> T) rethrows -> T {
        try lock.withLock { try body(self) }
    }

    private var now: Date { clock?.date ?? Date() }

    // MARK: Purchases

    func purchase(_ product: Product, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        let quantity = options.first { $0.name == "quantity" }.flatMap { Int($0.value) } ?? 1
        let token = options.first { $0.name == "appAccountToken" }.flatMap { UUID(uuidString: $0.value) }
        let askToBuy = options.contains(.simulatesAskToBuyInSandbox(true))
        return try lock.withLock {
            guard canMakePayments else {
                events.append("purchase \(product.id): not allowed")
                throw Product.PurchaseError.purchaseNotAllowed
            }
            guard catalogue.items.contains(where: { $0.id == product.id }) else {
                events.append("purchase \(product.id): unavailable")
                throw Product.PurchaseError.productUnavailable
            }
            guard quantity >= 1, quantity == 1 || product.type == .consumable else {
                events.append("purchase \(product.id) × \(quantity): invalid quantity")
                throw Product.PurchaseError.invalidQuantity
            }
            switch askToBuy ? .askToBuy : purchaseAnswer {
            case .confirm:
                let transaction = record(product, quantity: quantity, token: token)
                events.append("purchase \(product.id)\(quantity > 1 ? " × \(quantity)" : ""): success, transaction \(transaction.id)")
                return .success(.verified(transaction))
            case .cancel:
                events.append("purchase \(product.id): cancelled")
                return .userCancelled
            case .askToBuy:
                pending.append((product, quantity, token))
                events.append("purchase \(product.id): pending (Ask to Buy)")
                return .pending
            case .fail(let error):
                events.append("purchase \(product.id): failed")
                throw error
            }
        }
    }

    /// Records a purchase: its transaction, and in a subscription group the upgrade of the
    /// previous subscription. Called under the lock.
    private func record(_ product: Product, quantity: Int, token: UUID?) -> Transaction {
        let date = now
        let group = product.item.subscriptionGroupID
        if let group {
            for index in transactions.indices where transactions[index].subscriptionGroupID == group
                && transactions[index].revocationDate == nil && !transactions[index].isUpgraded {
                transactions[index].isUpgraded = true
            }
        }
        let transaction = Transaction(
            id: nextID, originalID: nextID, productID: product.id, productType: product.type,
            purchaseDate: date, originalPurchaseDate: date,
            expirationDate: product.type == .autoRenewable ? (product.item.subscriptionPeriod ?? .init(unit: .month, value: 1)).end(after: date) : nil,
            revocationDate: nil, purchasedQuantity: quantity, appAccountToken: token,
            subscriptionGroupID: group, isUpgraded: false)
        nextID += 1
        transactions.append(transaction)
        return transaction
    }

    /// A purchase made outside the app (approved Ask to Buy, another device): recorded and
    /// delivered to `Transaction.updates`.
    func purchaseOutside(_ productID: String) throws -> Transaction {
        let (transaction, listeners) = try lock.withLock {
            let product: Product
            if let index = pending.firstIndex(where: { $0.product.id == productID }) {
                product = pending.remove(at: index).product
                events.append("Ask to Buy approved: \(productID)")
            } else if let item = catalogue.items.first(where: { $0.id == productID }) {
                product = Product(item: item, currencyCode: catalogue.currencyCode)
                events.append("purchased outside the app: \(productID)")
            } else {
                throw StoreKitError.notAvailableInStorefront
            }
            let transaction = record(product, quantity: 1, token: nil)
            return (transaction, Array(self.listeners.values))
        }
        for listener in listeners { listener.yield(.verified(transaction)) }
        return transaction
    }

    /// The person asks for a refund of transaction `id` (the refund request sheet): the
    /// request is recorded, and the App Store answers later (``HostStore/refund(_:)``).
    /// Throws `.invalidRequest` for a transaction the store does not have or has already
    /// refunded, `.duplicateRequest` for a second request of one transaction.
    func requestRefund(of id: UInt64) throws(Transaction.RefundRequestError) {
        let refusal: Transaction.RefundRequestError? = lock.withLock {
            guard let transaction = transactions.first(where: { $0.id == id }), transaction.revocationDate == nil else {
                events.append("refund request \(id): invalid")
                return .invalidRequest
            }
            let line = "refund requested: \(transaction.productID), transaction \(id)"
            guard !events.contains(line) else { return .duplicateRequest }
            events.append(line)
            return nil
        }
        if let refusal { throw refusal }
    }

    /// Revokes (refunds) the latest transaction of a product and delivers it to
    /// `Transaction.updates`.
    func revoke(_ productID: String) throws {
        let (transaction, listeners) = try lock.withLock {
            guard let index = transactions.lastIndex(where: { $0.productID == productID && $0.revocationDate == nil }) else {
                throw StoreKitError.notEntitled
            }
            transactions[index].revocationDate = now
            transactions[index].revocationReason = .other
            events.append("refunded: \(productID)")
            return (transactions[index], Array(self.listeners.values))
        }
        for listener in listeners { listener.yield(.verified(transaction)) }
    }

    /// Expires the subscription of a product now.
    func expire(_ productID: String) throws {
        let (transaction, listeners) = try lock.withLock {
            guard let index = transactions.lastIndex(where: { $0.productID == productID && $0.productType == .autoRenewable }) else {
                throw StoreKitError.notEntitled
            }
            transactions[index].expirationDate = now
            events.append("expired: \(productID)")
            return (transactions[index], Array(self.listeners.values))
        }
        for listener in listeners { listener.yield(.verified(transaction)) }
    }

    func finish(_ id: UInt64) {
        lock.withLock {
            guard finished.insert(id).inserted else { return }
            events.append("finish transaction \(id)")
        }
    }

    func sync() throws {
        try lock.withLock {
            if personCancelsSignIn {
                events.append("AppStore.sync(): sign-in cancelled")
                throw StoreKitError.userCancelled
            }
            events.append("AppStore.sync()")
        }
    }

    func record(event: String) { lock.withLock { events.append(event) } }

    // MARK: What the person owns

    func transactionList() -> [Transaction] { lock.withLock { transactions } }

    func entitlementList() -> [Transaction] {
        lock.withLock {
            let date = now
            return transactions.filter { transaction in
                guard transaction.revocationDate == nil else { return false }
                switch transaction.productType {
                case .nonConsumable, .nonRenewable: return true
                case .autoRenewable: return !transaction.isUpgraded && (transaction.expirationDate ?? .distantFuture) > date
                default: return false
                }
            }
        }
    }

    func statuses(ofGroup group: String) -> [Product.SubscriptionInfo.Status] {
        lock.withLock {
            guard let latest = transactions.last(where: { $0.subscriptionGroupID == group }) else { return [] }
            let state: Product.SubscriptionInfo.RenewalState =
                latest.revocationDate != nil ? .revoked : (latest.expirationDate ?? .distantFuture) > now ? .subscribed : .expired
            let renewal = Product.SubscriptionInfo.RenewalInfo(autoRenewPreference: latest.productID,
                                                              willAutoRenew: state == .subscribed, currentProductID: latest.productID)
            return [Product.SubscriptionInfo.Status(state: state, transaction: .verified(latest), renewalInfo: .verified(renewal))]
        }
    }

    func entitlements() -> [Transaction] { entitlementList() }
    func allTransactions() -> [Transaction] { transactionList() }
    func unfinishedTransactions() -> [Transaction] {
        lock.withLock { transactions.filter { !finished.contains($0.id) } }
    }

    /// A new listener of `Transaction.updates`: it gets what happens from now on.
    func updates() -> AsyncStream<VerificationResult<Transaction>> {
        let id = UUID()
        return AsyncStream { continuation in
            lock.withLock { listeners[id] = continuation }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                self.lock.withLock { _ = self.listeners.removeValue(forKey: id) }
            }
        }
    }
}

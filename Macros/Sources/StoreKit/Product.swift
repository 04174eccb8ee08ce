import Foundation

/// Information about a product that you configure in App Store Connect (here: in the
/// host's ``StoreCatalogue``).
///
/// ```swift
/// let products = try await Product.products(for: ["pellet.single", "pass.premium"])
/// let result = try await products[0].purchase()
/// ```
public struct Product: Identifiable, Hashable, Sendable {
    /// The type of a product's identifier.
    public typealias ID = String

    let item: StoreCatalogue.Item
    let currencyCode: String

    /// The unique product identifier.
    public var id: ID { item.id }
    /// The type of the product.
    public var type: ProductType { item.type }
    /// A localized display name of the product.
    public var displayName: String { item.displayName }
    /// A localized description of the product.
    public var description: String { item.description }
    /// The decimal representation of the cost of the product, in local currency.
    public var price: Decimal { item.price }
    /// A localized string representation of `price` (`"$1.99"`).
    public var displayPrice: String { price.formatted(priceFormatStyle) }
    /// The format style that formats the price in the storefront's currency.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: "en_US"))
    }
    /// A Boolean value that indicates whether the product is available for family sharing.
    public var isFamilyShareable: Bool { item.isFamilyShareable }
    /// Properties and functionality specific to auto-renewable subscriptions (`nil` for
    /// other products).
    public var subscription: SubscriptionInfo? {
        guard item.type == .autoRenewable, let group = item.subscriptionGroupID else { return nil }
        return SubscriptionInfo(productID: item.id, subscriptionGroupID: group,
                                subscriptionPeriod: item.subscriptionPeriod ?? .init(unit: .month, value: 1),
                                groupLevel: item.groupLevel)
    }

    /// Requests product data from the App Store: the products of the catalogue with those
    /// identifiers, in the catalogue's order. An identifier the store does not know is left
    /// out, as the App Store does (no error).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
        where Identifiers.Element == ID {
        let wanted = Set(identifiers)
        let catalogue = AppStoreState.current.withLock { $0.catalogue }
        return catalogue.items.filter { wanted.contains($0.id) }.map { Product(item: $0, currencyCode: catalogue.currencyCode) }
    }

    /// Initiates a purchase for the product with the App Store and displays the
    /// confirmation sheet: the person confirms, cancels, or needs a parent's approval, as
    /// the host's store says (``HostStore/nextPurchaseAnswer``).
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try AppStoreState.current.purchase(self, options: options)
    }

    /// The transaction that entitles the person to the product, if any.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id) }
    }

    /// The latest transaction for the product, if any.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id) }
    }

    /// Whether two products are the same product.
    public static func == (lhs: Product, rhs: Product) -> Bool { lhs.item == rhs.item }
    /// Hashes the product.
    public func hash(into hasher: inout Hasher) { hasher.combine(item) }

    /// The types of in-app purchases.
    public struct ProductType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The type's name.
        public let rawValue: String
        /// A type with a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A consumable in-app purchase.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// A non-consumable in-app purchase.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A non-renewing subscription.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// An auto-renewable subscription.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// The type's name.
        public var description: String { rawValue }
    }

    /// The result of a purchase.
    public enum PurchaseResult: Sendable {
        /// The purchase succeeded with a transaction.
        case success(VerificationResult<Transaction>)
        /// The person canceled the purchase.
        case userCancelled
        /// The purchase is pending some user action (Ask to Buy).
        case pending
    }

    /// Options for a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String
        /// Sets a UUID to associate the purchase with an account in your system.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken", value: token.uuidString) }
        /// Indicates the quantity of items the person is purchasing.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: String(quantity)) }
        /// Simulates Ask to Buy for this purchase, in a test.
        public static func simulatesAskToBuyInSandbox(_ simulate: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulate))
        }
    }
}

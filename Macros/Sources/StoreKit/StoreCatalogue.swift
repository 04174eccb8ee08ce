import Foundation

/// The products an App Store offers in a test: what a StoreKit configuration file
/// (`.storekit`) lists, or what a test declares.
///
/// ```swift
/// host.store.catalogue = try StoreCatalogue(contentsOf: Bundle.module.url(forResource: "Products", withExtension: "storekit")!)
/// host.store.catalogue = StoreCatalogue([
///     .init(id: "pellet.single", type: .consumable, displayName: "Nutritional Pellet", price: 1.99),
/// ])
/// ```
public struct StoreCatalogue: Sendable {
    /// One product of the catalogue.
    public struct Item: Sendable, Hashable {
        /// The product's identifier.
        public var id: String
        /// The product's type.
        public var type: Product.ProductType
        /// The name shown to the person (the configuration's first localization).
        public var displayName: String
        /// The description shown to the person.
        public var description: String
        /// The price, in the storefront's currency.
        public var price: Decimal
        /// Whether family members share a purchase.
        public var isFamilyShareable: Bool
        /// The subscription group of an auto-renewable subscription.
        public var subscriptionGroupID: String?
        /// The renewal period of an auto-renewable subscription.
        public var subscriptionPeriod: Product.SubscriptionPeriod?
        /// The subscription's level in its group (1 is the highest).
        public var groupLevel: Int

        /// A product of the catalogue.
        public init(id: String, type: Product.ProductType, displayName: String, description: String = "",
                    price: Decimal, isFamilyShareable: Bool = false, subscriptionGroupID: String? = nil,
                    subscriptionPeriod: Product.SubscriptionPeriod? = nil, groupLevel: Int = 1) {
            self.id = id
            self.type = type
            self.displayName = displayName
            self.description = description
            self.price = price
            self.isFamilyShareable = isFamilyShareable
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.groupLevel = groupLevel
        }
    }

    /// The products, in the order they were listed.
    public var items: [Item]
    /// The storefront's currency (ISO 4217 code), `USD` unless the file says otherwise.
    public var currencyCode: String

    /// A catalogue of `items`, priced in `currencyCode`.
    public init(_ items: [Item], currencyCode: String = "USD") {
        self.items = items
        self.currencyCode = currencyCode
    }

    /// Reads a StoreKit configuration file (the JSON Xcode writes: `products`,
    /// `subscriptionGroups`, `nonRenewingSubscriptions`, `settings._storefront`).
    ///
    /// - Throws: ``StoreCatalogueError``, saying what is wrong, when the file cannot be
    ///   read or is not a StoreKit configuration.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw StoreCatalogueError("The StoreKit configuration file \(url.lastPathComponent) could not be read: \(error.localizedDescription)")
        }
        try self.init(configuration: data, named: url.lastPathComponent)
    }

    /// Reads a StoreKit configuration file's contents.
    public init(configuration data: Data, named name: String = "configuration") throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              root["products"] != nil || root["subscriptionGroups"] != nil else {
            throw StoreCatalogueError("\(name) is not a StoreKit configuration file: it has no \"products\" or \"subscriptionGroups\".")
        }
        var items: [Item] = []
        func item(_ object: [String: Any], _ type: Product.ProductType, group: String? = nil) throws -> Item {
            guard let id = object["productID"] as? String else {
                throw StoreCatalogueError("\(name): a product has no \"productID\".")
            }
            guard let priceText = object["displayPrice"] as? String, let price = Decimal(string: priceText, locale: Locale(identifier: "en_US_POSIX")) else {
                throw StoreCatalogueError("\(name): the product \(id) has no valid \"displayPrice\".")
            }
            let localization = (object["localizations"] as? [[String: Any]])?.first
            return Item(id: id, type: type,
                        displayName: localization?["displayName"] as? String ?? object["referenceName"] as? String ?? id,
                        description: localization?["description"] as? String ?? "",
                        price: price, isFamilyShareable: object["familyShareable"] as? Bool ?? false,
                        subscriptionGroupID: group,
                        subscriptionPeriod: (object["recurringSubscriptionPeriod"] as? String).flatMap(Product.SubscriptionPeriod.init(iso8601:)),
                        groupLevel: object["groupNumber"] as? Int ?? 1)
        }
        for product in root["products"] as? [[String: Any]] ?? [] {
            let type: Product.ProductType = switch product["type"] as? String {
            case "Consumable": .consumable
            case "NonConsumable": .nonConsumable
            default: throw StoreCatalogueError("\(name): the product \(product["productID"] as? String ?? "?") has an unknown type \(product["type"] ?? "none").")
            }
            items.append(try item(product, type))
        }
        for product in root["nonRenewingSubscriptions"] as? [[String: Any]] ?? [] {
            items.append(try item(product, .nonRenewable))
        }
        for group in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
            for product in group["subscriptions"] as? [[String: Any]] ?? [] {
                items.append(try item(product, .autoRenewable, group: group["id"] as? String))
            }
        }
        let storefront = (root["settings"] as? [String: Any])?["_storefront"] as? String
        self.init(items, currencyCode: storefront.map(Self.currency(ofStorefront:)) ?? "USD")
    }

    /// The currency of a storefront named by its country code (`USA`, `GBR`...).
    static func currency(ofStorefront storefront: String) -> String {
        let region = storefront.count == 3 ? Self.alpha2[storefront] ?? "US" : storefront
        return Locale(identifier: "en_\(region)").currency?.identifier ?? "USD"
    }

    private static let alpha2 = ["USA": "US", "GBR": "GB", "FRA": "FR", "DEU": "DE", "JPN": "JP", "CAN": "CA",
                                 "AUS": "AU", "ITA": "IT", "ESP": "ES", "CHN": "CN", "IND": "IN", "BRA": "BR", "MEX": "MX"]
}

/// A StoreKit configuration file that cannot be read, or is not one.
public struct StoreCatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file and the product.
    public let description: String
    init(_ description: String) { self.description = description }
}

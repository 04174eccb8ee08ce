import Foundation
import StoreKit
import Testing

/// StoreKit 2 against a test catalogue read from a StoreKit configuration file: products,
/// purchases and their outcomes, transactions and entitlements, the store's views; each
/// test names the sentence of Apple's documentation it checks.
@MainActor
@Suite("StoreKit")
struct StoreKitTests {
    /// A host whose store offers the products of `Products.storekit`.
    func storeHost<V: View>(_ view: V) throws -> ViewHost<V> {
        let host = ViewHost(view)
        let url = try #require(Bundle.module.url(forResource: "Products", withExtension: "storekit"))
        host.store.catalogue = try StoreCatalogue(contentsOf: url)
        return host
    }

    /// Runs `body` as code of `host` does (its clock current).
    func inHost<V: View, T>(_ host: ViewHost<V>, _ body: () async throws -> T) async rethrows -> T {
        try await VirtualClock.$current.withValue(host.clock) { try await body() }
    }

    @Test("products(for:): the products with those identifiers, their names, prices and types from the configuration file")
    func products() async throws {
        let host = try storeHost(EmptyView())
        let products = try await inHost(host) { try await Product.products(for: ["themes.all", "seeds.scoop", "club.yearly"]) }
        #expect(products.map(\.id) == ["seeds.scoop", "themes.all", "club.yearly"])
        #expect(products.map(\.displayName) == ["Seed Scoop", "All Themes", "Club Yearly"])
        #expect(products.map(\.displayPrice) == ["$0.99", "$4.99", "$29.99"])
        #expect(products.map(\.price) == [Decimal(string: "0.99"), Decimal(string: "4.99"), Decimal(string: "29.99")])
        #expect(products.map(\.type) == [.consumable, .nonConsumable, .autoRenewable])
        #expect(products[1].isFamilyShareable)
        #expect(products[0].subscription == nil)
        #expect(products[2].subscription?.subscriptionGroupID == "G1")
        #expect(products[2].subscription?.subscriptionPeriod == Product.SubscriptionPeriod(unit: .year, value: 1))
    }

    @Test("Product.SubscriptionPeriod.Unit, \"Units of time that describe subscription periods\": its localizedDescription is the unit's English name, capitalized")
    func periodUnitsDescribeThemselves() {
        let units: [Product.SubscriptionPeriod.Unit] = [.day, .week, .month, .year]
        #expect(units.map(\.localizedDescription) == ["Day", "Week", "Month", "Year"])
    }

    @Test("products(for:): \"If any identifiers are not found, they are excluded from the return value\"")
    func unknownIdentifiers() async throws {
        let host = try storeHost(EmptyView())
        let products = try await inHost(host) { try await Product.products(for: ["no.such.product", "themes.all"]) }
        #expect(products.map(\.id) == ["themes.all"])
        #expect(try await inHost(host) { try await Product.products(for: ["no.such.product"]) }.isEmpty)
    }

    @Test("a file that is not a StoreKit configuration is a clear error, naming the file")
    func badConfiguration() throws {
        let error = #expect(throws: StoreCatalogueError.self) {
            try StoreCatalogue(configuration: Data(#"{"name": "not a store"}"#.utf8), named: "Broken.storekit")
        }
        #expect(error?.description == #"Broken.storekit is not a StoreKit configuration file: it has no "products" or "subscriptionGroups"."#)
        let missing = #expect(throws: StoreCatalogueError.self) {
            try StoreCatalogue(contentsOf: URL(fileURLWithPath: "/nonexistent/Store.storekit"))
        }
        #expect(missing?.description.hasPrefix("The StoreKit configuration file Store.storekit could not be read") == true)
        let badPrice = #expect(throws: StoreCatalogueError.self) {
            try StoreCatalogue(configuration: Data(#"{"products": [{"productID": "a", "type": "Consumable", "displayPrice": "free"}]}"#.utf8), named: "P.storekit")
        }
        #expect(badPrice?.description == #"P.storekit: the product a has no valid "displayPrice"."#)
    }

    @Test("purchase(): \"The purchase succeeded\" gives a verified transaction; a non-consumable becomes a current entitlement")
    func purchaseSucceeds() async throws {
        let host = try storeHost(EmptyView())
        try await inHost(host) {
            let themes = try #require(try await Product.products(for: ["themes.all"]).first)
            let result = try await themes.purchase()
            guard case .success(.verified(let transaction)) = result else {
                Issue.record("expected a verified transaction, got \(result)")
                return
            }
            #expect(transaction.productID == "themes.all")
            #expect(transaction.productType == .nonConsumable)
            #expect(transaction.purchaseDate == host.clock.date)
            var entitled: [String] = []
            for await result in Transaction.currentEntitlements { entitled.append(try result.payloadValue.productID) }
            #expect(entitled == ["themes.all"])
            #expect(await Transaction.currentEntitlement(for: "themes.all") == .verified(transaction))
            var unfinished: [UInt64] = []
            for await result in Transaction.unfinished { unfinished.append(result.unsafePayloadValue.id) }
            #expect(unfinished == [transaction.id])
            await transaction.finish()
            var afterFinish: [UInt64] = []
            for await result in Transaction.unfinished { afterFinish.append(result.unsafePayloadValue.id) }
            #expect(afterFinish.isEmpty)
        }
        #expect(host.store.events == ["purchase themes.all: success, transaction 1", "finish transaction 1"])
    }

    @Test("consumables are bought again and again and never an entitlement; quantity(_:) is kept")
    func consumables() async throws {
        let host = try storeHost(EmptyView())
        try await inHost(host) {
            let seeds = try #require(try await Product.products(for: ["seeds.scoop"]).first)
            _ = try await seeds.purchase()
            _ = try await seeds.purchase(options: [.quantity(3)])
            var entitled = 0
            for await _ in Transaction.currentEntitlements { entitled += 1 }
            #expect(entitled == 0)
            let themes = try #require(try await Product.products(for: ["themes.all"]).first)
            await #expect(throws: Product.PurchaseError.invalidQuantity) { try await themes.purchase(options: [.quantity(2)]) }
        }
        #expect(host.store.transactions.map(\.purchasedQuantity) == [1, 3])
    }

    @Test("PurchaseResult: \"The user canceled the purchase\" (.userCancelled) and \"pending some user action\" (.pending, Ask to Buy)")
    func cancelledAndPending() async throws {
        let host = try storeHost(EmptyView())
        host.store.purchaseAnswer = .cancel
        let themes = try await inHost(host) { try #require(try await Product.products(for: ["themes.all"]).first) }
        let cancelled = try await inHost(host) { try await themes.purchase() }
        guard case .userCancelled = cancelled else { Issue.record("expected .userCancelled, got \(cancelled)"); return }
        host.store.purchaseAnswer = .askToBuy
        let pending = try await inHost(host) { try await themes.purchase() }
        guard case .pending = pending else { Issue.record("expected .pending, got \(pending)"); return }
        #expect(host.store.transactions.isEmpty)
        #expect(host.store.events == ["purchase themes.all: cancelled", "purchase themes.all: pending (Ask to Buy)"])
    }

    @Test("Transaction.updates: \"transactions that occur outside of the app\" — an approved Ask to Buy, a refund — arrive in order")
    func updates() async throws {
        let host = try storeHost(EmptyView())
        host.store.purchaseAnswer = .askToBuy
        let updates = await inHost(host) { Transaction.updates }
        let themes = try await inHost(host) { try #require(try await Product.products(for: ["themes.all"]).first) }
        _ = try await inHost(host) { try await themes.purchase() }
        try host.store.approveAskToBuy("themes.all")
        try host.store.refund("themes.all")
        var iterator = updates.makeAsyncIterator()
        let approved = try #require(await iterator.next()).unsafePayloadValue
        let refunded = try #require(await iterator.next()).unsafePayloadValue
        #expect(approved.productID == "themes.all" && approved.revocationDate == nil)
        #expect(refunded.id == approved.id && refunded.revocationDate != nil)
        let entitlement = await inHost(host) { await Transaction.currentEntitlement(for: "themes.all") }
        #expect(entitlement == nil)
    }

    @Test("subscriptions: a group's status is subscribed, then expired; buying the higher level upgrades the first")
    func subscriptions() async throws {
        let host = try storeHost(EmptyView())
        try await inHost(host) {
            let products = try await Product.products(for: ["club.monthly", "club.yearly"])
            #expect(try await products[0].subscription?.status.isEmpty == true)
            _ = try await products[0].purchase()
            #expect(try await products[0].subscription?.status.map(\.state) == [.subscribed])
            let monthly = try #require(host.store.transactions.first)
            #expect(monthly.expirationDate == Calendar(identifier: .gregorian).date(byAdding: .month, value: 1, to: monthly.purchaseDate))
            _ = try await products[1].purchase()
            var entitled: [String] = []
            for await result in Transaction.currentEntitlements { entitled.append(result.unsafePayloadValue.productID) }
            #expect(entitled == ["club.yearly"])
            #expect(host.store.transactions.map(\.isUpgraded) == [true, false])
            try host.store.expireSubscription("club.yearly")
            #expect(try await products[1].subscription?.status.map(\.state) == [.expired])
        }
    }

    @Test("subscriptionStatusTask(for:priority:action:): \"the state of the subscription group\" when the view appears, then after each transaction")
    func subscriptionStatusTask() async throws {
        let log = StatusLog()
        let host = try storeHost(ClubBadge(log: log))
        await host.settle()
        #expect(log.lines == ["success []"])
        // A purchase the app makes is not an update ("transactions that occur outside of
        // the app"); the App Store expiring it is, and the task hears the new status.
        try await inHost(host) { _ = try await Product.products(for: ["club.monthly"])[0].purchase() }
        await host.settle()
        #expect(log.lines == ["success []"])
        try host.store.expireSubscription("club.monthly")
        await host.settle()
        #expect(log.lines == ["success []", "success [expired]"])
        let mapped = await EntitlementTaskState<[Int]>.success([1, 2]).map { $0.count }
        #expect(mapped.value == 2)
        let failed = await EntitlementTaskState<Int>.success(1).map { _ -> Int in throw StoreKitError.notEntitled }
        #expect(failed.value == nil)
        #expect(await EntitlementTaskState<Int>.loading.map { $0 + 1 }.value == nil)
    }

    @Test("refundRequestSheet: \"Displays the refund request sheet\"; Submit asks, Cancel does not, an unknown transaction is an invalid request")
    func refundRequestSheet() async throws {
        let log = StatusLog()
        let host = try storeHost(RefundScreen(log: log))
        try await inHost(host) { _ = try await Product.products(for: ["themes.all"])[0].purchase() }
        let id = try #require(host.store.transactions.first?.id)
        try host.tap("Refund \(id)")
        try host.tap("Cancel")
        try host.tap("Refund \(id)")
        try host.tap("Submit")
        try host.tap("Refund 999")
        try host.tap("Submit")
        #expect(log.lines == ["userCancelled", "success", "failure invalidRequest"])
        #expect(host.store.events.contains("refund requested: themes.all, transaction \(id)"))
    }

    @Test("AppStore.sync(): the person signs in; a cancelled sign-in throws StoreKitError.userCancelled")
    func sync() async throws {
        let host = try storeHost(EmptyView())
        try await inHost(host) { try await AppStore.sync() }
        host.store.personCancelsSignIn = true
        await #expect(throws: StoreKitError.self) { try await self.inHost(host) { try await AppStore.sync() } }
        #expect(host.store.events == ["AppStore.sync()", "AppStore.sync(): sign-in cancelled"])
        host.store.canMakePayments = false
        #expect(await inHost(host) { AppStore.canMakePayments } == false)
    }

    @Test("ProductView: the product's name and price; a tap on the price buys it and onInAppPurchaseCompletion hears it")
    func productView() async throws {
        let heard = HeardPurchases()
        let host = try storeHost(ProductView(id: "themes.all").onInAppPurchaseCompletion { product, result in
            heard.values.append("\(product.id): \((try? result.get()).map { "\($0)" } ?? "error")")
        })
        await host.settle()
        #expect(host.render().contains(#"Text "All Themes""#))
        try host.tap("$4.99")
        await host.settle()
        #expect(host.store.events == ["purchase themes.all: success, transaction 1"])
        #expect(heard.values.count == 1 && heard.values[0].hasPrefix("themes.all: success"))
    }

    @Test("StoreView: each product a row, with its price button; the restore button calls AppStore.sync()")
    func storeView() async throws {
        let host = try storeHost(StoreView(ids: ["seeds.scoop", "themes.all"]).storeButton(.visible, for: .restorePurchases))
        await host.settle()
        let rendered = host.render()
        #expect(rendered.contains(#"Text "Seed Scoop""#) && rendered.contains(#"Text "All Themes""#))
        try host.tap("$0.99")
        try host.tap("Restore Purchases")
        #expect(host.store.events == ["purchase seeds.scoop: success, transaction 1", "AppStore.sync()"])
    }

    @Test("ProductView: an identifier the store does not know shows that the product is unavailable")
    func unknownProductView() async throws {
        let unknown = try storeHost(ProductView(id: "no.such.product"))
        await unknown.settle()
        #expect(unknown.render() == """
            VStack
              Text "Product unavailable"
            """)
    }

    @Test("SubscriptionStoreView(groupID:): the group's subscriptions, highest level first")
    func subscriptionStore() async throws {
        let host = try storeHost(SubscriptionStoreView(groupID: "G1"))
        await host.settle()
        let rendered = host.render()
        let yearly = try #require(rendered.range(of: "Club Yearly"))
        let monthly = try #require(rendered.range(of: "Club Monthly"))
        #expect(yearly.lowerBound < monthly.lowerBound)
    }

    @Test("ProductView(id:icon:): the icon beside the product; productViewStyle(.compact) leaves out the description")
    func productViewIconAndStyle() async throws {
        let host = try storeHost(VStack {
            ProductView(id: "themes.all") { Text("palette icon") }
            ProductView(id: "seeds.scoop").productViewStyle(.compact)
        })
        await host.settle()
        let rendered = host.render()
        let icon = try #require(rendered.range(of: "palette icon"))
        let name = try #require(rendered.range(of: "All Themes"))
        #expect(icon.lowerBound < name.lowerBound)
        let described = try await inHost(host) { try await Product.products(for: ["seeds.scoop"]) }.first?.description ?? ""
        #expect(!described.isEmpty && !rendered.contains(described))
    }

    struct ClubShop: View {
        @State private var shows = false
        var body: some View {
            VStack {
                Button("Show the club") { shows = true }
                if shows {
                    SubscriptionStoreView(groupID: "G1", visibleRelationships: .upgrade) { Text("Join the club") }
                        .subscriptionStoreControlIcon { _, info in Text("level \(info.groupLevel)") }
                        .subscriptionStoreButtonLabel(.action)
                }
            }
        }
    }

    @Test("SubscriptionStoreView(groupID:visibleRelationships:marketingContent:): the marketing content above the subscriptions; .upgrade shows only the levels above the person's")
    func subscriptionStoreUpgrades() async throws {
        let host = try storeHost(ClubShop())
        let monthly = try await inHost(host) { try await Product.products(for: ["club.monthly"]) }[0]
        _ = try await inHost(host) { try await monthly.purchase() }
        try host.tap("Show the club")
        await host.settle()
        let rendered = host.render()
        #expect(rendered.contains(#"Text "Join the club""#))
        #expect(rendered.contains(#"Text "level 1""#) && rendered.contains("Club Yearly"))
        #expect(!rendered.contains("Club Monthly"), "the person's own level is not an upgrade")
        #expect(rendered.contains(#"Button "Subscribe""#))
    }

    @Test("revocationReason: \"The reason that the App Store refunded the transaction or revoked it from family sharing\"")
    func revocationReason() async throws {
        let host = try storeHost(EmptyView())
        let themes = try await inHost(host) { try await Product.products(for: ["themes.all"]) }[0]
        _ = try await inHost(host) { try await themes.purchase() }
        try host.store.refund("themes.all")
        let reasons = await inHost(host) { () async -> [Transaction.RevocationReason?] in
            var reasons: [Transaction.RevocationReason?] = []
            for await result in Transaction.all { reasons.append(result.unsafePayloadValue.revocationReason) }
            return reasons
        }
        #expect(reasons == [.other])
        #expect(reasons.map { $0?.localizedDescription } == ["Other"])
    }

    @Test("requestReview: \"tells StoreKit to request an App Store rating or review\", recorded by the host")
    func requestReview() throws {
        let host = try storeHost(ReviewButton())
        try host.tap("Rate")
        #expect(host.store.events == ["requestReview"])
    }
}

@MainActor final class HeardPurchases { var values: [String] = [] }

struct ReviewButton: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View { Button("Rate") { requestReview() } }
}

/// What a view heard, in order.
@MainActor
final class StatusLog {
    var lines: [String] = []
}

/// A badge that follows the club subscription group's statuses.
struct ClubBadge: View {
    let log: StatusLog
    var body: some View {
        Text("Club")
            .subscriptionStatusTask(for: "G1") { state in
                if case .success(let statuses) = state { log.lines.append("success \(statuses.map(\.state))") }
            }
    }
}

/// A screen that asks for a refund of a chosen transaction.
struct RefundScreen: View {
    let log: StatusLog
    @State private var chosen: UInt64?
    @State private var isAsking = false
    var body: some View {
        VStack {
            ForEach([UInt64(1), 999], id: \.self) { id in
                Button("Refund \(id)") { chosen = id; isAsking = true }
            }
        }
        .refundRequestSheet(for: chosen ?? 0, isPresented: $isAsking) { result in
            switch result {
            case .success(let status): log.lines.append("\(status)")
            case .failure(let error): log.lines.append("failure \(error)")
            }
        }
    }
}

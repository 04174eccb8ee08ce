import Foundation

/// A view that merchandises an individual in-app product: its icon, name, description and
/// a button with its price that buys it.
///
/// ```swift
/// ProductView(id: "pellet.single")
/// ProductView(id: product.id) { BirdFoodIcon(food) }     // with an icon
/// ```
///
/// The product loads when the view appears (in the host's turn); a tap on the price
/// button purchases it, and ``View/onInAppPurchaseCompletion(perform:)`` hears the result.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let ids: [Product.ID]
    let icon: Icon
    let placeholderIcon: PlaceholderIcon

    /// A view for the product with `id`, with `icon` beside it (and `placeholderIcon`
    /// while it loads).
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        ids = [id]
        self.icon = icon()
        self.placeholderIcon = placeholderIcon()
    }

    /// A view for a product already loaded, with `icon` beside it.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(id: product.id, icon: icon, placeholderIcon: placeholderIcon)
    }

    /// The icon, the product's name, description and price button; while loading, the
    /// placeholder icon and a progress view; an identifier the store does not know shows
    /// that it is unavailable.
    public var body: some View {
        StoreProductList(ids: ids, icon: AnyView(icon), placeholderIcon: AnyView(placeholderIcon))
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    /// A view for the product with `id`, with `icon` beside it.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(id: id, prefersPromotionalIcon: prefersPromotionalIcon, icon: icon, placeholderIcon: { EmptyView() })
    }

    /// A view for a product already loaded, with `icon` beside it.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(id: product.id, prefersPromotionalIcon: prefersPromotionalIcon, icon: icon, placeholderIcon: { EmptyView() })
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A view for the product with `id`.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.init(id: id, icon: { EmptyView() }, placeholderIcon: { EmptyView() })
    }

    /// A view for a product already loaded.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        self.init(id: product.id)
    }
}

/// A view that merchandises a collection of in-app products, each as a ``ProductView``
/// shows it, and the store buttons (``View/storeButton(_:for:)``).
public struct StoreView: View {
    let ids: [Product.ID]

    /// A store of the products with `ids`, in the catalogue's order.
    public init<C: Collection>(ids: C) where C.Element == Product.ID { self.ids = Array(ids) }
    /// A store of products already loaded.
    public init(products: [Product]) { ids = products.map(\.id) }

    /// The products, one row each.
    public var body: some View { StoreProductList(ids: ids) }
}

/// Which subscriptions of its group a ``SubscriptionStoreView`` offers, relative to the
/// one the person has.
public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
    /// The relationships' bits.
    public let rawValue: Int
    /// Relationships with the bits of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Subscriptions of a higher level of service than the person's.
    public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
    /// Subscriptions of a lower level of service.
    public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
    /// Subscriptions of the same level and another period.
    public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
    /// The person's own subscription.
    public static let current = SubscriptionRelationship(rawValue: 1 << 3)
    /// Every subscription of the group.
    public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
}

/// A view that merchandises the auto-renewable subscriptions of a group, below its
/// marketing content.
///
/// ```swift
/// SubscriptionStoreView(groupID: passGroupID, visibleRelationships: .upgrade) {
///     PassMarketingContent()
/// }
/// ```
public struct SubscriptionStoreView<MarketingContent: View>: View {
    let groupID: String?
    let ids: [Product.ID]
    let relationships: SubscriptionRelationship
    let marketing: MarketingContent

    /// A store of the subscriptions of the group `groupID` that `visibleRelationships`
    /// allows (each level relative to the person's subscription; all when they have
    /// none), highest level first, below `marketingContent`.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all,
                @ViewBuilder marketingContent: () -> MarketingContent) {
        self.groupID = groupID
        ids = []
        relationships = visibleRelationships
        marketing = marketingContent()
    }

    /// A store of the subscriptions with `productIDs`, below `marketingContent`.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> MarketingContent) where C.Element == Product.ID {
        groupID = nil
        ids = Array(productIDs)
        relationships = .all
        marketing = marketingContent()
    }

    /// The marketing content, then the subscriptions, one row each.
    public var body: some View {
        VStack {
            marketing
            StoreProductList(ids: ids, groupID: groupID, relationships: relationships)
        }
    }
}

extension SubscriptionStoreView where MarketingContent == EmptyView {
    /// A store of the subscriptions of the group `groupID`, highest level first.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all) {
        self.init(groupID: groupID, visibleRelationships: visibleRelationships) { EmptyView() }
    }

    /// A store of the subscriptions with `productIDs`.
    public init<C: Collection>(productIDs: C) where C.Element == Product.ID {
        self.init(productIDs: productIDs) { EmptyView() }
    }
}

/// The rows of products the store views show: the products with `ids`, or the
/// subscriptions of the group `groupID`, highest level first, loaded when the view appears.
struct StoreProductList: View {
    let ids: [Product.ID]
    var groupID: String? = nil
    var relationships = SubscriptionRelationship.all
    var icon: AnyView? = nil
    var placeholderIcon: AnyView? = nil
    @State private var products: [Product] = []
    @State private var loaded = false
    @Environment(\.inAppPurchaseCompletion) private var completion
    @Environment(\.restorePurchasesButtonVisibility) private var restoreVisibility
    @Environment(\.storeViewAppearance) private var appearance

    var body: some View {
        VStack(alignment: .leading) {
            if !loaded {
                HStack {
                    if let placeholderIcon { placeholderIcon }
                    ProgressView()
                }
            } else if products.isEmpty {
                Text("Product unavailable")
            } else {
                ForEach(products) { product in
                    row(product)
                }
            }
            if restoreVisibility == .visible {
                Button("Restore Purchases") { try? AppStoreState.current.sync() }
            }
        }
        .task {
            let relationships = relationships
            let entitlements = AppStoreState.current.entitlementList()
            let wanted = groupID.map { group in
                AppStoreState.current.withLock { state in
                    let items = state.catalogue.items.filter { $0.subscriptionGroupID == group }
                    let owned = entitlements.last { $0.subscriptionGroupID == group }
                        .flatMap { transaction in items.first { $0.id == transaction.productID } }
                    return items.filter { item in
                        guard let owned else { return true }
                        if item.id == owned.id { return relationships.contains(.current) }
                        if item.groupLevel < owned.groupLevel { return relationships.contains(.upgrade) }
                        if item.groupLevel > owned.groupLevel { return relationships.contains(.downgrade) }
                        return relationships.contains(.crossgrade)
                    }
                    .sorted { $0.groupLevel < $1.groupLevel }.map(\.id)
                }
            } ?? ids
            products = (try? await Product.products(for: wanted)) ?? []
            products.sort { a, b in (wanted.firstIndex(of: a.id) ?? 0) < (wanted.firstIndex(of: b.id) ?? 0) }
            loaded = true
        }
    }

    /// A product's row: its icon, its name and description as the product view style
    /// says, its buy button, on the subscription store's item background.
    @ViewBuilder private func row(_ product: Product) -> some View {
        let style = appearance.productStyle
        let content = HStack {
            if let icon { icon }
            if let controlIcon = appearance.controlIcon, let subscription = product.subscription {
                controlIcon(product, subscription)
            }
            VStack(alignment: .leading) {
                Text(product.displayName).font(style is LargeProductViewStyle ? .headline : nil)
                if !product.description.isEmpty, !(style is CompactProductViewStyle) {
                    Text(product.description).font(.caption).foregroundStyle(.secondary)
                }
            }
            Spacer()
            Button(appearance.buttonTitle(for: product)) { buy(product) }
                .buttonStyle(.borderedProminent)
        }
        if let background = appearance.itemBackground {
            content.background(background)
        } else {
            content
        }
    }

    private func buy(_ product: Product) {
        let result = Result { try AppStoreState.current.purchase(product, options: []) }
        completion?(product, result)
    }
}

/// What `onInAppPurchaseCompletion` asked to hear.
struct InAppPurchaseCompletionKey: EnvironmentKey {
    static var defaultValue: ((Product, Result<Product.PurchaseResult, any Error>) -> Void)? { nil }
}

/// Whether the store views show their restore button.
struct RestorePurchasesVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    var inAppPurchaseCompletion: ((Product, Result<Product.PurchaseResult, any Error>) -> Void)? {
        get { self[InAppPurchaseCompletionKey.self] }
        set { self[InAppPurchaseCompletionKey.self] = newValue }
    }

    var restorePurchasesButtonVisibility: Visibility {
        get { self[RestorePurchasesVisibilityKey.self] }
        set { self[RestorePurchasesVisibilityKey.self] = newValue }
    }
}

/// Sets the restore button's visibility, keeping the outer one when `showsRestore` is `nil`.
struct StoreButtonVisibility<Content: View>: View {
    let content: Content
    let showsRestore: Visibility?
    @Environment(\.restorePurchasesButtonVisibility) private var outer

    var body: some View {
        content.environment(\.restorePurchasesButtonVisibility, showsRestore ?? outer)
    }
}

/// The kinds of buttons a store view can show besides its products.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// The button that restores purchases (`AppStore.sync()`).
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// The button that cancels the store view.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// The button that redeems an offer code.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// The button that signs in.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The policies' buttons.
    public static let policies = StoreButtonKind(name: "policies")
}

extension View {
    /// Hears the result of each purchase a store view inside makes.
    public func onInAppPurchaseCompletion(
        perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void
    ) -> some View {
        environment(\.inAppPurchaseCompletion) { product, result in
            Task { @MainActor in await action(product, result) }
        }
    }

    /// Shows or hides a kind of button in the store views inside: the restore button is a
    /// "Restore Purchases" button that calls `AppStore.sync()`; the others are not drawn.
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View {
        StoreButtonVisibility(content: self, showsRestore: kinds.contains(.restorePurchases) ? visibility : nil)
    }

    /// Runs `action` with the state of a subscription group's statuses: the statuses when
    /// the view appears, and again each time a transaction arrives on
    /// `Transaction.updates`. The task ends when the view disappears.
    ///
    /// ```swift
    /// .subscriptionStatusTask(for: "club") { state in
    ///     if let statuses = state.value { isMember = statuses.contains { $0.state == .subscribed } }
    /// }
    /// ```
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View {
        task(id: groupID, priority: priority) {
            await action(.success(await Product.SubscriptionInfo.status(for: groupID)))
            for await _ in Transaction.updates {
                await action(.success(await Product.SubscriptionInfo.status(for: groupID)))
            }
        }
    }

    /// Presents the system's sheet for asking a refund of a transaction while `isPresented`
    /// is true: "Request a Refund", with Submit and Cancel. Submit records the request in
    /// the host's store (``HostStore/events``; the App Store answers later, with
    /// ``HostStore/refund(_:)``) and closes the sheet with `.success(.success)`; Cancel, or
    /// dismissing the sheet, with `.success(.userCancelled)`; a transaction the store does
    /// not have, or has refunded, with `.failure(.invalidRequest)`.
    ///
    /// ```swift
    /// List(transactions) { ... }
    ///     .refundRequestSheet(for: selectedID ?? 0, isPresented: $showsRefund) { result in
    ///         if case .success(.success) = result { dismiss() }
    ///     }
    /// ```
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil
    ) -> some View {
        modifier(RefundRequestSheet(transactionID: transactionID, isPresented: isPresented, onDismiss: onDismiss))
    }
}

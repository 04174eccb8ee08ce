import Foundation

/// How a ``ProductView`` draws its product: `.automatic`, `.compact` (the name and the
/// price button), `.regular` (with the description), `.large` (with the description, the
/// name in a headline).
///
/// ```swift
/// ProductView(id: product.id).productViewStyle(.large)
/// ```
public protocol ProductViewStyle: Sendable {}

/// The style a product view has by default: `.regular`.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The automatic style.
    public init() {}
}

/// A style that shows a product's name and price button.
public struct CompactProductViewStyle: ProductViewStyle {
    /// The compact style.
    public init() {}
}

/// A style that shows a product's name, description and price button.
public struct RegularProductViewStyle: ProductViewStyle {
    /// The regular style.
    public init() {}
}

/// A style that shows a product large: its name in a headline, its description and its
/// price button.
public struct LargeProductViewStyle: ProductViewStyle {
    /// The large style.
    public init() {}
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The style a product view has by default.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    /// The name and the price button.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    /// The name, the description and the price button.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    /// The name in a headline, the description and the price button.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// What a subscription store view's subscribe button says.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    /// The system's choice: the price.
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    /// The subscription's name and its price, on two lines.
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    /// One line.
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    /// The action: "Subscribe".
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    /// The subscription's name.
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    /// The subscription's price.
    public static let price = SubscriptionStoreButtonLabel(name: "price")
}

/// The store views' appearance, as the modifiers above them set it.
struct StoreViewAppearance {
    var productStyle: any ProductViewStyle = AutomaticProductViewStyle()
    var buttonLabel = SubscriptionStoreButtonLabel.automatic
    var itemBackground: AnyShapeStyle?
    var controlIcon: (@MainActor (Product, Product.SubscriptionInfo) -> AnyView)?

    /// The subscribe or buy button's title for `product`.
    func buttonTitle(for product: Product) -> String {
        switch buttonLabel {
        case .multiline: "\(product.displayName)\n\(product.displayPrice)"
        case .action: "Subscribe"
        case .displayName: product.displayName
        default: product.displayPrice
        }
    }
}

struct StoreViewAppearanceKey: EnvironmentKey {
    static var defaultValue: StoreViewAppearance { StoreViewAppearance() }
}

extension EnvironmentValues {
    var storeViewAppearance: StoreViewAppearance {
        get { self[StoreViewAppearanceKey.self] }
        set { self[StoreViewAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the product views inside.
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.storeViewAppearance) { $0.productStyle = style }
    }

    /// Draws `icon` for each subscription in the subscription store views inside, beside
    /// its name: given the product and its subscription's information (its level in the
    /// group).
    ///
    /// ```swift
    /// .subscriptionStoreControlIcon { _, info in Image(systemName: info.groupLevel == 1 ? "bird" : "wallet.pass") }
    /// ```
    public func subscriptionStoreControlIcon<Icon: View>(
        @ViewBuilder icon: @escaping @MainActor (Product, Product.SubscriptionInfo) -> Icon
    ) -> some View {
        transformEnvironment(\.storeViewAppearance) { $0.controlIcon = { AnyView(icon($0, $1)) } }
    }

    /// Sets what the subscribe buttons of the subscription store views inside say.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        transformEnvironment(\.storeViewAppearance) { $0.buttonLabel = label }
    }

    /// Fills the background of each subscription of the subscription store views inside
    /// with `background`.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S) -> some View {
        transformEnvironment(\.storeViewAppearance) { $0.itemBackground = AnyShapeStyle(background) }
    }
}

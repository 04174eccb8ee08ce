// List rows, scrolling and navigation bars: recorded (``_AttributeModifier``). A badge is
// rendered (a reader sees the count); `scrollDisabled` is recorded and driver calls still
// reach the content.

extension View {
    /// Places a view behind this list row.
    ///
    /// ```swift
    /// Text(item.name).listRowBackground(item.isSelected ? Color.blue : nil)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("listRowBackground", TypeNameValue(V.self))
    }

    /// Sets the insets of this list row.
    ///
    /// ```swift
    /// Row().listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _AttributeModifier> { attribute("listRowInsets", insets) }

    /// Sets the visibility of this list row's separators.
    ///
    /// ```swift
    /// Row().listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("listRowSeparator", visibility)
    }

    /// Sets the tint of this list row's separators.
    ///
    /// ```swift
    /// Row().listRowSeparatorTint(.blue)
    /// ```
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("listRowSeparatorTint", color)
    }

    /// Sets the visibility of this list section's separators.
    ///
    /// ```swift
    /// Section { ... }.listSectionSeparator(.hidden)
    /// ```
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("listSectionSeparator", visibility)
    }

    /// Sets the spacing between the rows of the lists in this view.
    ///
    /// ```swift
    /// List { ... }.listRowSpacing(8)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _AttributeModifier> { attribute("listRowSpacing", spacing) }

    /// Sets the visibility of the background of scrollable views (lists, forms).
    ///
    /// ```swift
    /// Form { ... }.scrollContentBackground(.hidden)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { attribute("scrollContentBackground", visibility) }

    /// Sets the visibility of scroll indicators.
    ///
    /// ```swift
    /// ScrollView { ... }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("scrollIndicators", visibility)
    }

    /// Disables scrolling of the scrollable views in this view.
    ///
    /// ```swift
    /// ScrollView { ... }.scrollDisabled(isLocked)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _AttributeModifier> { attribute("scrollDisabled", disabled) }

    /// Sets the prominence of section headers.
    ///
    /// ```swift
    /// Section("Recent") { ... }.headerProminence(.increased)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _AttributeModifier> { attribute("headerProminence", prominence) }

    /// Shows a count badge on a list row or tab item; render() shows it (none for 0).
    ///
    /// ```swift
    /// Text("Inbox").badge(unreadCount)   // Text "Inbox" [badge: 3]
    /// ```
    public func badge(_ count: Int) -> ModifiedContent<Self, _AttributeModifier> { attribute("badge", count, shown: count != 0) }

    /// Shows a text badge on a list row or tab item; render() shows it.
    ///
    /// ```swift
    /// Text("Updates").badge(Text("New"))
    /// ```
    public func badge(_ label: Text?) -> ModifiedContent<Self, _AttributeModifier> { attribute("badge", label?.content, shown: label != nil) }

    /// Shows a text badge on a list row or tab item; render() shows it.
    ///
    /// ```swift
    /// Text("Updates").badge("New")
    /// ```
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _AttributeModifier> { attribute("badge", label.map { String($0) }, shown: label != nil) }

    /// Sets the display mode of the navigation bar title.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("navigationBarTitleDisplayMode", displayMode)
    }

    /// Hides the navigation bar.
    ///
    /// ```swift
    /// Onboarding().navigationBarHidden(true)
    /// ```
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { attribute("navigationBarHidden", hidden) }

    /// Hides the navigation bar's back button.
    ///
    /// ```swift
    /// Summary().navigationBarBackButtonHidden()
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("navigationBarBackButtonHidden", hidesBackButton)
    }

    /// Sets the visibility of the status bar.
    ///
    /// ```swift
    /// Player().statusBarHidden()
    /// ```
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { attribute("statusBarHidden", hidden) }

    /// Sets the visibility of the home indicator.
    ///
    /// ```swift
    /// Game().persistentSystemOverlays(.hidden)
    /// ```
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { attribute("persistentSystemOverlays", visibility) }
}

/// The visibility of scroll indicators.
///
/// ```swift
/// ScrollView { ... }.scrollIndicators(.never)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Visible.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, except on some platforms when scrolling.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never visible.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension ScrollIndicatorVisibility: NamedAttributeValue {}

/// A type indicating the prominence of a view hierarchy.
///
/// ```swift
/// Section("Pinned") { ... }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension Prominence: CaseAttributeValue {}

/// Items of a navigation bar.
///
/// ```swift
/// .navigationBarTitleDisplayMode(.large)
/// ```
public enum NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    ///
    /// ```swift
    /// NavigationBarItem.TitleDisplayMode.inline
    /// ```
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension NavigationBarItem.TitleDisplayMode: CaseAttributeValue {}

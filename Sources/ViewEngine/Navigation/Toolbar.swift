/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// struct EditingTools: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { cancel() } }
///     }
/// }
/// ```
///
/// A custom toolbar content's `body` is evaluated where the toolbar is built; it has no
/// state of its own.
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// Toolbar content the engine turns into views directly.
@MainActor
protocol PrimitiveToolbarContent: ToolbarContent {
    /// The views of the items, in order.
    var toolbarEntries: [ToolbarEntry] { get }
}

/// One view a toolbar shows and where it goes.
struct ToolbarEntry {
    let view: AnyView
    let placement: ToolbarItemPlacement
}

enum ToolbarViews {
    /// The views of `content`'s items, in order.
    @MainActor static func of<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
        return of(content.body)
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add") { add() }
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    ///
    /// ```swift
    /// ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
    /// ```
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar the item should be placed in.
    ///   - content: The content of the item.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified identifier, placement and content.
    ///
    /// ```swift
    /// ToolbarItem(id: "add", placement: .primaryAction) { Button("Add") { add() } }
    /// ```
    ///
    /// - Parameters:
    ///   - id: A unique identifier for this item.
    ///   - placement: Which section of the toolbar the item should be placed in.
    ///   - content: The content of the item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(view: AnyView(content), placement: placement)] }
}

/// A model that represents a group of items which can be placed in the toolbar.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Archive") { archive() }
///         Button("Flag") { flag() }
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with the specified placement and content.
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar all of its items should be placed in.
    ///   - content: The content of the group.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public typealias Body = Never
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(view: AnyView(content), placement: placement)] }
}

/// A spacer between toolbar items (iOS 26): flexible, it takes the room left in its
/// placement's group; fixed, the standard gap between groups.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .keyboard) { Button("Photo") { pick() } }
///     ToolbarSpacer(placement: .keyboard)
///     ToolbarItem(placement: .keyboard) { Button("Mention") { mention() } }
/// }
/// ```
public struct ToolbarSpacer: ToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a spacer of `sizing` in `placement`'s group.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public typealias Body = Never
}

extension ToolbarSpacer: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        let spacer = sizing == .fixed ? AnyView(Spacer(minLength: 0).frame(width: 8)) : AnyView(Spacer(minLength: 0))
        return [ToolbarEntry(view: spacer, placement: placement)]
    }
}

/// The title menu of a toolbar (iOS 16): the actions iOS shows when the navigation
/// title is tapped, under a chevron beside it.
///
/// ```swift
/// .toolbar {
///     ToolbarTitleMenu {
///         Button("Duplicate") { duplicate() }
///         Button("Rename") { rename() }
///     }
/// }
/// ```
///
/// The engine keeps the menu in the toolbar, unplaced in the bar (the title stays where
/// it is), as a menu named "Title Menu" (CONVENTION: iOS opens it from the title, which
/// the engine does not draw as a control): ``ViewHost/openMenu(_:)`` with that name opens
/// it, and its actions are then tapped by their titles.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content

    /// Creates a toolbar title menu with the actions `content` builds.
    ///
    /// - Parameter content: The content of the toolbar title menu.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// Creates a toolbar title menu with the system's actions for the title's document
    /// (none in the engine, which has no document).
    public init() {
        self.content = EmptyView()
    }
}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(view: AnyView(Menu { content } label: { Text("Title Menu") }), placement: .titleMenu)]
    }
}

/// How a ``ToolbarSpacer`` is sized.
public enum SpacerSizing: Hashable, Sendable {
    /// It takes the room left.
    case flexible
    /// A gap of 8 points between groups of items (a convention: Apple gives no number).
    case fixed
}

/// A structure that defines the placement of a toolbar item (accepted for source
/// compatibility: the engine writes every item in one `Toolbar` block).
///
/// ```swift
/// ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
/// ```
public struct ToolbarItemPlacement: Sendable, Equatable {
    private let name: String

    /// The system places the item automatically.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The item is placed in the principal item section.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The item is placed in the keyboard section.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// A ``ToolbarTitleMenu``'s place: the navigation title's menu, not placed in the bar.
    static let titleMenu = ToolbarItemPlacement(name: "titleMenu")
    /// The item is placed in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The item is placed in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The item is placed in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The item is placed in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The item is placed in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

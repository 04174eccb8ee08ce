// Lazy stacks and grids. The engine has no viewport: every child is mounted and appears
// at once, as if the whole stack were on screen. They are laid out as their eager
// counterparts and as SwiftUI's grids are (Rules R22, `Layout/LazyGridLayout.swift`).

/// A view that arranges its children in a line that grows vertically, creating items
/// only as needed.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading) { ForEach(items) { Row(item: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    /// Creates a lazy vertical stack. Alignment, spacing and pinned views are accepted
    /// for source compatibility.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension LazyVStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "LazyVStack" }
    @usableFromInline var containerLayout: ContainerLayout {
        .stack(StackLayoutAlgorithm(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment)))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items
/// only as needed.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { Thumbnail(photo: $0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: VerticalAlignment
    let spacing: CGFloat?

    /// Creates a lazy horizontal stack. Alignment, spacing and pinned views are accepted
    /// for source compatibility.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension LazyHStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "LazyHStack" }
    @usableFromInline var containerLayout: ContainerLayout {
        .stack(StackLayoutAlgorithm(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment)))
    }
}

/// A container view that arranges its children in a grid that grows vertically.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(colors, id: \.self) { $0.frame(height: 80) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    /// The columns of the grid.
    let columns: [GridItem]

    /// Creates a grid with the given columns. Alignment, spacing and pinned views are
    /// accepted for source compatibility.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension LazyVGrid: ContainerView {
    @usableFromInline var renderedTitle: String? { "LazyVGrid" }
    @usableFromInline var containerLayout: ContainerLayout {
        .lazyGrid(LazyGridLayout(axis: .vertical, items: columns, spacing: spacing,
                                 alignment: Alignment(horizontal: alignment, vertical: .center)))
    }
}

/// A container view that arranges its children in a grid that grows horizontally.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ... }
/// ```
public struct LazyHGrid<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    /// The rows of the grid.
    let rows: [GridItem]

    /// Creates a grid with the given rows. Alignment, spacing and pinned views are
    /// accepted for source compatibility.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension LazyHGrid: ContainerView {
    @usableFromInline var renderedTitle: String? { "LazyHGrid" }
    @usableFromInline var containerLayout: ContainerLayout {
        .lazyGrid(LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing,
                                 alignment: Alignment(horizontal: .center, vertical: alignment)))
    }
}

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// let columns = [GridItem(.flexible()), GridItem(.flexible())]
/// ```
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    ///
    /// ```swift
    /// GridItem(.adaptive(minimum: 100, maximum: 200))
    /// ```
    public enum Size: Sendable, Equatable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: Size
    /// The spacing to the next item.
    public var spacing: CGFloat?
    /// The alignment of the item's content.
    public var alignment: Alignment?

    /// Creates a grid item.
    ///
    /// ```swift
    /// GridItem(.fixed(60), spacing: 8)
    /// ```
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { ... }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    ///
    /// ```swift
    /// PinnedScrollableViews(rawValue: 1)   // .sectionHeaders
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header views of each section.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The footer views of each section.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A container view that arranges other views in a two dimensional layout.
///
/// ```swift
/// Grid {
///     GridRow { Text("Name"); Text(name) }
///     GridRow { Text("Email"); Text(email) }
/// }
/// ```
public struct Grid<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// Creates a grid: its `GridRow`s share columns as wide as their widest cells, and
    /// other views span every column (Rules R22).
    ///
    /// ```swift
    /// Grid(alignment: .leading) { ... }
    /// ```
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public typealias Body = Never
}

extension Grid: ContainerView {
    @usableFromInline var containerLayout: ContainerLayout {
        .grid(GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
    @usableFromInline var renderedTitle: String? { "Grid" }
}

/// A horizontal row in a two dimensional grid container.
///
/// ```swift
/// GridRow { Text("Total"); Text(total) }
/// ```
public struct GridRow<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: VerticalAlignment?

    /// Creates a grid row: its views are the cells of the grid's columns, aligned in the
    /// row by `alignment` (the grid's when `nil`).
    ///
    /// ```swift
    /// GridRow(alignment: .top) { ... }
    /// ```
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }

    public typealias Body = Never
}

extension GridRow: ContainerView {
    @usableFromInline var containerLayout: ContainerLayout { .gridRow(GridRowLayout(alignment: alignment)) }
    @usableFromInline var renderedTitle: String? { "GridRow" }
}

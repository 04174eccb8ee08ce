import ViewEngineCore

/// A proxy for access to the size and coordinate space of the container view.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(proxy.size.width) wide, at \(proxy.frame(in: .global).minY)")
/// }
/// ```
///
/// It holds what the layout computed for its reader (Rules R22): its size, its frame in
/// the window (`.global`) and in each named coordinate space around it, and how far the
/// window's safe area reaches into it.
public struct GeometryProxy: Equatable {
    /// The size of the container view.
    public let size: CGSize
    /// The reader's frame in the window.
    let globalFrame: CGRect
    /// The origins in the window of the named coordinate spaces around the reader,
    /// innermost first.
    let namedSpaces: [NamedSpace]
    /// The safe area insets of the container view: how far the window's safe area
    /// reaches into it (none when it lies inside the safe area).
    public let safeAreaInsets: EdgeInsets

    /// A coordinate space around the reader: one a view named, or a scroll view's (the
    /// system's `.scrollView` space), with its frame in the window.
    struct NamedSpace: Equatable {
        /// The name a view gave it; `nil` for a scroll view's.
        let name: AnyHashable?
        let frame: CGRect
        /// The axes of the scroll view whose space it is; `nil` for a named one.
        var scrollAxes: Axis.Set?
        var origin: CGPoint { frame.origin }

        /// Whether this is the space `name` stands for: a view's name, or a scroll view's
        /// (of the axis asked for, if one is).
        func isSpace(_ name: AnyHashable) -> Bool {
            if let scroll = name.base as? ScrollViewSpaceName {
                guard let scrollAxes else { return false }
                return scroll.axis.map { scrollAxes.contains($0 == .horizontal ? .horizontal : .vertical) } ?? true
            }
            return self.name == name
        }
    }

    /// A proxy of a container of `size` at the window's origin (no layout).
    init(size: CGSize) {
        self.size = size
        globalFrame = CGRect(origin: .zero, size: size)
        namedSpaces = []
        safeAreaInsets = EdgeInsets()
    }

    /// The proxy of `node`, laid out at `frame` in the window.
    @MainActor init(of node: Node, frame: CGRect) {
        size = frame.size
        globalFrame = frame
        var spaces: [NamedSpace] = []
        var ancestor = node.parent
        while let each = ancestor {
            if let name = (each as? any CoordinateSpaceNaming)?.coordinateSpaceName, let frame = each.frameInWindow {
                spaces.append(NamedSpace(name: name, frame: frame))
            }
            if let scrolling = each as? any Scrolling, let frame = each.frameInWindow {
                spaces.append(NamedSpace(name: nil, frame: frame, scrollAxes: scrolling.axes))
            }
            ancestor = each.parent
        }
        namedSpaces = spaces
        let safeArea = node.graph.windowSafeArea
        safeAreaInsets = EdgeInsets(top: max(0, min(frame.height, safeArea.minY - frame.minY)),
                                    leading: max(0, min(frame.width, safeArea.minX - frame.minX)),
                                    bottom: max(0, min(frame.height, frame.maxY - safeArea.maxY)),
                                    trailing: max(0, min(frame.width, frame.maxX - safeArea.maxX)))
    }

    /// The container's frame in a coordinate space: at the origin in `.local`, in the
    /// window in `.global`, relative to the nearest view named `name` around it in
    /// `.named(name)` (in the window when there is none, as SwiftUI does).
    ///
    /// ```swift
    /// proxy.frame(in: .named("scroll")).minY
    /// ```
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let space = namedSpaces.first(where: { $0.isSpace(name) }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.origin.x, dy: -space.origin.y)
        }
    }

    /// The container's frame in a coordinate space (iOS 17): `.global`, `.local`,
    /// `.named(name)`, or `.scrollView`, the space of the innermost scroll view around it
    /// (whose top leading corner is its origin, so the frame moves as the content scrolls).
    ///
    /// ```swift
    /// let centerY = proxy.frame(in: .scrollView).midY
    /// ```
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space, in the container's own coordinates (iOS 17):
    /// where the view named `name`, or the innermost scroll view (`.scrollView`), lies
    /// relative to the container; `nil` when no such space is around it.
    ///
    /// ```swift
    /// guard let scrollHeight = proxy.bounds(of: .scrollView)?.height else { return 0 }
    /// ```
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace,
              let space = namedSpaces.first(where: { $0.isSpace(name) }) else { return nil }
        return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// Resolves an anchor to a value in this container's coordinate space: the anchored
    /// view's geometry, relative to this container's top leading corner.
    ///
    /// ```swift
    /// let frame = proxy[anchor]
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let frame = anchor.frame else { return anchor.resolve(viewFrame: CGRect(origin: .zero, size: size)) }
        return anchor.resolve(viewFrame: frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY))
    }
}

/// A resolved coordinate space.
///
/// ```swift
/// proxy.frame(in: .named("scroll"))
/// ```
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// A frame of reference of the layout (iOS 17): the system's `.global`, `.local`,
/// `.named(_:)` and `.scrollView` spaces, which ``GeometryProxy/frame(in:)-(CoordinateSpaceProtocol)``
/// resolves.
///
/// ```swift
/// proxy.frame(in: .scrollView).minY
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space: one a view names (`coordinateSpace(.named("map"))`), or the
/// one the system adds for the innermost scroll view (`.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The resolved coordinate space.
    public let coordinateSpace: CoordinateSpace
}

/// The name of a scroll view's coordinate space (`.scrollView`, `.scrollView(axis:)`).
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the view named `name` (`coordinateSpace(.named(name))`).
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }

    /// The coordinate space of the innermost scroll view around the view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(ScrollViewSpaceName(axis: nil))))
    }

    /// The coordinate space of the innermost scroll view around the view that scrolls
    /// along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(ScrollViewSpaceName(axis: axis))))
    }
}

/// A node that names a coordinate space (`coordinateSpace(name:)`).
@MainActor
protocol CoordinateSpaceNaming: Node {
    /// The name, if the node names a space.
    var coordinateSpaceName: AnyHashable? { get }
}

/// `coordinateSpace(name:)`: the view lays out as its content and names its space.
struct CoordinateSpaceLayout: PassThroughLayout {
    let name: AnyHashable
}

extension LayoutAttributeNode: CoordinateSpaceNaming {
    var coordinateSpaceName: AnyHashable? { (modifier.layout.rule as? CoordinateSpaceLayout)?.name }
}

extension View {
    /// Names this view's coordinate space, so that the views inside can ask for their
    /// frame in it (`proxy.frame(in: .named(name))`).
    ///
    /// ```swift
    /// ScrollView { ... }.coordinateSpace(name: "scroll")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("coordinateSpace", layout: CoordinateSpaceLayout(name: AnyHashable(name)), ("name", AnyArgument(name)))
    }

    /// Names this view's coordinate space (iOS 17): `coordinateSpace(.named("map"))` is
    /// `coordinateSpace(name: "map")`.
    ///
    /// ```swift
    /// ZStack { pins }.coordinateSpace(.named("map"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _AttributeModifier> {
        let named: AnyHashable
        if case .named(let value) = name.coordinateSpace { named = value } else { named = AnyHashable(name.coordinateSpace) }
        return recorded("coordinateSpace", layout: CoordinateSpaceLayout(name: named), ("name", AnyArgument(named.base)))
    }
}

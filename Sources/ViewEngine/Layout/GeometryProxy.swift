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

    struct NamedSpace: Equatable {
        let name: AnyHashable
        let origin: CGPoint
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
            if let name = (each as? any CoordinateSpaceNaming)?.coordinateSpaceName, let origin = each.frameInWindow?.origin {
                spaces.append(NamedSpace(name: name, origin: origin))
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
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.origin.x, dy: -space.origin.y)
        }
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
}

// Sizing relative to the nearest container (iOS 17, Rules R22) and the container's shape.

import ViewEngineCore

extension View {
    /// SwiftUI's `containerRelativeFrame(_:alignment:)`: the view takes the size of its
    /// nearest container (a scroll view, a window) along `axes`.
    ///
    /// ```swift
    /// Image("cover").resizable().containerRelativeFrame(.horizontal)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("containerRelativeFrame", layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, count: 1, span: 1, spacing: 0),
                 ("", axes), ("alignment", nonDefault(alignment, .center)))
    }

    /// SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`: the view takes
    /// `span` of `count` equal parts of its container along `axes`.
    ///
    /// ```swift
    /// Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("containerRelativeFrame", layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, count: count, span: span, spacing: spacing),
                 ("", axes), ("count", count), ("span", span), ("spacing", spacing), ("alignment", nonDefault(alignment, .center)))
    }

    /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`: the view's length along each axis
    /// is computed from its container's by `length`.
    ///
    /// ```swift
    /// Card().containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("containerRelativeFrame", layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length),
                 ("", axes), ("alignment", nonDefault(alignment, .center)), ("", AnyArgument(length)))
    }

    /// SwiftUI's `containerShape(_:)`: the shape a ``ContainerRelativeShape`` inside this
    /// view takes.
    ///
    /// ```swift
    /// VStack { ... }.containerShape(RoundedRectangle(cornerRadius: 20))
    /// ```
    public func containerShape<T: InsettableShape>(_ shape: T) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("containerShape", ("", AnyArgument(shape)))
    }
}

/// A shape that is replaced by an inset version of the current container shape (set with
/// ``View/containerShape(_:)``), or a rectangle where there is none.
///
/// ```swift
/// ContainerRelativeShape().fill(.blue.gradient)
/// Image("art").clipShape(.containerRelative)
/// ```
public struct ContainerRelativeShape: InsettableShape {
    /// Creates the shape.
    public nonisolated init() {}
    /// The container's shape in `rect`: with no container shape known, the rectangle.
    ///
    /// ```swift
    /// ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The same shape (the engine does not draw).
    ///
    /// ```swift
    /// ContainerRelativeShape().inset(by: 4)
    /// ```
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    ///
    /// ```swift
    /// Image("art").clipShape(.containerRelative)
    /// ```
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// `containerBackground(_:for:)`: the background of the container a view is in — a widget,
// a navigation stack, a tab view — which the container draws at its own bounds, not the
// view's. The view records it (``ViewHost/render()`` writes it) and sets it as a
// preference (Rules R21), so the container, above the view, reads what any view inside it
// asks for, also from inside a `body`; per placement, an outer view's background wins
// over an inner one's, and the first in view-tree order over the later ones. A widget's
// canvas reads it (the WidgetKit module); a navigation stack's picture draws the style its
// top view asks for `.navigation` when it is a style (NavigationBar.swift);
// `.tabView` is watchOS's.

import ViewEngineCore

/// A container's background, as a view set for its placement.
public struct _ContainerBackground {
    /// The background, a view to draw at the container's bounds.
    public let view: AnyView
    /// Where the view sits in the container's bounds.
    public let alignment: Alignment
    /// The style the background fills the bounds with, when it is one: the style given to
    /// `containerBackground(_:for:)`, or a view that is itself a style (a `Color`, a
    /// gradient); `nil` for another view.
    public let style: (any ShapeStyle)?
}

/// The containers' backgrounds the views inside ask for, by placement.
public struct _ContainerBackgroundKey: PreferenceKey {
    /// None.
    public static var defaultValue: [ContainerBackgroundPlacement: _ContainerBackground] { [:] }

    /// The first background set for a placement, in view-tree order, wins.
    public static func reduce(value: inout [ContainerBackgroundPlacement: _ContainerBackground],
                              nextValue: () -> [ContainerBackgroundPlacement: _ContainerBackground]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

extension View {
    /// Sets the container background of the enclosing container using a view.
    ///
    /// ```swift
    /// EntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    /// ```
    ///
    /// The container draws the style at its own bounds, behind its views: a widget's
    /// canvas fills the widget's rounded shape with it.
    ///
    /// - Parameters:
    ///   - style: The shape style to use as the container background.
    ///   - container: The container that will use the background.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> ModifiedContent<ModifiedContent<Self, _PreferenceWritingModifier<_ContainerBackgroundKey>>, _AttributeModifier> {
        settingContainerBackground(AnyView(Rectangle().fill(AnyShapeStyle(style))), style: style, alignment: .center, for: container)
            .recorded("containerBackground", ("", ShapeStyleValue(style)), ("for", container))
    }

    /// Sets the container background of the enclosing container using a view.
    ///
    /// ```swift
    /// EntryView(entry: entry).containerBackground(for: .widget) { Image("sky").resizable() }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The container that will use the background.
    ///   - alignment: The alignment of the background view.
    ///   - content: The view to use as the background of the container.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V)
        -> ModifiedContent<ModifiedContent<Self, _PreferenceWritingModifier<_ContainerBackgroundKey>>, _AttributeModifier> {
        let background = content()
        return settingContainerBackground(AnyView(background), style: background as? any ShapeStyle, alignment: alignment, for: container)
            .recorded("containerBackground", ("for", container), ("alignment", nonDefault(alignment, .center)), ("content", AnyArgument(background)))
    }

    /// This view, asking its `container` for `background` (filled with `style`, when it is
    /// one): over what the views inside ask.
    private func settingContainerBackground(_ background: AnyView, style: (any ShapeStyle)?, alignment: Alignment,
                                            for container: ContainerBackgroundPlacement)
        -> ModifiedContent<Self, _PreferenceWritingModifier<_ContainerBackgroundKey>> {
        transformPreference(_ContainerBackgroundKey.self) {
            $0[container] = _ContainerBackground(view: background, alignment: alignment, style: style)
        }
    }
}

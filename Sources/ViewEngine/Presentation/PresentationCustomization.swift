// How a sheet or popover looks and rests: recorded on the presented content, where
// SwiftUI takes them. The engine lays nothing out, so none of them is shown by render();
// `interactiveDismissDisabled` is the one a driver reads (``ViewHost/dismiss()``).

import ViewEngineCore

extension View {
    /// SwiftUI's `presentationDetents(_:)`: the heights a sheet may rest at
    /// (`.presentationDetents([.medium, .large])`); recorded.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationDetents", ("", DetentSet(detents: detents)))
    }
    /// SwiftUI's `presentationDetents(_:selection:)`: the heights a sheet may rest at, and a
    /// binding to the one it rests at; recorded (the engine has no drag to change it).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationDetents", ("", DetentSet(detents: detents)), ("selection", AnyArgument(selection)))
    }
    /// SwiftUI's `presentationDragIndicator(_:)`: whether a sheet shows its grabber; recorded.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationDragIndicator", ("", visibility))
    }
    /// SwiftUI's `presentationBackground(_:)`: the style behind a sheet's content; recorded.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationBackground", ("", ShapeStyleValue(style)))
    }
    /// SwiftUI's `presentationBackground(alignment:content:)`: a view behind a sheet's
    /// content; recorded (not mounted: nothing in it can be driven).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationBackground", ("alignment", nonDefault(alignment, .center)), ("", AnyArgument(content())))
    }
    /// SwiftUI's `presentationCornerRadius(_:)`: the corner radius of a sheet (`nil`: the
    /// system's); recorded.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationCornerRadius", ("", cornerRadius))
    }
    /// SwiftUI's `presentationBackgroundInteraction(_:)`: whether the view behind a sheet
    /// takes touches; recorded (a driver still reaches only the topmost presentation).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationBackgroundInteraction", ("", interaction))
    }
    /// SwiftUI's `presentationCompactAdaptation(_:)`: what a popover or sheet becomes in a
    /// compact size class; recorded.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationCompactAdaptation", ("", adaptation))
    }
    /// SwiftUI's `presentationCompactAdaptation(horizontal:vertical:)`: the adaptation in
    /// each compact dimension; recorded.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationCompactAdaptation", ("horizontal", horizontal), ("vertical", vertical))
    }
    /// SwiftUI's `presentationContentInteraction(_:)`: whether a swipe on a resizable sheet
    /// resizes it or scrolls its content first; recorded.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("presentationContentInteraction", ("", behavior))
    }
    /// SwiftUI's `interactiveDismissDisabled(_:)`: prevents the user from dismissing the
    /// sheet or popover this view is in with a gesture (a swipe down, a tap outside).
    /// ``ViewHost/dismiss()`` is that gesture, so it is refused with a ``HostError``; a
    /// programmatic dismissal — `\.dismiss`, writing the presentation's binding — still
    /// closes it. Recorded, not shown.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("interactiveDismissDisabled", role: .interactiveDismissDisabled(isDisabled), ("", isDisabled))
    }
}

/// The kinds of interaction with the view behind a presentation.
///
/// ```swift
/// .presentationBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
public struct PresentationBackgroundInteraction: Equatable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `enabled`, `enabled(upThrough: medium)`, `disabled`.
    public let description: String

    /// The default behavior of the platform.
    public static let automatic = PresentationBackgroundInteraction(description: "automatic")
    /// People can interact with the view behind a presentation.
    public static let enabled = PresentationBackgroundInteraction(description: "enabled")
    /// People can't interact with the view behind a presentation.
    public static let disabled = PresentationBackgroundInteraction(description: "disabled")

    /// People can interact with the view behind a presentation up through a given detent.
    ///
    /// ```swift
    /// .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    /// ```
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(description: "enabled(upThrough: \(detent))")
    }
}

/// Strategies for adapting a presentation to a different size class.
///
/// ```swift
/// .presentationCompactAdaptation(.popover)
/// ```
public struct PresentationAdaptation: Equatable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `none`, `popover`, `sheet`, `fullScreenCover`.
    public let description: String

    /// Use the default presentation adaptation.
    public static let automatic = PresentationAdaptation(description: "automatic")
    /// Don't adapt for the size class, if possible.
    public static let none = PresentationAdaptation(description: "none")
    /// Prefer a popover presentation.
    public static let popover = PresentationAdaptation(description: "popover")
    /// Prefer a sheet presentation.
    public static let sheet = PresentationAdaptation(description: "sheet")
    /// Prefer a full-screen-cover presentation.
    public static let fullScreenCover = PresentationAdaptation(description: "fullScreenCover")
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
///
/// ```swift
/// .presentationContentInteraction(.scrolls)
/// ```
public struct PresentationContentInteraction: Equatable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `resizes`, `scrolls`.
    public let description: String

    /// The default swipe behavior for the presentation.
    public static let automatic = PresentationContentInteraction(description: "automatic")
    /// A behavior that prioritizes resizing a presentation when swiping.
    public static let resizes = PresentationContentInteraction(description: "resizes")
    /// A behavior that prioritizes scrolling the content of a presentation when swiping.
    public static let scrolls = PresentationContentInteraction(description: "scrolls")
}

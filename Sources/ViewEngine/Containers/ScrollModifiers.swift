// The modifiers of a scroll view's appearance, each recorded (``_AttributeModifier``);
// `scrollDisabled` is recorded and driver calls still reach the content.

import ViewEngineCore

extension View {
    /// SwiftUI's `scrollContentBackground(_:)`.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { recorded("scrollContentBackground", ("", visibility)) }
    /// SwiftUI's `scrollIndicators(_:axes:)`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollIndicators", ("", visibility), ("axes", axes))
    }
    /// SwiftUI's `scrollDisabled(_:)`; driver calls still reach the content.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollDisabled", writing: { if disabled { $0.isScrollEnabled = false } }, ("", disabled))
    }
}

/// SwiftUI's `ScrollIndicatorVisibility`: the visibility of scroll indicators.
public enum ScrollIndicatorVisibility: Hashable, Sendable {
    /// The system's default; visible; hidden (except, on some platforms, while scrolling); never visible.
    case automatic, visible, hidden, never
}

extension ScrollIndicatorVisibility: AttributeValue {}

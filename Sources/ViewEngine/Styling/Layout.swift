// Layout modifiers: frames, padding, offsets, safe areas, priorities. The engine has no
// layout, so each is recorded (``_AttributeModifier``) and none is shown.

extension View {
    /// SwiftUI's `frame(width:height:alignment:)`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("frame", ("width", width), ("height", height), ("alignment", alignment))
    }
    /// SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("frame", ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                 ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight), ("alignment", alignment))
    }
    /// SwiftUI's `padding(_:_:)`: padding on the given edges (`.padding()`, `.padding(.horizontal, 12)`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> { recorded("padding", ("", edges), ("", length)) }
    /// SwiftUI's `padding(_:)` with one length for every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded("padding", ("", length)) }
    /// SwiftUI's `padding(_:)` with insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _AttributeModifier> { recorded("padding", ("", insets)) }
    /// SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _AttributeModifier> { recorded("offset", ("", offset)) }
    /// SwiftUI's `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> { recorded("offset", ("x", x), ("y", y)) }
    /// SwiftUI's `position(_:)`.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _AttributeModifier> { recorded("position", ("", position)) }
    /// SwiftUI's `position(x:y:)`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> { recorded("position", ("x", x), ("y", y)) }
    /// SwiftUI's `fixedSize()`.
    public func fixedSize() -> ModifiedContent<Self, _AttributeModifier> { recorded("fixedSize") }
    /// SwiftUI's `fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("fixedSize", ("horizontal", horizontal), ("vertical", vertical)) }
    /// SwiftUI's `layoutPriority(_:)`.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("layoutPriority", ("", value)) }
    /// SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("zIndex", ("", value)) }
    /// SwiftUI's `edgesIgnoringSafeArea(_:)` (deprecated there for `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _AttributeModifier> { recorded("edgesIgnoringSafeArea", ("", edges)) }
    /// SwiftUI's `ignoresSafeArea(_:edges:)`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("ignoresSafeArea", ("", regions), ("edges", edges))
    }
    /// SwiftUI's `aspectRatio(_:contentMode:)` with a ratio (or none).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("aspectRatio", ("", aspectRatio), ("contentMode", contentMode))
    }
    /// SwiftUI's `aspectRatio(_:contentMode:)` with the ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("aspectRatio", ("", aspectRatio), ("contentMode", contentMode))
    }
    /// SwiftUI's `scaledToFit()`.
    public func scaledToFit() -> ModifiedContent<Self, _AttributeModifier> { recorded("scaledToFit") }
    /// SwiftUI's `scaledToFill()`.
    public func scaledToFill() -> ModifiedContent<Self, _AttributeModifier> { recorded("scaledToFill") }
    /// SwiftUI's `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("safeAreaPadding", ("", edges), ("", length))
    }
}

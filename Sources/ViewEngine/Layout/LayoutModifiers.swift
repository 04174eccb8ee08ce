// Layout modifiers: frames, padding, offsets, safe areas, priorities. Each is recorded
// (``_AttributeModifier``, not shown by `render()`) and lays its content out by its rule
// (Rules R22, `Layout/`).

import ViewEngineCore

extension View {
    /// SwiftUI's `frame(width:height:alignment:)`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("frame", layout: FrameLayout(width: width, height: height, alignment: alignment), ("width", width), ("height", height), ("alignment", alignment))
    }
    /// SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("frame", layout: FlexibleFrameLayout(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                                      vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment),
                 ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                 ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight), ("alignment", alignment))
    }
    /// SwiftUI's `padding(_:_:)`: padding on the given edges (`.padding()`, `.padding(.horizontal, 12)`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> { recorded("padding", layout: PaddingLayout(edges: edges, length: length), ("", edges), ("", length)) }
    /// SwiftUI's `scenePadding(_:edges:)`: padding of the scene's kind on the given edges.
    /// On an iPhone the minimum scene padding is the default padding (Measures §2
    /// "Default padding"), so it lays out as `padding(edges)`.
    ///
    /// ```swift
    /// Text("No birds yet").scenePadding(.minimum, edges: .horizontal)
    /// ```
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scenePadding", layout: PaddingLayout(edges: edges, length: nil), ("", padding), ("edges", edges))
    }
    /// SwiftUI's `scenePadding(_:)` (iOS 16): the minimum scene padding on the given edges,
    /// as `scenePadding(.minimum, edges:)`.
    ///
    /// ```swift
    /// Text(backyard.name).scenePadding(.horizontal)
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        scenePadding(.minimum, edges: edges)
    }
    /// SwiftUI's `gridCellAnchor(_:)`: where the view sits in its `Grid` cell when the cell
    /// is larger than the view, in place of the grid's alignment.
    ///
    /// ```swift
    /// GridRow { Text(flavor.name).gridCellAnchor(.leading) }
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.gridCellAnchor, ("", anchor))
    }
    /// SwiftUI's `padding(_:)` with one length for every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded("padding", layout: PaddingLayout(edges: .all, length: length), ("", length)) }
    /// SwiftUI's `padding(_:)` with insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _AttributeModifier> { recorded("padding", layout: PaddingLayout(insets), ("", insets)) }
    /// SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _AttributeModifier> { recorded(.offset, layout: OffsetLayout(offset), ("", offset)) }
    /// SwiftUI's `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> { recorded(.offset, layout: OffsetLayout(CGSize(width: x, height: y)), ("x", x), ("y", y)) }
    /// SwiftUI's `position(_:)`.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _AttributeModifier> { recorded("position", layout: PositionLayout(position), ("", position)) }
    /// SwiftUI's `position(x:y:)`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> { recorded("position", layout: PositionLayout(CGPoint(x: x, y: y)), ("x", x), ("y", y)) }
    /// SwiftUI's `fixedSize()`.
    public func fixedSize() -> ModifiedContent<Self, _AttributeModifier> { recorded("fixedSize", layout: FixedSizeLayout(horizontal: true, vertical: true)) }
    /// SwiftUI's `fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("fixedSize", layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), ("horizontal", horizontal), ("vertical", vertical)) }
    /// SwiftUI's `layoutPriority(_:)`.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("layoutPriority", layout: LayoutPriorityLayout(priority: value), ("", value)) }
    /// SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("zIndex", ("", value)) }
    /// SwiftUI's `edgesIgnoringSafeArea(_:)` (deprecated there for `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _AttributeModifier> { recorded("edgesIgnoringSafeArea", layout: IgnoresSafeAreaLayout(regions: .all, edges: edges), ("", edges)) }
    /// SwiftUI's `ignoresSafeArea(_:edges:)`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("ignoresSafeArea", layout: IgnoresSafeAreaLayout(regions: regions, edges: edges), ("", regions), ("edges", edges))
    }
    /// SwiftUI's `aspectRatio(_:contentMode:)` with a ratio (or none).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("aspectRatio", layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode), ("", aspectRatio), ("contentMode", contentMode))
    }
    /// SwiftUI's `aspectRatio(_:contentMode:)` with the ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("aspectRatio", layout: AspectRatioLayout(ratio: aspectRatio.height == 0 ? .nan : aspectRatio.width / aspectRatio.height, contentMode: contentMode),
                 ("", aspectRatio), ("contentMode", contentMode))
    }
    /// SwiftUI's `scaledToFit()`.
    public func scaledToFit() -> ModifiedContent<Self, _AttributeModifier> { recorded("scaledToFit", layout: AspectRatioLayout(ratio: nil, contentMode: .fit)) }
    /// SwiftUI's `scaledToFill()`.
    public func scaledToFill() -> ModifiedContent<Self, _AttributeModifier> { recorded("scaledToFill", layout: AspectRatioLayout(ratio: nil, contentMode: .fill)) }
    /// SwiftUI's `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("safeAreaPadding", ("", edges), ("", length))
    }
}

extension View {
    /// Sets the view's horizontal alignment guide: the stack or frame around it aligns on
    /// the value `computeValue` computes from its dimensions (Rules R22).
    ///
    /// ```swift
    /// Text("Label").alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
    /// ```
    ///
    /// - Parameters:
    ///   - g: The guide to set.
    ///   - computeValue: Computes the guide's value from the view's dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.alignmentGuide, layout: AlignmentGuideLayout(key: AlignmentKey(g), computeValue: computeValue), ("", g), ("computeValue", AnyArgument(computeValue)))
    }

    /// Sets the view's vertical alignment guide: the stack or frame around it aligns on
    /// the value `computeValue` computes from its dimensions (Rules R22).
    ///
    /// ```swift
    /// Image(systemName: "star").alignmentGuide(.firstTextBaseline) { $0[.bottom] - 2 }
    /// ```
    ///
    /// - Parameters:
    ///   - g: The guide to set.
    ///   - computeValue: Computes the guide's value from the view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.alignmentGuide, layout: AlignmentGuideLayout(key: AlignmentKey(g), computeValue: computeValue), ("", g), ("computeValue", AnyArgument(computeValue)))
    }
}

/// SwiftUI's `ScenePadding`: the kind of padding `scenePadding(_:edges:)` adds.
public struct ScenePadding: Hashable, Sendable, AttributeValue {
    let name: String
    /// The least padding a scene's content has from its edges.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content (watchOS); on an iPhone, the minimum.
    public static let navigationBar = ScenePadding(name: "navigationBar")
    package var attributeDescription: String { name }
}

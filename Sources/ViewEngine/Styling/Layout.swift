// Layout modifiers: frames, padding, offsets, safe areas, priorities. The engine has no
// layout, so each is recorded (an ``_AttributeModifier``) and none is rendered.

extension View {
    /// Positions this view within an invisible frame of the given size.
    ///
    /// ```swift
    /// Circle().frame(width: 44, height: 44)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("frame", ArgumentsValue([("width", width), ("height", height), ("alignment", alignment)]))
    }

    /// Positions this view within an invisible frame with the given size limits.
    ///
    /// ```swift
    /// Text("Wide").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("frame", ArgumentsValue([
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
            ("alignment", alignment),
        ]))
    }

    /// Adds padding to the given edges of this view.
    ///
    /// ```swift
    /// Text("Hi").padding()
    /// Text("Hi").padding(.horizontal, 12)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("padding", ArgumentsValue([("", edges), ("", length)]))
    }

    /// Adds the same padding to every edge of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(8)
    /// ```
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("padding", length)
    }

    /// Adds the given insets around this view.
    ///
    /// ```swift
    /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    /// ```
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("padding", insets)
    }

    /// Offsets this view by the given size.
    ///
    /// ```swift
    /// Text("Shadow").offset(CGSize(width: 2, height: 2))
    /// ```
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("offset", ArgumentsValue([("x", offset.width), ("y", offset.height)]))
    }

    /// Offsets this view horizontally and vertically.
    ///
    /// ```swift
    /// Text("Up").offset(y: -10)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("offset", ArgumentsValue([("x", x), ("y", y)]))
    }

    /// Positions the center of this view at the given point of its parent.
    ///
    /// ```swift
    /// Circle().position(CGPoint(x: 50, y: 50))
    /// ```
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("position", ArgumentsValue([("x", position.x), ("y", position.y)]))
    }

    /// Positions the center of this view at the given coordinates of its parent.
    ///
    /// ```swift
    /// Circle().position(x: 50, y: 50)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("position", ArgumentsValue([("x", x), ("y", y)]))
    }

    /// Fixes this view at its ideal size.
    ///
    /// ```swift
    /// Text(longTitle).fixedSize()
    /// ```
    public func fixedSize() -> ModifiedContent<Self, _AttributeModifier> { attribute("fixedSize") }

    /// Fixes this view at its ideal size in the given dimensions.
    ///
    /// ```swift
    /// Text(note).fixedSize(horizontal: false, vertical: true)
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("fixedSize", ArgumentsValue([("horizontal", horizontal), ("vertical", vertical)]))
    }

    /// Sets the priority by which a parent layout apportions space to this view.
    ///
    /// ```swift
    /// Text(title).layoutPriority(1)
    /// ```
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("layoutPriority", value) }

    /// Controls the display order of overlapping views.
    ///
    /// ```swift
    /// Card().zIndex(isSelected ? 1 : 0)
    /// ```
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("zIndex", value) }

    /// Extends this view out of the safe area on the given edges.
    ///
    /// ```swift
    /// Color.black.edgesIgnoringSafeArea(.all)
    /// ```
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _AttributeModifier> { attribute("ignoresSafeArea", edges) }

    /// Expands this view out of its safe area.
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("ignoresSafeArea", edges)
    }

    /// Constrains this view's dimensions to the given aspect ratio.
    ///
    /// ```swift
    /// Image("cover").resizable().aspectRatio(1, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("aspectRatio", ArgumentsValue([("", aspectRatio), ("contentMode", contentMode)]))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    ///
    /// ```swift
    /// Image("cover").resizable().aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
    /// ```
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("aspectRatio", ArgumentsValue([("", aspectRatio.width / aspectRatio.height), ("contentMode", contentMode)]))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    ///
    /// ```swift
    /// Image("logo").resizable().scaledToFit()
    /// ```
    public func scaledToFit() -> ModifiedContent<Self, _AttributeModifier> { attribute("aspectRatio", ArgumentsValue([("contentMode", ContentMode.fit)])) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    ///
    /// ```swift
    /// Image("hero").resizable().scaledToFill()
    /// ```
    public func scaledToFill() -> ModifiedContent<Self, _AttributeModifier> { attribute("aspectRatio", ArgumentsValue([("contentMode", ContentMode.fill)])) }

    /// Adds padding to the safe area of this view.
    ///
    /// ```swift
    /// ScrollView { ... }.safeAreaPadding(.horizontal, 16)
    /// ```
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("safeAreaPadding", ArgumentsValue([("", edges), ("", length)]))
    }
}

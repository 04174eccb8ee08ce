// What the device and the user's settings give every view: size classes, Dynamic Type,
// the layout direction and the display scale. The defaults are an iPhone in portrait at
// the default text size; a test changes them for the whole tree with
// `HostConfiguration.setEnvironment(_:_:)` or `ViewHost.setEnvironment(_:_:)` (iPad:
// `\.horizontalSizeClass` `.regular`), or for a subtree with `.environment(_:_:)`.

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

/// The sizes `.dynamicTypeSize(_:)` with a range allows below it, as positions in
/// `DynamicTypeSize.allCases`: every size unless limited.
private struct DynamicTypeSizeLimitKey: EnvironmentKey {
    static let defaultValue = 0...(DynamicTypeSize.allCases.count - 1)
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: `.compact` (an iPhone in portrait)
    /// unless set.
    ///
    /// ```swift
    /// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// ```
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment: `.regular` (an iPhone in portrait)
    /// unless set.
    ///
    /// ```swift
    /// @Environment(\.verticalSizeClass) private var verticalSizeClass
    /// ```
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The current Dynamic Type size: `.large`, the default text size, unless set (by the
    /// host, `.environment(\.dynamicTypeSize, _)` or `.dynamicTypeSize(_:)`).
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// ```
    ///
    /// Below `.dynamicTypeSize(_:)` with a range, the size is limited to that range, whether
    /// it was set above the modifier or below it.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            let all = DynamicTypeSize.allCases, limit = self[DynamicTypeSizeLimitKey.self]
            let index = all.firstIndex(of: self[DynamicTypeSizeKey.self]) ?? 3
            return all[min(max(index, limit.lowerBound), limit.upperBound)]
        }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Limits ``dynamicTypeSize`` to `range` as well as to the ranges set above: "If the
    /// Dynamic Type size is limited to multiple ranges, the result is their intersection."
    mutating func limitDynamicTypeSize<R: RangeExpression>(to range: R) where R.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.indices.filter { range.contains(DynamicTypeSize.allCases[$0]) }
        guard let lower = allowed.first, let upper = allowed.last else { return }
        let current = self[DynamicTypeSizeLimitKey.self]
        let newLower = max(lower, current.lowerBound), newUpper = min(upper, current.upperBound)
        self[DynamicTypeSizeLimitKey.self] = newLower <= newUpper ? newLower...newUpper : upper...upper
    }

    /// The size of content, the older name of ``dynamicTypeSize``: reading or setting one
    /// reads or sets the other.
    ///
    /// ```swift
    /// @Environment(\.sizeCategory) private var sizeCategory
    /// ```
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The layout direction associated with the current environment: `.leftToRight`
    /// unless set.
    ///
    /// ```swift
    /// @Environment(\.layoutDirection) private var layoutDirection
    /// ```
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The display scale of this environment: 3, an iPhone's, unless set.
    ///
    /// ```swift
    /// @Environment(\.displayScale) private var displayScale
    /// ```
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel on the screen: one over ``displayScale``.
    ///
    /// ```swift
    /// @Environment(\.pixelLength) private var pixelLength
    /// Divider().frame(height: pixelLength)
    /// ```
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the nearest focusable ancestor has focus: `false`, as the engine has no
    /// focusable views beyond the text fields `@FocusState` tracks.
    ///
    /// ```swift
    /// @Environment(\.isFocused) private var isFocused
    /// ```
    public var isFocused: Bool { false }

    /// The undo manager of the window: each host has its own (`nil` outside a host).
    ///
    /// ```swift
    /// @Environment(\.undoManager) private var undoManager
    /// Button("Undo") { undoManager?.undo() }
    /// ```
    public internal(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }

    /// Whether the app can show more than one window: `false`, as on an iPhone.
    ///
    /// ```swift
    /// @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    /// ```
    public var supportsMultipleWindows: Bool { false }

    /// An action that opens a window (``OpenWindowAction``; on an iPhone it opens none).
    ///
    /// ```swift
    /// @Environment(\.openWindow) private var openWindow
    /// ```
    public var openWindow: OpenWindowAction { OpenWindowAction() }

    /// An action that dismisses a window (``DismissWindowAction``; on an iPhone it does nothing).
    ///
    /// ```swift
    /// @Environment(\.dismissWindow) private var dismissWindow
    /// ```
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

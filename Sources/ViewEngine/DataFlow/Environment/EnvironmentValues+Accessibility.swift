// The accessibility settings of the user, as a view reads them from the environment.
// Each is the device's default until set: a test sets the user's setting for the whole
// tree with `HostConfiguration.setEnvironment(_:_:)` or `ViewHost.setEnvironment(_:_:)`,
// or for a subtree with `.environment(_:_:)`. SwiftUI's own are read-only where the user's
// setting decides them; here they are also settable, so a test can stand in for the user
// (a SwiftUI view file never sets them, so it compiles the same).

private struct AccessibilityEnabledKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityVoiceOverEnabledKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilitySwitchControlEnabledKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityReduceMotionKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityReduceTransparencyKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityInvertColorsKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityShowButtonShapesKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityDimFlashingLightsKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct AccessibilityPlayAnimatedImagesKey: EnvironmentKey {
    static let defaultValue: Bool = true
}

private struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue: ColorSchemeContrast = .standard
}

private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue: LegibilityWeight? = .regular
}

extension EnvironmentValues {
    /// Whether the user has enabled an assistive technology. `false` unless set.
    ///
    /// ```swift
    /// @Environment(\.accessibilityEnabled) private var accessibilityEnabled
    /// ```
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the VoiceOver screen reader is in use. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityVoiceOverEnabled) private var accessibilityVoiceOverEnabled
    /// ```
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is in use. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilitySwitchControlEnabled) private var accessibilitySwitchControlEnabled
    /// ```
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is enabled. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) private var accessibilityReduceMotion
    /// ```
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Transparency is enabled. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceTransparency) private var accessibilityReduceTransparency
    /// ```
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Whether the system preference for Differentiate without Color is enabled. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityDifferentiateWithoutColor) private var accessibilityDifferentiateWithoutColor
    /// ```
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the system preference for Invert Colors is enabled. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityInvertColors) private var accessibilityInvertColors
    /// ```
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }

    /// Whether the system preference for Show Button Shapes is enabled. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityShowButtonShapes) private var accessibilityShowButtonShapes
    /// ```
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }

    /// Whether the setting to reduce flashing or strobing lights in video content is on. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityDimFlashingLights) private var accessibilityDimFlashingLights
    /// ```
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityDimFlashingLightsKey.self] }
        set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
    }

    /// Whether the setting for playing animations in an animated image is on. `true` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityPlayAnimatedImages) private var accessibilityPlayAnimatedImages
    /// ```
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityPlayAnimatedImagesKey.self] }
        set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
    }

    /// Whether the Large Content Viewer is enabled. `false` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.accessibilityLargeContentViewerEnabled) private var accessibilityLargeContentViewerEnabled
    /// ```
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }

    /// The contrast associated with the color scheme of this environment. `standard` unless set. Read-only in SwiftUI.
    ///
    /// ```swift
    /// @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    /// ```
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The font weight to apply to text: `.bold` when the user turns on Bold Text. `regular` unless set.
    ///
    /// ```swift
    /// @Environment(\.legibilityWeight) private var legibilityWeight
    /// ```
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

}

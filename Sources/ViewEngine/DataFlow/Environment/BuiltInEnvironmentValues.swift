import Foundation

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current
}

extension EnvironmentValues {
    /// The color scheme of this environment; the host sets it (``ViewHost/colorScheme``).
    ///
    /// ```swift
    /// @Environment(\.colorScheme) var colorScheme
    /// ```
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The current phase of the scene; the host sets it (``ViewHost/scenePhase``).
    ///
    /// ```swift
    /// @Environment(\.scenePhase) var scenePhase
    /// ```
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the view may be interacted with: `false` under `.disabled(true)`.
    ///
    /// ```swift
    /// @Environment(\.isEnabled) var isEnabled
    /// ```
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The current locale that views should use (`en_US` unless set).
    ///
    /// ```swift
    /// @Environment(\.locale) var locale
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use (Gregorian unless set).
    ///
    /// ```swift
    /// @Environment(\.calendar) var calendar
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use (UTC unless set, so tests are the same
    /// everywhere).
    ///
    /// ```swift
    /// @Environment(\.timeZone) var timeZone
    /// ```
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

// The controls' initializers that take a localized key, as SwiftUI's do, so that
// `Toggle(LocalizedStringKey(name), isOn: $isOn)` and titles with `specifier:` compile.
// The engine has no string tables: the key is the title.

extension Toggle where Label == Text {
    /// Creates a toggle whose title is a localized key.
    ///
    /// ```swift
    /// Toggle(LocalizedStringKey(setting.rawValue), isOn: $isOn)
    /// ```
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.key, isOn: isOn)
    }

    /// Creates a toggle whose title is any string.
    ///
    /// ```swift
    /// Toggle(option.name, isOn: $isOn)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(String(title), isOn: isOn)
    }
}

extension Button where Label == Text {
    /// Creates a button whose title is a localized key.
    ///
    /// ```swift
    /// Button("Add \(count, specifier: "%d") items") { add() }
    /// ```
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(titleKey.key, action: action)
    }
}

extension TextField {
    /// Creates a text field whose title is a localized key.
    ///
    /// ```swift
    /// TextField(LocalizedStringKey("Name"), text: $name)
    /// ```
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.key, text: text)
    }
}

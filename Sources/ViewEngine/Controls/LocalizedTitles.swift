// The controls' initializers that take a localized key, as SwiftUI's do: a literal title
// (`Button("Save")`, `Toggle("Sounds \(n)", isOn:)`) is a key, localized by the host's
// string catalogs (StringCatalogLibrary.swift); a `String` title is shown as it is.

extension Toggle where Label == Text {
    /// Creates a toggle whose title is a localized key.
    ///
    /// ```swift
    /// Toggle(LocalizedStringKey(setting.rawValue), isOn: $isOn)
    /// ```
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
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
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
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

import ViewEngine

extension Toggle {
    /// A toggle that shows `isOn` and performs `intent` when toggled (an interactive
    /// widget's toggle). A ``SetValueIntent`` whose value is a `Bool` is given the new
    /// value first. The toggle shows what `isOn` says: the intent changes the app's data,
    /// and the view shows it at its next update.
    ///
    /// ```swift
    /// Toggle(isOn: light.isOn, intent: SetLightIntent()) { Text("Light") }
    /// ```
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(isOn: Binding(get: { isOn }, set: { newValue in
            IntentPerformer.start(IntentPerformer.setting(newValue, in: intent), source: .toggle)
        }), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key that performs `intent` when toggled.
    ///
    /// ```swift
    /// Toggle("Light", isOn: light.isOn, intent: SetLightIntent())
    /// ```
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle titled with a string, shown as it is, that performs `intent` when toggled.
    ///
    /// ```swift
    /// Toggle(room.name, isOn: room.isLit, intent: SetLightIntent(room: room))
    /// ```
    @_disfavoredOverload
    public init<Intent: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension IntentPerformer {
    /// `intent` with `value` set, when it is a ``SetValueIntent`` of a `Bool`.
    nonisolated static func setting<Intent: AppIntent>(_ value: Bool, in intent: Intent) -> Intent {
        guard let setter = intent as? any SetValueIntent else { return intent }
        return (set(value, in: setter) as? Intent) ?? intent
    }

    nonisolated private static func set<Setter: SetValueIntent>(_ value: Bool, in intent: Setter) -> Setter {
        var intent = intent
        if let value = value as? Setter.ValueType { intent.value = value }
        return intent
    }
}

import ViewEngine

extension Button {
    /// A button that performs `intent` when tapped (an interactive widget's button, or
    /// one in the app). In a host, ``HostIntents/waitForIntents()`` waits for the run and
    /// ``HostIntents/runs`` records it.
    ///
    /// ```swift
    /// Button(intent: ResupplyBackyardIntent(backyard: entity)) {
    ///     Label("Refill", systemImage: "drop")
    /// }
    /// ```
    public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(action: { IntentPerformer.start(intent, source: .button) }, label: label)
    }

    /// A button with a role that performs `intent` when tapped.
    ///
    /// ```swift
    /// Button(role: .destructive, intent: ClearFeederIntent()) { Text("Clear") }
    /// ```
    public init<Intent: AppIntent>(role: ButtonRole?, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: { IntentPerformer.start(intent, source: .button) }, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key that performs `intent` when tapped.
    ///
    /// ```swift
    /// Button("Refill", intent: RefillIntent())
    /// ```
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button titled with a string, shown as it is, that performs `intent` when tapped.
    ///
    /// ```swift
    /// Button(backyard.name, intent: OpenBackyardIntent(target: backyard))
    /// ```
    @_disfavoredOverload
    public init<Intent: AppIntent, S: StringProtocol>(_ title: S, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }
}

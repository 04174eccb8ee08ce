import ViewEngine

extension ViewHost {
    /// The host's system as intents see it: running them as Siri and the Shortcuts app
    /// do, what ran (buttons' and toggles' intents too), and the person's answers.
    ///
    /// ```swift
    /// let run = try await host.intents.perform(RefillIntent(), setting: ["cups": 2])
    /// host.intents.runs.map(\.summary)   // ["Refill Feeder (system): performed; Cups = 2"]
    /// ```
    public var intents: HostIntents { HostIntents(state: .state(of: clock), clock: clock) }
}

/// A host's intents seen from a test (``ViewHost/intents``).
@MainActor
public struct HostIntents {
    let state: IntentsState
    let clock: VirtualClock

    /// Runs `intent` as the system does: sets the parameters named in `values` (by
    /// property name) and those named in `entities` to the entity its query finds for the
    /// identifier, checks that every required parameter has a value, and performs it on
    /// the host's clock. The run is recorded in ``runs`` whatever comes of it.
    ///
    /// ```swift
    /// let run = try await host.intents.perform(ResupplyBackyardIntent(), entities: ["backyard": id.uuidString])
    /// ```
    ///
    /// - Throws: ``AppIntentError/needsValue(parameter:dialog:intent:)`` when a required
    ///   parameter has no value (the intent is not performed);
    ///   ``AppIntentError/entityNotFound(type:identifier:)``,
    ///   ``AppIntentError/unknownParameter(_:intent:known:)``,
    ///   ``AppIntentError/invalidParameterValue(parameter:expected:given:)``; or what
    ///   `perform()` throws.
    @discardableResult
    public func perform<Intent: AppIntent>(_ intent: Intent, setting values: [String: Any] = [:],
                                           entities: [String: String] = [:]) async throws -> IntentRun {
        try await IntentPerformer.perform(intent, values: values, entities: entities, source: .system, state: state, clock: clock)
    }

    /// Every intent run in the host, in the order they ended.
    public var runs: [IntentRecord] { state.recorded }

    /// Waits for the intents that buttons and toggles started to end.
    ///
    /// ```swift
    /// try host.tap("Open App")
    /// await host.intents.waitForIntents()
    /// ```
    public func waitForIntents() async {
        while true {
            let pending = state.takePending()
            if pending.isEmpty { return }
            for task in pending { await task.value }
        }
    }

    /// Gives the answer the person says when an intent asks for the value of the parameter
    /// titled `title` (`$parameter.requestValue()`); answers are used once each, in order.
    ///
    /// ```swift
    /// host.intents.answer("Cups", with: 3)
    /// ```
    public func answer(_ title: String, with value: Any) {
        state.addAnswer(value, for: title)
    }

    /// The entity of type `Entity` whose identifier is `identifier`, as the system finds
    /// it: with the type's query.
    ///
    /// ```swift
    /// let backyard = try await host.intents.entity(BackyardEntity.self, identifier: id.uuidString)
    /// ```
    ///
    /// - Throws: ``AppIntentError/entityNotFound(type:identifier:)`` when the query finds
    ///   none, or what the query throws.
    public func entity<Entity: AppEntity>(_ type: Entity.Type, identifier: String) async throws -> Entity {
        try await IntentPerformer.entity(type, identifier: identifier)
    }

    /// The choices the Shortcuts app offers for an enum parameter: each case's title, in
    /// `allCases` order.
    ///
    /// ```swift
    /// host.intents.options(for: DefinedColor.self)   // ["Black", "Blue", ...]
    /// ```
    public func options<Enum: AppEnum>(for type: Enum.Type) -> [String] {
        Enum.allCases.map { String(localized: $0.localizedStringResource) }
    }

    /// The intent's parameter summary worked out for its values, as the Shortcuts app
    /// shows it: the sentence and the parameters listed (each parameter in declaration
    /// order for an intent with no summary of its own).
    ///
    /// ```swift
    /// let intent = BackyardWidgetIntent(backyards: .specific)
    /// host.intents.summary(of: intent).parameters   // ["Backyards", "Backyard"]
    /// ```
    public func summary<Intent: AppIntent>(of intent: Intent) -> ResolvedParameterSummary {
        HostIntentsSummary.resolve(Intent.parameterSummary, for: intent)
    }

    /// The shortcuts of an app's provider, in the order it gives them.
    ///
    /// ```swift
    /// host.intents.shortcuts(of: FoodTruckShortcuts.self).map(\.phrases)
    /// ```
    public func shortcuts<Provider: AppShortcutsProvider>(of provider: Provider.Type) -> [AppShortcut] {
        Provider.appShortcuts
    }

    /// What Xcode reports of an app's shortcuts' phrases (each names the app once and
    /// takes at most one parameter, an entity or an enum; a shortcut has at least one);
    /// empty when they are valid.
    ///
    /// ```swift
    /// host.intents.problems(in: FoodTruckShortcuts.self)   // []
    /// ```
    public func problems<Provider: AppShortcutsProvider>(in provider: Provider.Type) -> [String] {
        Provider.appShortcuts.flatMap(\.problems)
    }
}

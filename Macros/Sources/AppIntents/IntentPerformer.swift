import ViewEngine

/// Runs an intent as the system does: sets the values given, finds the entities named,
/// checks that every required parameter has a value, performs it with the host's clock
/// current, and records the run.
@MainActor
enum IntentPerformer {
    /// An intent's parameters, in declaration order, by property name.
    static func parameters(of intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        parametersNonisolated(of: intent)
    }

    /// ``parameters(of:)``, outside the main actor.
    nonisolated static func parametersNonisolated(of intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let parameter = child.value as? any AnyIntentParameter else { return nil }
            let label = child.label ?? ""
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    static func perform<Intent: AppIntent>(_ intent: Intent, values: [String: Any], entities: [String: String],
                                           source: IntentRecord.Source, state: IntentsState,
                                           clock: VirtualClock?, slot: Int? = nil) async throws -> IntentRun {
        let slot = slot ?? state.reserve()
        let parameters = parameters(of: intent)
        func record(_ outcome: IntentRecord.Outcome) {
            state.record(IntentRecord(
                intentType: "\(Intent.self)", title: String(localized: Intent.title), source: source,
                parameters: parameters.map { .init(title: $0.parameter.titleText, value: $0.parameter.anyValue.map { describe($0) } ?? "nil") },
                outcome: outcome, openedApp: outcome == .performed && Intent.openAppWhenRun,
                elapsed: clock?.now.offset ?? .zero), at: slot)
        }
        do {
            for name in values.keys.sorted() {
                guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
                    throw AppIntentError.unknownParameter(name, intent: "\(Intent.self)", known: parameters.map(\.name))
                }
                let value = values[name]!
                guard parameter.setAnyValue(value) else {
                    throw AppIntentError.invalidParameterValue(parameter: parameter.titleText, expected: parameter.valueTypeName,
                                                               given: "\(type(of: value))")
                }
            }
            for name in entities.keys.sorted() {
                guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
                    throw AppIntentError.unknownParameter(name, intent: "\(Intent.self)", known: parameters.map(\.name))
                }
                guard let entityType = parameter.entityType else {
                    throw AppIntentError.invalidParameterValue(parameter: parameter.titleText, expected: parameter.valueTypeName,
                                                               given: "entity identifier")
                }
                _ = parameter.setAnyValue(try await entity(entityType, identifier: entities[name]!))
            }
        } catch {
            record(.failed("\(error)"))
            throw error
        }
        if let missing = parameters.first(where: { !$0.parameter.hasValue })?.parameter {
            record(.needsValue(parameter: missing.titleText))
            throw AppIntentError.needsValue(parameter: missing.titleText, dialog: nil, intent: "\(Intent.self)")
        }
        let result: Intent.PerformResult
        do {
            result = try await VirtualClock.$current.withValue(clock) {
                try await IntentAnswers.$current.withValue(state) { try await intent.perform() }
            }
        } catch let error as AppIntentError {
            if case .needsValue(let parameter, _, _) = error { record(.needsValue(parameter: parameter)) } else { record(.failed("\(error)")) }
            throw error
        } catch {
            record(.failed("\(error)"))
            throw error
        }
        record(.performed)
        let contents = result as? any IntentResultContents
        return IntentRun(title: String(localized: Intent.title), value: contents?.resultValue, dialog: contents?.resultDialog,
                         snippet: contents?.snippet().map { ViewHost($0) }, openedIntent: contents?.openedIntent,
                         openedApp: Intent.openAppWhenRun)
    }

    /// The entity of type `Entity` whose identifier is `identifier`, found by its query.
    static func entity<Entity: AppEntity>(_ type: Entity.Type, identifier: String) async throws -> Entity {
        guard let id = Entity.ID.entityIdentifier(for: identifier) else {
            throw AppIntentError.entityNotFound(type: "\(Entity.self)", identifier: identifier)
        }
        let found = try await Entity.defaultQuery.entities(for: [id])
        guard let entity = found.first(where: { $0.id == id }) else {
            throw AppIntentError.entityNotFound(type: "\(Entity.self)", identifier: identifier)
        }
        return entity
    }

    /// A value as a record writes it: an enum case by its display title, an entity by its
    /// title, other values as `String(describing:)` writes them.
    nonisolated static func describe(_ value: Any) -> String {
        if let optional = value as? any NilLiteralValue {
            guard let wrapped = optional.wrappedAny else { return "nil" }
            return describe(wrapped)
        }
        if let entity = value as? any AppEntity { return String(localized: entity.displayRepresentation.title) }
        if let enumValue = value as? any AppEnum { return String(localized: enumValue.localizedStringResource) }
        return String(describing: value)
    }

    /// Starts `intent` from a control (a button, a toggle) in the host whose clock is
    /// current; ``HostIntents/waitForIntents()`` waits for it. Its run is recorded in the
    /// order the controls were used, whichever run finishes first.
    nonisolated static func start<Intent: AppIntent>(_ intent: Intent, source: IntentRecord.Source) {
        let clock = VirtualClock.current
        let state = IntentsState.state(of: clock)
        let slot = state.reserve()
        state.track(Task { @MainActor in
            _ = try? await perform(intent, values: [:], entities: [:], source: source, state: state, clock: clock, slot: slot)
        })
    }
}

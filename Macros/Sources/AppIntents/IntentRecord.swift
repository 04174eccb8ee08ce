/// One intent the system ran in a host, as ``HostIntents/runs`` lists it: which, with
/// what values, started how, and what came of it.
///
/// ```swift
/// try host.tap("Refill")
/// await host.intents.waitForIntents()
/// host.intents.runs.map(\.summary)   // ["Refill Feeder (button): performed; Cups = 1"]
/// ```
public struct IntentRecord: Sendable, Equatable {
    /// How the intent was started.
    public enum Source: String, Sendable, Equatable {
        /// ``HostIntents/perform(_:setting:entities:)`` (Siri, the Shortcuts app).
        case system
        /// A `Button(intent:)` tapped.
        case button
        /// A `Toggle(isOn:intent:)` toggled.
        case toggle
    }

    /// What came of a run.
    public enum Outcome: Sendable, Equatable {
        /// `perform()` returned.
        case performed
        /// A parameter had no value: `perform()` did not run, or asked for one and got none.
        case needsValue(parameter: String)
        /// The run failed (`perform()` threw, or an entity was not found); the error's text.
        case failed(String)
    }

    /// The intent's type's name.
    public let intentType: String
    /// The intent's title.
    public let title: String
    /// How it was started.
    public let source: Source
    /// Its parameters' titles and values (as `String(describing:)` writes them; "nil" for
    /// none), in declaration order.
    public let parameters: [Parameter]
    /// What came of it.
    public let outcome: Outcome
    /// Whether running it brought the app to the foreground (`openAppWhenRun`).
    public let openedApp: Bool
    /// The host's clock's time since it started, when the run ended.
    public let elapsed: Duration

    /// A parameter's title and value.
    public struct Parameter: Sendable, Equatable {
        /// The parameter's title.
        public let title: String
        /// Its value, as `String(describing:)` writes it; "nil" for none.
        public let value: String

        /// A parameter's title and value.
        ///
        /// ```swift
        /// IntentRecord.Parameter(title: "Cups", value: "2")
        /// ```
        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    /// The run in one line: "Title (source): outcome; Title = value, ...".
    ///
    /// ```swift
    /// record.summary   // "Open App (button): performed, opened the app"
    /// ```
    public var summary: String {
        let outcome = switch self.outcome {
        case .performed: "performed"
        case .needsValue(let parameter): "needs a value for \"\(parameter)\""
        case .failed(let message): "failed: \(message)"
        }
        let values = parameters.map { "\($0.title) = \($0.value)" }.joined(separator: ", ")
        return "\(title) (\(source.rawValue)): \(outcome)\(openedApp ? ", opened the app" : "")\(values.isEmpty ? "" : "; " + values)"
    }
}

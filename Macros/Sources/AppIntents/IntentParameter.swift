import ViewEngine

/// An input of an intent: `@Parameter` on an intent's property. The system asks the person
/// for a value when a required parameter has none, and sets it before `perform()`.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Configuration"
///     @Parameter(title: "Message", default: .putDownYourPhone) var message: DefinedMessage
///     @Parameter(title: "Backyard") var backyard: BackyardEntity?     // optional: may stay nil
/// }
/// ```
///
/// A parameter is a class, as Apple's is: copies of an intent share their parameters, and
/// `intent.message = .nope` sets it on a `let` intent too.
///
/// A required parameter (its type is not optional) with no value and no default reads as a
/// programming error outside the system, as on iOS; run intents with
/// ``HostIntents/perform(_:setting:entities:)``, which reports the missing value as
/// ``AppIntentError/needsValue(parameter:dialog:intent:)`` instead of performing.
///
/// Invariant (`@unchecked Sendable`): `stored` is read and written only under `lock`; the
/// other stored properties are constants set in `init`.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    /// The parameter's name, as the Shortcuts app shows it.
    public let title: LocalizedStringResource
    /// What the parameter is for, if given.
    public let description: LocalizedStringResource?
    /// The value the parameter has until one is set, if given.
    public let defaultValue: Value?
    /// What the system asks when it needs a value, if given.
    public let requestValueDialog: IntentDialog?

    /// A parameter with a title, and optionally a description, a default value and the
    /// question asked when a value is needed.
    ///
    /// ```swift
    /// @Parameter(title: "Show Border", default: true) var showBorder: Bool
    /// ```
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
    }

    /// The parameter's value: the one set, else the default, else `nil` for an optional
    /// parameter.
    ///
    /// ```swift
    /// let intent = ConfigurationAppIntent()
    /// intent.favoriteEmoji = "🤩"
    /// ```
    public var wrappedValue: Value {
        get {
            if let value = currentValue { return value }
            preconditionFailure("The parameter \"\(String(localized: title))\" has no value: it is not optional and has no default; the system asks for a value before perform() (HostIntents.perform reports it as AppIntentError.needsValue).")
        }
        set { lock.withLock { stored = newValue } }
    }

    /// The parameter itself (`$message`), to ask for a value or name it in a summary.
    ///
    /// ```swift
    /// throw $backyard.needsValueError("Which backyard?")
    /// ```
    public var projectedValue: IntentParameter<Value> { self }

    /// The value set, else the default, else `nil` in an optional parameter; `nil` when
    /// a required parameter has none.
    var currentValue: Value? {
        if let value = lock.withLock({ stored }) { return value }
        if let defaultValue { return defaultValue }
        return (Value.self as? any NilLiteralValue.Type)?.nilValue as? Value
    }

    /// Whether the parameter's type is optional (it may stay without a value).
    var isOptional: Bool { Value.self is any NilLiteralValue.Type }

    /// The error that asks the person for this parameter's value and performs the intent
    /// again with it; throw it from `perform()`.
    ///
    /// ```swift
    /// guard let backyard else { throw $backyard.needsValueError("Which backyard?") }
    /// ```
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        .needsValue(parameter: String(localized: title), dialog: dialog ?? requestValueDialog)
    }

    /// The error that requests a value from the person for this parameter; throw it from
    /// `perform()`.
    ///
    /// ```swift
    /// throw $cups.requestValue("How many cups?")
    /// ```
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
        needsValueError(dialog)
    }

    /// Asks the person for a value for this parameter, and returns it. In a test the person
    /// answers with the value given to ``HostIntents/answer(_:with:)``; with none, this throws
    /// ``AppIntentError/needsValue(parameter:dialog:intent:)``.
    ///
    /// ```swift
    /// let cups = try await $cups.requestValue("How many cups?")
    /// ```
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        let name = String(localized: title)
        if let given = IntentAnswers.current?.take(for: name), let answer = given as? Value {
            wrappedValue = answer
            return answer
        }
        throw needsValueError(dialog)
    }
}

/// What the driver reads and sets of a parameter whose value type it does not know.
protocol AnyIntentParameter: AnyObject {
    /// The parameter's title, in the development language.
    var titleText: String { get }
    /// Whether the parameter has a value (set, default, or `nil` in an optional one).
    var hasValue: Bool { get }
    /// The parameter's value, boxed; `nil` when it has none.
    var anyValue: Any? { get }
    /// The name of the parameter's value type.
    var valueTypeName: String { get }
    /// Sets the value if it has the parameter's type; returns whether it had.
    func setAnyValue(_ value: Any) -> Bool
    /// The entity type of an entity parameter (its type, or the type it makes optional).
    var entityType: (any AppEntity.Type)? { get }
}

extension IntentParameter: AnyIntentParameter {
    var titleText: String { String(localized: title) }
    var hasValue: Bool { currentValue != nil }
    var anyValue: Any? { currentValue.map { $0 as Any } }
    var valueTypeName: String { "\(Value.self)" }

    func setAnyValue(_ value: Any) -> Bool {
        guard let value = value as? Value else { return false }
        wrappedValue = value
        return true
    }

    var entityType: (any AppEntity.Type)? {
        (Value.self as? any AppEntity.Type) ?? (Value.self as? any NilLiteralValue.Type)?.wrappedType as? any AppEntity.Type
    }
}

/// `Optional`, seen without its wrapped type.
protocol NilLiteralValue {
    /// `nil`, of this optional type.
    static var nilValue: Self { get }
    /// The type this optional wraps.
    static var wrappedType: Any.Type { get }
    /// The wrapped value, boxed; `nil` for `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: NilLiteralValue {
    static var nilValue: Self { nil }
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedAny: Any? { map { $0 as Any } }
}

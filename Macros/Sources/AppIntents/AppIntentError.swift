/// Why the system could not run an intent, or what an intent asks of the person.
///
/// ```swift
/// do { _ = try await host.intents.perform(ResupplyBackyardIntent()) }
/// catch let error as AppIntentError { print(error) }
/// // The intent ResupplyBackyardIntent has a non-optional parameter "Backyard" without a value or a default value: the system asks for one before performing it.
/// ```
public enum AppIntentError: Error, Equatable, CustomStringConvertible {
    /// A parameter needs a value: a required one the intent was run without, or one that
    /// `perform()` asked for (`$parameter.needsValueError()`), which the person did not give.
    case needsValue(parameter: String, dialog: IntentDialog?, intent: String? = nil)
    /// No entity of the type has the identifier (the entity's query found none for it).
    case entityNotFound(type: String, identifier: String)
    /// A value given for a parameter is not of the parameter's type.
    case invalidParameterValue(parameter: String, expected: String, given: String)
    /// The intent has no parameter of the name given.
    case unknownParameter(String, intent: String, known: [String])

    /// The error, in a sentence.
    ///
    /// ```swift
    /// AppIntentError.entityNotFound(type: "BackyardEntity", identifier: "7").description
    /// // "No BackyardEntity has the identifier \"7\": its query's entities(for:) returned none for it."
    /// ```
    public var description: String {
        switch self {
        case .needsValue(let parameter, let dialog, let intent?):
            "The intent \(intent) has a non-optional parameter \"\(parameter)\" without a value or a default value: the system asks for one before performing it\(dialog.map { " (\"\($0)\")" } ?? "")."
        case .needsValue(let parameter, let dialog, nil):
            "The parameter \"\(parameter)\" needs a value: the system requests one from the person and performs the intent again with it\(dialog.map { " (\"\($0)\")" } ?? "")."
        case .entityNotFound(let type, let identifier):
            "No \(type) has the identifier \"\(identifier)\": its query's entities(for:) returned none for it."
        case .invalidParameterValue(let parameter, let expected, let given):
            "The parameter \"\(parameter)\" takes a \(expected), not a \(given)."
        case .unknownParameter(let name, let intent, let known):
            "The intent \(intent) has no parameter \"\(name)\"; its parameters are \(known.map { "\"\($0)\"" }.joined(separator: ", "))."
        }
    }
}

import SwiftDiagnostics

/// A diagnostic of one of the engine's macros.
struct MacroMessage: DiagnosticMessage {
    let message: String
    let diagnosticID: MessageID
    let severity: DiagnosticSeverity

    /// An error: the expansion cannot be made.
    static func error(_ message: String) -> MacroMessage {
        MacroMessage(message: message, diagnosticID: MessageID(domain: "ViewEngineMacros", id: message), severity: .error)
    }

    /// A warning: the expansion is made, but the code does not do what it seems to.
    static func warning(_ message: String) -> MacroMessage {
        MacroMessage(message: message, diagnosticID: MessageID(domain: "ViewEngineMacros", id: message), severity: .warning)
    }
}

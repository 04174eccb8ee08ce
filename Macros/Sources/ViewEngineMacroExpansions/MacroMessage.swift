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
}

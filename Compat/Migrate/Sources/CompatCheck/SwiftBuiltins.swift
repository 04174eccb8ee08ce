/// Names the language and the compiler own, which are no framework's API: attributes written
/// with `@` and `#` directives that parse as macro expansions. A use of one is not counted.
enum SwiftBuiltins {
    /// Compiler attributes (`@available`, `@MainActor` is not one: it is the standard
    /// library's global actor, which the symbol graphs resolve).
    static let compilerAttributes: Set<String> = [
        "available", "objc", "nonobjc", "objcMembers", "escaping", "autoclosure", "discardableResult", "main",
        "frozen", "inlinable", "usableFromInline", "testable", "dynamicMemberLookup", "dynamicCallable",
        "propertyWrapper", "resultBuilder", "Sendable", "unchecked", "preconcurrency", "warn_unqualified_access",
        "_exported", "_implementationOnly", "retroactive", "backDeployed", "attached", "freestanding", "globalActor",
        "unknown", "convention", "noDerivative", "differentiable", "derivative", "transpose", "inline", "section",
        "used", "specialize", "_spi", "NSManaged", "NSCopying", "IBAction", "IBOutlet", "IBDesignable",
        "IBInspectable", "IBSegueAction", "GKInspectable", "UIApplicationMain", "NSApplicationMain",
        "requires_stored_property_inits", "_silgen_name", "_cdecl", "_dynamicReplacement", "unsafe", "isolated",
        "concurrent", "execution", "_disfavoredOverload", "_transparent", "_alwaysEmitIntoClient", "_effects",
        "_optimize", "_semantics", "_marker", "_typeEraser", "_nonoverride", "_originallyDefinedIn",
        "_unsafeInheritExecutor", "_implements", "_documentation", "_objcRuntimeName", "_borrowed",
        "_show_in_interface", "_fixed_layout", "_functionBuilder", "_nonSendable", "_noImplicitCopy", "_eagerMove",
        "exclusivity", "_spi_available", "_specialize", "_weakLinked", "_private", "_local", "_rawLayout",
        "_extern", "_expose", "_lifetime", "lifetime", "_unsafeNonescapableResult", "nonexhaustive",
        "unsafeSendable", "c", "abi", "_staticExclusiveOnly", "safe", "nonisolated", "_inheritActorContext",
    ]

    /// `#` names that are directives or literals of the language, not macros of a framework.
    static let poundDirectives: Set<String> = [
        "file", "fileID", "filePath", "line", "column", "function", "dsohandle", "selector", "keyPath",
        "colorLiteral", "imageLiteral", "fileLiteral", "externalMacro", "isolation", "warning", "error",
        "sourceLocation",
    ]

    /// Calls whose key-path argument `\.name` names an environment (or focused) value.
    static let environmentCalls: Set<String> = [
        "Environment", "environment", "transformEnvironment", "FocusedValue", "focusedValue",
    ]
}

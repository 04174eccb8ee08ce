import Foundation

/// What kind of error a compiler message is, and the name it is about: the words of the
/// compiler's messages, read by pattern.
public enum ErrorShapes {
    /// The shape of "the compiler is unable to type-check this expression in reasonable time".
    public static let tooComplex = "too complex"
    /// The shape of "type '(_) -> _' cannot conform to 'Equatable'": a closure passed where
    /// the only overloads take a value, so the closure form of the call is missing.
    public static let closureForValue = "closure for a value"

    private struct Rule {
        let pattern: Regex<AnyRegexOutput>
        let shape: String
        let template: String
    }

    private static func rule(_ pattern: String, _ shape: String, _ template: String) -> Rule {
        Rule(pattern: try! Regex(pattern), shape: shape, template: template)
    }

    // Invariant: a `let` only matched against: matching does not change a regex (the
    // standard library publishes its compiled program once, atomically).
    nonisolated(unsafe) private static let rules: [Rule] = [
        rule(#"^cannot find type '([^']+)' in scope"#, "missing", "{0}"),
        rule(#"^cannot find '([^']+)' in scope"#, "missing", "{0}"),
        rule(#"^cannot find operator '([^']+)' in scope"#, "missing", "operator {0}"),
        rule(#"^no macro named '([^']+)'"#, "missing", "#{0}"),
        rule(#"^unknown attribute '([^']+)'"#, "missing", "@{0}"),
        rule(#"^no such module '([^']+)'"#, "no module", "{0}"),
        rule(#"^value of type '(.+)' has no member '([^']+)'"#, "missing member", "{0}.{1}"),
        rule(#"^type '(.+)' has no member '([^']+)'"#, "missing member", "{0}.{1}"),
        rule(#"^module '([^']+)' has no member named '([^']+)'"#, "missing member", "{0}.{1}"),
        rule(#"^static member '([^']+)' cannot be used on instance of type '(.+)'"#, "static member on instance", "{1}.{0}"),
        rule(#"^instance member '([^']+)' cannot be used on type '(.+)'"#, "instance member on type", "{1}.{0}"),
        rule(#"^no exact matches in call to (initializer|instance method '[^']+'|static method '[^']+'|global function '[^']+'|subscript|local function '[^']+')"#, "no matching overload", "{0}"),
        rule(#"^no exact matches in reference to (static method|instance method|property|static property) '([^']+)'"#, "no matching overload", "{1}"),
        rule(#"^extra arguments? (?:'([^']+)' )?(?:at positions? [#0-9, ]+ )?in call"#, "extra argument", "{0}"),
        rule(#"^extra trailing closures? passed in call"#, "extra trailing closure", ""),
        rule(#"^missing arguments? for parameters? (.+) in call"#, "missing argument", "{0}"),
        rule(#"^(?:incorrect argument labels? in call|missing argument labels? '([^']*)' in call|extraneous argument labels? '([^']*)' in call)"#, "argument labels", ""),
        rule(#"^argument '([^']+)' must precede argument '([^']+)'"#, "argument labels", ""),
        rule(#"^'([^']+)' is unavailable: This type has moved to the FoundationNetworking module"#, "Foundation on Linux", "{0} (in FoundationNetworking on Linux)"),
        rule(#"^type '([^']+)' \(aka 'AnyObject'\) has no member"#, "Foundation on Linux", "{0} (in FoundationNetworking on Linux)"),
        rule(#"^'[^']+' is annotated with '@main' and must provide a main static function"#, "cascade", "@main without App"),
        rule(#"^'([^']+)' is unavailable"#, "unavailable", "{0}"),
        rule(#"^'([^']+)' (?:has been renamed|has been explicitly marked unavailable)"#, "unavailable", "{0}"),
        // A trailing closure taken for a value: the call has no closure form here (an app's
        // `.animation(.easeIn) { content in … }` against `animation(_:value:)` alone); the
        // attribution names the call (``closureForValue``).
        rule(#"^type '\([^']*\) -> [^']*' cannot conform to '([^']+)'"#, closureForValue, "{0}"),
        rule(#"^type '(.+)' does not conform to protocol '([^']+)'"#, "conformance", "{1}"),
        rule(#"^(?:generic (?:struct|class|enum|type alias)|instance method|initializer|static method|referencing [^']+) '([^']+)'.* requires that '.+' conform to '([^']+)'"#, "requirement", "{0}: {1}"),
        rule(#"^(?:referencing (?:instance method|initializer|static method|static property|property|subscript) '([^']+)' on '([^']+)') requires"#, "requirement", "{1}.{0}"),
        rule(#"^cannot convert value of type '(.+)' to expected argument type '(.+)'"#, "type mismatch", "{0} -> {1}"),
        rule(#"^cannot convert (?:return expression|value) of type '(.+)' to (?:return type|specified type|type) '(.+)'"#, "type mismatch", "{0} -> {1}"),
        rule(#"^cannot assign value of type '(.+)' to type '(.+)'"#, "type mismatch", "{0} -> {1}"),
        rule(#"^ambiguous use of '([^']+)'"#, "ambiguous", "{0}"),
        rule(#"^(?:cannot infer contextual base in reference to member|reference to member) '([^']+)'"#, "cascade", "{0}"),
        rule(#"^generic parameter '([^']+)' could not be inferred"#, "cascade", ""),
        rule(#"^cannot infer key path type from context"#, "cascade", ""),
        rule(#"^unable to infer (?:complex )?closure return type"#, "cascade", ""),
        rule(#"^the compiler is unable to type-check this expression in reasonable time"#, tooComplex, ""),
        rule(#"^invalid redeclaration of '([^']+)'"#, "redeclaration", "{0} (declared twice in one module)"),
    ]

    // Invariant: a `let` only matched against: matching does not change a regex (the
    // standard library publishes its compiled program once, atomically).
    nonisolated(unsafe) private static let quoted = try! Regex(#"'[^']*'"#)

    /// The shape of `message` and the name it is about: `("missing", "ShareLink")` for
    /// "cannot find 'ShareLink' in scope"; `("other", the message with its quotes elided)`
    /// for a message no rule knows.
    public static func classify(_ message: String) -> (shape: String, symbol: String) {
        for rule in rules {
            guard let match = message.firstMatch(of: rule.pattern) else { continue }
            var symbol = rule.template
            for index in 1..<match.output.count {
                let group = match.output[index].substring.map(String.init) ?? ""
                symbol = symbol.replacingOccurrences(of: "{\(index - 1)}", with: group)
            }
            return (rule.shape, symbol)
        }
        return ("other", String(message.replacing(quoted, with: "'…'").prefix(120)))
    }

    /// A type as a reader names it: `ModifiedContent<...>` and `some View` are a view,
    /// `Binding<String>` is `Binding`.
    public static func simplifyType(_ type: String) -> String {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        for prefix in ["some View", "ModifiedContent<", "_ConditionalContent<", "TupleView<", "some Shape"] where trimmed.hasPrefix(prefix) {
            return "View"
        }
        if trimmed.hasSuffix("some View") { return "View" }
        var name = Substring(trimmed)
        for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        var depth = 0
        var out = ""
        for character in name {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { out.append(character) }
        }
        while out.last == "?" || out.last == "!" { out.removeLast() }
        out = out.trimmingCharacters(in: .whitespaces)
        return out.isEmpty ? String(name) : out
    }
}

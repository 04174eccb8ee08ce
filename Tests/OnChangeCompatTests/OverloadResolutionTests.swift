import Testing
import ViewEngine
import OnChangeCompat
import TestSupport

/// Which `onChange` a call picks, for every combination of imports and trait
/// (Compat/MIGRATION.md, "Which declaration a call picks"). The trailing closure's arity
/// picks the API exactly as in SwiftUI, with no "ambiguous use": `{ newValue in }` is the
/// legacy one, `{ oldValue, newValue in }` and `{ }` the modern ones; among the modern
/// declarations, `@_disfavoredOverload` on the engine's placeholder and native one makes
/// the shim win where it is imported. This file (which imports both modules) compiling
/// is part of the test, and the recorded calls show which API ran; the snippets below
/// cover a file without `import OnChangeCompat`. `swift test` covers the build without
/// the trait, `swift test --traits NativeOnChange` the build with it.
@MainActor
@Suite("Overload resolution")
struct OverloadResolutionTests {
    @MainActor final class Calls {
        var lines: [String] = []
    }

    struct AllForms: View {
        let calls: Calls
        @State var value = 0
        var body: some View {
            Button("+") { value += 1 }
                // Legacy: one parameter, inferred and explicit.
                .onChange(of: value) { newValue in calls.lines.append("legacy \(newValue)") }
                .onChange(of: value) { (newValue: Int) in calls.lines.append("legacy typed \(newValue)") }
                // Modern: two parameters, inferred and explicit, with and without initial.
                .onChange(of: value) { oldValue, newValue in calls.lines.append("modern \(oldValue)→\(newValue)") }
                .onChange(of: value) { (oldValue: Int, newValue: Int) in calls.lines.append("modern typed \(oldValue)→\(newValue)") }
                .onChange(of: value, initial: true) { oldValue, newValue in calls.lines.append("modern initial \(oldValue)→\(newValue)") }
                // Modern: zero parameters, with and without initial.
                .onChange(of: value) { calls.lines.append("zero") }
                .onChange(of: value, initial: true) { calls.lines.append("zero initial") }
                // A stored closure of each shape.
                .onChange(of: value, perform: legacyAction)
                .onChange(of: value, modernAction)
        }

        @MainActor var legacyAction: (Int) -> Void { { calls.lines.append("stored legacy \($0)") } }
        @MainActor var modernAction: (Int, Int) -> Void { { calls.lines.append("stored modern \($0)→\($1)") } }
    }

    @Test func arityPicksTheAPI() throws {
        let calls = Calls()
        let host = ViewHost(testing: AllForms(calls: calls))
        #expect(calls.lines == ["modern initial 0→0", "zero initial"])
        calls.lines.removeAll()
        try host.tap("+")
        #expect(calls.lines == [
            "legacy 1", "legacy typed 1", "modern 0→1", "modern typed 0→1", "modern initial 0→1",
            "zero", "zero initial", "stored legacy 1", "stored modern 0→1",
        ])
    }

    // MARK: Which declaration, by import and trait

    /// The imports of a user's file.
    enum Imports: String, CaseIterable, CustomTestStringConvertible {
        case viewEngine = "import ViewEngine"
        case viewEngineAndCompat = "import ViewEngine, import OnChangeCompat"

        var testDescription: String { rawValue }

        /// A file with a two-parameter, a zero-parameter and a one-parameter action
        /// (lines 8, 9 and 10, column 14).
        var snippet: String {
            """
            import ViewEngine
            \(self == .viewEngineAndCompat ? "import OnChangeCompat" : "// no import OnChangeCompat")

            struct Counter: View {
                @State var count = 0
                var body: some View {
                    Button("+") { count += 1 }
                        .onChange(of: count) { oldValue, newValue in print(oldValue, newValue) }
                        .onChange(of: count, initial: true) { print("zero") }
                        .onChange(of: count) { newValue in print(newValue) }
                }
            }
            """
        }
    }

    /// Without `import OnChangeCompat` and without the trait, the engine's unavailable
    /// placeholder is the only modern declaration: the error names the module.
    static let placeholder = "'onChange(of:initial:_:)' is unavailable: add `import OnChangeCompat`: the modern "
        + "onChange(of:initial:_:) is there (or in ViewEngine built with the NativeOnChange trait)"
    /// With the trait, the shim tells what to do.
    static let shimDeprecated = "'onChange(of:initial:_:fileID:line:)' is deprecated: ViewEngine has its own "
        + "onChange(of:initial:_:) with the NativeOnChange trait: remove `import OnChangeCompat` and it takes over, "
        + "with your calls unchanged"
    /// With the trait, the legacy API is deprecated, as iOS 17 deprecated it.
    static let legacyDeprecated = "'onChange(of:perform:fileID:line:)' is deprecated: "
        + "Use `onChange` with a two or zero parameter action closure instead."

    /// What the compiler says about the snippet: which declaration each call picked.
    @Test(arguments: Imports.allCases)
    func theDeclarationACallPicks(_ imports: Imports) throws {
        let result = try Typechecker().typecheck(imports.snippet)
        let modern = ["8:14", "9:14"]
        switch imports {
#if NativeOnChange
        case .viewEngine:
            // The native one (no warning on the modern calls); the legacy one, deprecated.
            #expect(result.errors == [], "\(result.output)")
            #expect(Set(result.warnings) == ["10:14: \(Self.legacyDeprecated)"], "\(result.output)")
        case .viewEngineAndCompat:
            // The shim, which says to remove it (and forwards to the native one).
            #expect(result.errors == [], "\(result.output)")
            #expect(Set(result.warnings) == Set(modern.map { "\($0): \(Self.shimDeprecated)" } + ["10:14: \(Self.legacyDeprecated)"]),
                    "\(result.output)")
#else
        case .viewEngine:
            // The placeholder: an error naming the module; the legacy call compiles.
            #expect(result.errors == modern.map { "\($0): \(Self.placeholder)" }, "\(result.output)")
            #expect(result.status == 1)
        case .viewEngineAndCompat:
            // The shim, silently.
            #expect(result.errors == [], "\(result.output)")
            #expect(result.warnings == [], "\(result.output)")
#endif
        }
        if result.errors.isEmpty { #expect(result.status == 0, "\(result.output)") }
    }
}

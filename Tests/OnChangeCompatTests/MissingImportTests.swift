import Testing

/// A file that uses the modern `onChange(of:initial:_:)` but imports only `ViewEngine`
/// gets an error that names `import OnChangeCompat`, not one about closure arity; with
/// the `NativeOnChange` trait the same file compiles (the engine has its own). Compiles
/// a snippet with `swiftc -typecheck` against the modules of this build (about a second).
@Suite("Forgetting import OnChangeCompat names the module")
struct MissingImportTests {
    static let snippet = """
        import ViewEngine

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

    @Test func theCompilerSaysImportOnChangeCompat() throws {
        let result = try Typechecker().typecheck(Self.snippet)
#if NativeOnChange
        #expect(result.status == 0, "\(result.output)")
        #expect(result.errors == [])
#else
        let message = "'onChange(of:initial:_:)' is unavailable: add `import OnChangeCompat`: the modern "
            + "onChange(of:initial:_:) is there (or in ViewEngine built with the NativeOnChange trait)"
        // The two modern calls (lines 7 and 8) fail, naming the module; the legacy one (line 9) compiles.
        #expect(result.errors == ["7:14: \(message)", "8:14: \(message)"], "\(result.output)")
        #expect(result.status == 1)
#endif
    }
}

import Testing
@testable import PreviewServer

/// A failing build shows the compiler's errors with their file and line.
@Suite("Reload: a failed build's errors are shown with file and line")
struct CompilerErrorsTests {
    @Test func errorsAreReadOnceEachWithTheirPlace() {
        let output = """
            Building for debugging...
            /home/dev/App/Sources/App/ContentView.swift:12:9: error: cannot find 'cuont' in scope
             10 |     var body: some View {
             12 |         Text("\\(cuont)")
                |         `- error: cannot find 'cuont' in scope
            /home/dev/App/Sources/App/ContentView.swift:12:9: error: cannot find 'cuont' in scope
            /other/place/File.swift:3:1: error: expected declaration
            /home/dev/App/Sources/App/ContentView.swift:20:5: warning: variable 'x' was never used
            error: fatalError
            """
        #expect(CompilerErrors.parse(output, packagePath: "/home/dev/App") == [
            CompilerError(file: "Sources/App/ContentView.swift", line: 12, column: 9, message: "cannot find 'cuont' in scope"),
            CompilerError(file: "/other/place/File.swift", line: 3, column: 1, message: "expected declaration"),
            CompilerError(file: "", line: 0, column: 0, message: "fatalError"),
        ])
    }
}

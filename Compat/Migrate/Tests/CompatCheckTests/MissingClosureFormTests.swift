import Foundation
import Testing
@testable import CompatCheck

/// A call whose closure form the engine lacks (an app's `.animation(.easeIn) { content in
/// … }`, iOS 17's `animation(_:body:)`, against `animation(_:value:)` alone) fails with the
/// compiler's follow-on words, "type '(_) -> _' cannot conform to 'Equatable'": the check
/// names it as the missing name it is, the call with a closure, and takes the errors beside
/// it on its line for its consequences (issue 90, item 6: they were all "other").
@Suite("A missing closure form of a call is named as missing")
struct MissingClosureFormTests {
    /// `animation(_:body:)`: "Applies the given animation to all animatable values within
    /// the `body` closure." — a call of that form where only `animation(_:value:)` exists is
    /// "missing .animation { … }", and the closure's own error on the line is a follow-on.
    @Test func aClosureTakenForAValueIsAMissingClosureForm() throws {
        #expect(ErrorShapes.classify("type '(_) -> _' cannot conform to 'Equatable'") == (ErrorShapes.closureForValue, "Equatable"))
        #expect(ErrorShapes.classify("type 'Int' cannot conform to 'Equatable'").shape == "other")

        let source = """
            import SwiftUI
            struct Fade: View {
                @State var isActive = false
                var body: some View { Text("a").animation(.easeIn) { content in content.opacity(isActive ? 1 : 0) } }
            }
            """
        let fixture = try FixtureApp(["Demo/Fade.swift": source])
        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        var result = FileResult(app: "Demo", rel: "Demo/Fade.swift", view: true, status: .failed)
        let messages = [(37, "type '(_) -> _' cannot conform to 'Equatable'"),
                        (58, "cannot infer type of closure parameter 'content' without a type annotation")]
        result.errors = messages.map { column, message in
            let (shape, symbol) = ErrorShapes.classify(message)
            return CompilerDiagnostic(file: "Demo/Fade.swift", line: 4, column: column, message: message, shape: shape, symbol: symbol)
        }
        var results = ["Demo/Fade.swift": result]
        ErrorAttribution.attribute(app, &results, combineNames: [])
        let attributed = try #require(results["Demo/Fade.swift"])
        #expect(attributed.errors.map(\.shape) == ["missing member", "other"])
        #expect(attributed.errors.map(\.symbol).first == ".animation { … }")
        #expect(attributed.errors.map(\.cause) == [.engine, .cascade])
        #expect(Report.describe(attributed) == "failed    Demo/Demo/Fade.swift: missing .animation { … }; 1 follow-on error")
    }
}

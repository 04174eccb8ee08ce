import Foundation
import Testing

/// A target whose files import only Foundation compiles as on Apple's platforms when the
/// `FoundationImports` plugin is applied to it (`Model.swift` and this file import nothing
/// else), and the names it brings behave as Combine's, Observation's and URLSession's.
@Suite("FoundationImports plugin")
struct FoundationImportsTests {
    /// `Published`: "When the property changes, publishing occurs in the property's willSet
    /// block, meaning subscribers receive the new value before it's actually set on the
    /// property."
    @Test func publishedSendsInWillSet() {
        let model = Model()
        var seen: [String] = []
        let subscription = model.$x.sink { newValue in seen.append("\(newValue) (was \(model.x))") }
        model.x = 1
        model.x = 2
        #expect(seen == ["0 (was 0)", "1 (was 0)", "2 (was 1)"])
        subscription.cancel()
    }

    /// `ObservableObject.objectWillChange`: "A publisher that emits before the object has
    /// changed."
    @Test func objectWillChangeFiresBeforeTheChange() {
        let model = Model()
        var before: [Int] = []
        let subscription = model.objectWillChange.sink { _ in before.append(model.x) }
        model.x = 5
        #expect(before == [0])
        subscription.cancel()
    }

    /// `timeoutIntervalForRequest`: "The default value is 60." The shared session's
    /// configuration is the default one.
    @Test func urlSessionIsFoundations() {
        let request = request(for: "items.json", in: Model())
        #expect(request.timeoutInterval == 60)
        #expect(request.url?.absoluteString == "https://example.com/items.json")
    }

    /// `@Observable`: reads inside `withObservationTracking` are tracked, and a write calls
    /// `onChange` once.
    @Test func observableIsObservations() {
        let settings = Settings()
        nonisolated(unsafe) var changes = 0   // onChange runs synchronously, in the first write's willSet
        withObservationTracking { _ = settings.sortByName } onChange: { changes += 1 }
        settings.sortByName = false
        settings.sortByName = true
        #expect(changes == 1)
    }

    /// `PersonNameComponentsFormatter.Style.default`: the given and family names, "Thomas
    /// Clark" in Apple's example — in a file that imports only Foundation.
    @Test func foundationNamesCorelibsLacksCompile() {
        #expect(displayName(given: "Thomas", family: "Clark") == "Thomas Clark")
    }
}

import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A `@State` or a `@StateObject` is attached again before every evaluation of the body
/// that declares it, also when the parent hands the view (or the modifier) a new value,
/// whose properties were never attached: once its slot holds its box or object, attaching
/// it stores that object in the new value. Each keeps its box or object for the node's
/// lifetime, a `@State` inside a user's own `DynamicProperty` too, and writes through the
/// new value reach it.
@MainActor
@Suite("Attached state across new values")
struct AttachedStateTests {
    final class Store: ObservableObject {
        var writes = 0
        init(births: Births) { births.count += 1 }
    }

    /// Counts the stores made.
    final class Births: @unchecked Sendable {
        var count = 0
    }

    struct Ticks: DynamicProperty {
        @State var value = 0
    }

    struct Row: View {
        /// Changes at every evaluation of the parent: never the same input (Rules R12).
        let round: Int
        let births: Births
        @State var count = 0
        let ticks = Ticks()
        @StateObject var store: Store

        init(round: Int, births: Births) {
            self.round = round
            self.births = births
            _store = StateObject(wrappedValue: Store(births: births))
        }

        var body: some View {
            VStack {
                Text("round \(round): count \(count), ticks \(ticks.value), writes \(store.writes)")
                Button("count") {
                    count += 1
                    ticks.value += 1
                    store.writes += 1
                }
            }
        }
    }

    /// A custom modifier keeps its own `@State` and `@StateObject` the same way.
    struct Tally: ViewModifier {
        let round: Int
        let births: Births
        @State var taps = 0
        @StateObject var store: Store

        init(round: Int, births: Births) {
            self.round = round
            self.births = births
            _store = StateObject(wrappedValue: Store(births: births))
        }

        func body(content: Content) -> some View {
            VStack {
                content
                Text("tally \(round): taps \(taps), writes \(store.writes)")
                Button("tally") {
                    taps += 1
                    store.writes += 1
                }
            }
        }
    }

    struct Parent: View {
        let rowBirths: Births
        let tallyBirths: Births
        @State var round = 0
        var body: some View {
            VStack {
                Button("next") { round += 1 }
                Row(round: round, births: rowBirths)
                    .modifier(Tally(round: round, births: tallyBirths))
            }
        }
    }

    @Test func stateAndStateObjectsKeepTheirStorageWhenTheParentHandsANewValue() {
        let rowBirths = Births(), tallyBirths = Births()
        let host = TestHost(Parent(rowBirths: rowBirths, tallyBirths: tallyBirths))
        host.tap("count")
        host.tap("tally")
        host.tap("next")     // new values of the row and of the modifier: attached again
        host.tap("count")    // writes through the storage attached to the new values
        host.tap("tally")
        host.tap("next")
        let text = host.render()
        #expect(text.contains("Text \"round 2: count 2, ticks 2, writes 2\""), "\(text)")
        #expect(text.contains("Text \"tally 2: taps 2, writes 2\""), "\(text)")
        // Made once per identity, however many values the parent made.
        #expect(rowBirths.count == 1)
        #expect(tallyBirths.count == 1)
    }
}

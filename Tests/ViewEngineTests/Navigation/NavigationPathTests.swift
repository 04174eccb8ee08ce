import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `NavigationStack(path:)` with `NavigationLink(value:)` and `.navigationDestination`:
/// pushing appends to the bound path, `back()` removes the last value, writing the path
/// from code pushes and pops; `navigationDestination(isPresented:)` follows its binding.
@MainActor
@Suite("Navigation: paths and destinations")
struct NavigationPathTests {
    struct Flavor: View {
        let log: Log
        let value: Int
        @Binding var path: [Int]
        @State var tastes = 0
        var body: some View {
            VStack {
                Text("flavor \(value), tasted \(tastes)")
                Button("Taste \(value)") { tastes += 1 }
                NavigationLink("Next after \(value)", value: value + 1)
                Button("Pop to root") { path = [] }
                Button("Replace") { path = [1, 5] }
            }
            .onAppear { log("appear \(value)") }
            .onDisappear { log("disappear \(value)") }
        }
    }

    struct Flavors: View {
        let log: Log
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("One", value: 1)
                    NavigationLink("Words", value: "words")         // no destination for String
                    Button("Deep link") { path = [1, 2, 3] }
                }
                .navigationDestination(for: Int.self) { value in Flavor(log: log, value: value, path: $path) }
                .onAppear { log("appear root") }
                .onDisappear { log("disappear root") }
            }
            .onChange(of: path) { [path] newValue in log("path \(path) -> \(newValue)") }
        }
    }

    @Test func aValueLinkAppendsToTheBoundPathAndBackRemovesIt() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log))
        _ = log.take()
        host.tap("One")
        // The pushed view appears; onChange runs; the covered view's disappearance comes
        // last in the pass, as every disappearance does (Rules R13).
        #expect(log.take() == ["appear 1", "path [] -> [1]", "disappear root"])
        host.tap("Next after 1")
        #expect(log.take() == ["appear 2", "path [1] -> [1, 2]", "disappear 1"])
        host.back()
        #expect(log.take() == ["appear 1", "path [1, 2] -> [1]", "disappear 2"])
        #expect(host.render().hasPrefix("NavigationStack (pushed: 1)\n  VStack\n    Text \"flavor 1, tasted 0\""))
    }

    @Test func writingThePathFromCodePushesAndPops() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log))
        _ = log.take()
        host.tap("Deep link")
        // A deep link mounts every view of the path; only the last one appears.
        #expect(log.take() == ["appear 3", "path [] -> [1, 2, 3]", "disappear root"])
        #expect(host.render().contains(#"Text "flavor 3, tasted 0""#))
        host.back()
        #expect(log.take() == ["appear 2", "path [1, 2, 3] -> [1, 2]", "disappear 3"])
        host.tap("Taste 2")
        host.tap("Pop to root")
        #expect(log.take() == ["appear root", "path [1, 2] -> []", "disappear 2"])
        host.tap("Deep link")
        _ = log.take()
        host.tap("Replace")                    // pops 2 and 3, pushes 5: only 5 appears
        #expect(log.take() == ["appear 5", "path [1, 2, 3] -> [1, 5]", "disappear 3"])
        host.back()
        #expect(log.take() == ["appear 1", "path [1, 5] -> [1]", "disappear 5"])
    }

    @Test func pushedViewsBelowTheTopKeepTheirState() throws {
        let host = TestHost(Flavors(log: Log()))
        host.tap("One")
        host.tap("Taste 1")
        host.tap("Next after 1")
        host.tap("Taste 2")
        host.back()
        #expect(host.render().contains(#"Text "flavor 1, tasted 1""#))
        host.tap("Next after 1")                // a new view for 2: its state is new
        #expect(host.render().contains(#"Text "flavor 2, tasted 0""#))
    }

    @Test func aValueWithoutADestinationCannotBeActivated() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log), exhaustive: false)
        _ = log.take()
        host.tap("Words")
        #expect(host.diagnostics.map(\.message) == ["A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."])
        #expect(log.take() == [])
    }

    struct Erased: View {
        let log: Log
        @State var path = NavigationPath()
        @State var showsSettings = false
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Seven", value: 7)
                    NavigationLink("Mint", value: "mint")
                    Button("Settings") { showsSettings = true }
                }
                .navigationDestination(for: Int.self) { Text("number \($0)") }
                .navigationDestination(for: String.self) { Text("flavor \($0)") }
                .navigationDestination(isPresented: $showsSettings) { Text("settings") }
            }
            .onChange(of: path.count) { newValue in log("path count \(newValue)") }
            .onChange(of: showsSettings) { newValue in log("showsSettings \(newValue)") }
        }
    }

    @Test func aNavigationPathHoldsValuesOfAnyType() throws {
        let log = Log()
        let host = TestHost(Erased(log: log))
        host.tap("Seven")
        #expect(host.render().contains(#"Text "number 7""#))
        host.back()
        host.tap("Mint")
        #expect(host.render().contains(#"Text "flavor mint""#))
        host.back()
        #expect(log.take() == ["path count 1", "path count 0", "path count 1", "path count 0"])
    }

    @Test func anIsPresentedDestinationFollowsItsBindingAndBackWritesIt() throws {
        let log = Log()
        let host = TestHost(Erased(log: log))
        host.tap("Settings")
        #expect(log.take() == ["showsSettings true"])
        #expect(host.render() == "NavigationStack (pushed: 1)\n  Text \"settings\"")
        host.back()
        #expect(log.take() == ["showsSettings false"])
        #expect(host.render().hasPrefix("NavigationStack\n"))
    }
}

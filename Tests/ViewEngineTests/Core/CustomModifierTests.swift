import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A user's `ViewModifier`: its body wraps the content, it can hold state, and nested
/// modifiers of one type each wrap their own content.
@MainActor
@Suite("Custom modifiers")
struct CustomModifierTests {
    struct Boxed: ViewModifier {
        let name: String
        @State var taps = 0
        func body(content: Content) -> some View {
            VStack {
                Button("\(name) \(taps)") { taps += 1 }
                content
            }
        }
    }

    struct Screen: View {
        @State var value = 0
        var body: some View {
            Button("value \(value)") { value += 1 }
                .modifier(Boxed(name: "inner"))
                .modifier(Boxed(name: "outer"))
        }
    }

    @Test func nestedModifiersOfOneTypeWrapTheirOwnContent() throws {
        let host = TestHost(Screen())
        #expect(host.render() == """
            VStack
              Button "outer 0"
              VStack
                Button "inner 0"
                Button "value 0"
            """)
        host.tap("value 0")
        host.tap("inner 0")
        host.tap("outer 0")
        #expect(host.render() == """
            VStack
              Button "outer 1"
              VStack
                Button "inner 1"
                Button "value 1"
            """)
    }
}

import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R11: `Binding(get:set:)` composes — the seed's `didSet` and `conditionSet` —
/// and a `TextField` keeps its own editing buffer when its binding refuses a write.
@MainActor
struct BindingHooksTests {
    struct BindingVersion2: View {
        let log: Log
        @State var text = ""
        var body: some View {
            Form {
                TextField("text:", text: $text.didSet { log($0) })
            }
        }
    }

    @Test func didSetSeesEveryWrite() throws {
        let log = Log()
        let host = TestHost(BindingVersion2(log: log))
        host.type("hello", into: "text:")
        #expect(log.take() == ["h", "he", "hel", "hell", "hello"])
        host.type("hello", into: "text:")
        #expect(log.take() == ["h", "he", "hel", "hell", "hello"], "equal writes too: it is not onChange")
    }

    struct BindingVersion3: View {
        @State var text = ""
        var body: some View {
            Form {
                Text(text)
                TextField("text:", text: $text.conditionSet { text in
                    return text.count < 5
                })
            }
        }
    }

    @Test func refusedWriteLeavesTheTypedTextInTheField() throws {
        let host = TestHost(BindingVersion3())
        host.type("hello", into: "text:")
        #expect(host.render() == """
            Form
              Text "hell"
              TextField "text:" = "hello"
            """)
    }

    @Test func fieldFollowsItsBindingAgainWhenTheValueChanges() throws {
        let host = TestHost(BindingVersion3())
        host.type("hello", into: "text:")
        host.type("hi", into: "text:")
        #expect(host.render() == """
            Form
              Text "hi"
              TextField "text:" = "hi"
            """)
    }

    @Test func refusedWriteInvalidatesNothing() throws {
        struct Counting: View {
            let log: Log
            @State var text = "abcd"
            var body: some View {
                let _ = log("body")
                Text(text)
                TextField("text:", text: $text.conditionSet { $0.count < 5 })
            }
        }
        let log = Log()
        let host = TestHost(Counting(log: log))
        #expect(log.take() == ["body"])
        host.type("abcde", into: "text:")
        #expect(log.take() == ["body", "body", "body", "body"], "a, ab, abc and abcd change the value; abcde is refused")
    }

    struct Switch: View {
        @State var isOn = false
        var body: some View {
            Toggle("Lights", isOn: $isOn.conditionSet { _ in false })
        }
    }

    @Test func toggleShowsItsBindingWhenAWriteIsRefused() throws {
        let host = TestHost(Switch())
        host.toggle("Lights")
        #expect(host.render() == "Toggle \"Lights\" off")
    }

    @Test func hooksCompose() throws {
        struct Composed: View {
            let log: Log
            @State var text = ""
            var body: some View {
                TextField("text:", text: $text.conditionSet { $0.count < 3 }.didSet { log("set \($0)") })
            }
        }
        let log = Log()
        let host = TestHost(Composed(log: log))
        host.type("abcd", into: "text:")
        #expect(log.take() == ["set a", "set ab", "set abc", "set abcd"])
        #expect(host.render() == "TextField \"text:\" = \"abcd\"")
    }
}

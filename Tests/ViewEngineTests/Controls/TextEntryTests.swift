import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Text entry: `TextField(_:text:onEditingChanged:onCommit:)`, `SecureField`, `.onSubmit`
/// and `.submitScope`, driven by `type(_:into:)` and `submit(_:)`.
@MainActor
@Suite("Controls: text fields, SecureField and onSubmit")
struct TextEntryTests {
    struct Login: View {
        let log: Log
        @State var user = ""
        @State var password = ""
        @State var tags = ""
        var body: some View {
            Form {
                TextField("User", text: $user, onEditingChanged: { log("user editing \($0)") },
                          onCommit: { log("user commit") })
                    .onSubmit { log("user field onSubmit") }
                SecureField("Password", text: $password, onCommit: { log("password commit") })
                TextField("Tags", text: $tags)
                    .submitScope()
            }
            .onSubmit { log("form onSubmit \(user)/\(password)") }
            .onSubmit(of: .search) { log("never: no search field") }
            .onChange(of: password) { newValue in log("password \(newValue.count)") }
        }
    }

    @Test func typingBeginsEditingAndSubmittingCommitsSubmitsAndEnds() throws {
        let log = Log()
        let host = TestHost(Login(log: log))
        host.type("ada", into: "User")
        #expect(log.take() == ["user editing true"])
        host.submit("User")
        #expect(log.take() == ["user commit", "user field onSubmit", "form onSubmit ada/", "user editing false"])
    }

    @Test func typingIntoAnotherFieldEndsTheEditOfTheFirst() throws {
        let log = Log()
        let host = TestHost(Login(log: log))
        host.type("ada", into: "User")
        host.type("pw", into: "Password")
        #expect(log.take() == ["user editing true", "user editing false", "password 1", "password 2"])
        #expect(host.render().contains(#"SecureField "Password" = "••""#))
        host.submit("Password")
        #expect(log.take() == ["password commit", "form onSubmit ada/pw"])
    }

    @Test func aSubmitScopeKeepsTheSubmissionFromTheActionsAboveIt() throws {
        let log = Log()
        let host = TestHost(Login(log: log))
        host.submit("Tags")
        #expect(log.take() == [])
    }

    @Test func submittingAMissingFieldNamesTheFields() throws {
        let host = TestHost(Login(log: Log()))
        let error = try #require(throws: HostError.self) { try host.host.submit("Email") }
        #expect("\(error)" == #"HostError: no TextField titled "Email". TextFields on screen: "User", "Password", "Tags"."#)
    }
}

import ViewEngine

// Apple's documentation of `Group`: a modifier applied to a group applies to each of its
// members, and an `onAppear` on a group around `if isLoggedIn` "executes every time
// isLoggedIn changes". A `VStack` is one view: its modifiers run once (Rules R19).
struct GroupModifiers: View {
    @State var isLoggedIn = false
    @State var count = 0
    var body: some View {
        VStack {
            Button("log in or out") { isLoggedIn.toggle() }
            Button("count") { count += 1 }
            Group {
                if isLoggedIn {
                    Text("Welcome")
                } else {
                    Text("Sign in")
                    Text("Register")
                }
            }
            .onAppear { print("Group: onAppear") }
            .onChange(of: count) { newValue in print("Group: onChange \(newValue)") }
            VStack {
                if isLoggedIn {
                    Text("Welcome")
                } else {
                    Text("Sign in")
                    Text("Register")
                }
            }
            .onAppear { print("VStack: onAppear") }
            .onChange(of: count) { newValue in print("VStack: onChange \(newValue)") }
        }
    }
}

extension Scenarios {
    static let groupModifiers = Scenario(
        "GroupModifiers", article: "SwiftUI documentation: Group",
        summary: "A Group's modifiers apply to each member; a VStack's apply once"
    ) { lab in
        let host = lab.host(GroupModifiers())
        try lab.tap("count", in: host)
        try lab.tap("log in or out", in: host)
        try lab.tap("count", in: host)
        try lab.tap("log in or out", in: host)
    }
}

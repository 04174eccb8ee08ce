/// What a path value without a matching `navigationDestination` shows.
struct MissingDestination: View {
    let value: AnyHashable
    var body: some View { Text("(no navigationDestination for \(type(of: value.base)))") }
}

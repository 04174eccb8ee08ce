import ViewEngine

// Calls the tool must not touch.

/// Not a view: a type of its own with a method named onChange(of:perform:).
final class Recorder {
    func onChange(of value: Int, perform action: (Int) -> Void) { action(value) }
}

struct Screen: View {
    @State var count = 0
    let recorder = Recorder()

    var body: some View {
        Button("+") {
            count += 1
            recorder.onChange(of: count) { value in print(value) }      // a Recorder
            Recorder().onChange(of: count) { value in print(value) }    // a Recorder
        }
        // already modern: two-parameter, zero-parameter, initial:
        .onChange(of: count) { oldValue, newValue in print(oldValue, newValue) }
        .onChange(of: count) { print("changed") }
        .onChange(of: count, initial: true) { _, newValue in print(newValue) }
        // another API's labels
        .onChange(value: count) { value in print(value) }
        // text that only looks like a call: ".onChange(of: count) { value in }"
        .accessibilityHint(".onChange(of: count) { value in print(value) }")
    }
}

extension View {
    /// A modifier of the app's own with other labels.
    func onChange(value: Int, perform action: @escaping (Int) -> Void) -> some View { self }
    func accessibilityHint(_ text: String) -> some View { self }
}

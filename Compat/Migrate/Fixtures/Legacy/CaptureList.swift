import FixtureTranscript
import ViewEngine

/// The capture-list idiom for the old value, in its three spellings: `[t]`,
/// `[previous = t]`, and `[data]` for `data.t`. The first also writes its own value, so
/// the loop cut-off (R7) is part of the transcript.
public struct CaptureList: View {
    @State var t = 0
    @State var data = Reading()

    /// The fixture.
    public init() {}

    /// Two buttons and their observers.
    public var body: some View {
        VStack {
            Button("change") { t += 1 }
                .onChange(of: t) { [t] newValue in
                    record("old:\(t) new:\(newValue)")
                    self.t += 1
                }
                .onChange(of: t) { [previous = t] newValue in
                    record("renamed old:\(previous) new:\(newValue)")
                }
            Button("data") {
                data.t += 2
                data.note = "tapped"
            }
            .onChange(of: data.t) { [data] newValue in
                record("data.t old:\(data.t) new:\(newValue)")
            }
        }
    }
}

/// A value the fixture observes a member of.
public struct Reading: Equatable {
    var t = 0
    var note = ""
}

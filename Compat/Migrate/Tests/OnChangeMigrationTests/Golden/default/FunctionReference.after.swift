import ViewEngine
import OnChangeCompat

func log(_ value: Int) { print(value) }
func save(count: Int) { print(count) }

enum Analytics {
    static func track(_ value: Int) { print(value) }
}

// perform: with a function reference, and with a closure argument.
struct Handlers: View {
    @State var count = 0

    var body: some View {
        Button("+") { count += 1 }
            .onChange(of: count) { _, newValue in log(newValue) }
            .onChange(of: count) { _, newValue in save(count: newValue) }
            .onChange(of: count) { _, newValue in save(count: newValue) }
            .onChange(of: count) { _, newValue in Analytics.track(newValue) }
            .onChange(of: count) { _, newValue in
                print(newValue)
            }
            .onChange(of: count, perform: report)        // a method: runs on the previous view
            .onChange(of: count, perform: makeHandler())  // not a reference
    }

    func report(_ value: Int) { print(value) }
    func makeHandler() -> (Int) -> Void { { print($0) } }
}

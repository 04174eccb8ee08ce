import Synchronization
import ViewEngineMacros

// Environment entries as SwiftUI apps declare them; EntryTests reads and writes them.

extension EnvironmentValues {
    @Entry var accent: Color = .blue
    @Entry var isCompact = false
    @Entry var selection: String?
    @Entry public var pageSize: Int = 20
    @Entry var stamp: Int = Stamps.next()
}

/// Counts the evaluations of a default value.
enum Stamps {
    static let count = Atomic(0)
    static func next() -> Int {
        count.add(1, ordering: .relaxed).newValue
    }
}

/// Shows the entries it reads.
struct Palette: View {
    @Environment(\.accent) private var accent
    @Environment(\.isCompact) private var isCompact
    @Environment(\.selection) private var selection

    var body: some View {
        VStack {
            Text("accent \(accent)")
            Text(isCompact ? "compact" : "regular")
            Text("selection \(selection ?? "none")")
        }
    }
}

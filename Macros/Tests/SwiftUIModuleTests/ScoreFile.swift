// A view file of an app whose deployment target is iOS 17: it imports SwiftUI and nothing
// else, and uses `onChange(of:initial:_:)` in both its closure forms, as Apple's SwiftUI
// gives it there. That this target compiles is half the test (without `OnChangeCompat`
// re-exported by the `SwiftUI` module, neither closure matches an `onChange`).
import SwiftUI

/// What the actions of the views below saw, in order.
@MainActor final class ScoreLog {
    var lines: [String] = []
}

/// A score with the two-parameter closure: each change is logged as `old → new`.
/// "Same" writes the value the score already has; "Note" re-evaluates the body with the
/// score unchanged.
struct OldAndNewScoreView: View {
    let log: ScoreLog
    let initial: Bool
    @State private var score = 0
    @State private var note = ""

    var body: some View {
        VStack {
            Text("score: \(score)\(note)")
            Button("Point") { score += 1 }
            Button("Same") { score = score }
            Button("Note") { note += "!" }
        }
        .onChange(of: score, initial: initial) { oldValue, newValue in
            log.lines.append("\(oldValue) → \(newValue)")
        }
    }
}

/// The same score with the zero-parameter closure, which reads the score itself.
struct ScoreOnlyView: View {
    let log: ScoreLog
    let initial: Bool
    @State private var score = 0
    @State private var note = ""

    var body: some View {
        VStack {
            Text("score: \(score)\(note)")
            Button("Point") { score += 1 }
            Button("Same") { score = score }
            Button("Note") { note += "!" }
        }
        .onChange(of: score, initial: initial) {
            log.lines.append("score \(score)")
        }
    }
}

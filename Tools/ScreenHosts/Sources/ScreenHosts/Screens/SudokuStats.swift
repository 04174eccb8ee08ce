import ViewEngine

/// rckim77/Sudoku's `StatsView`, as its test hosts it (a hosting controller at the phone's
/// size, no navigation container, so the title is not shown): a `List` in a rounded
/// headline font of the total games completed and a Difficulty section, all zero (no
/// fastest time stored), over the app's full background colour.
let sudokuStats = HostedScreen(
    "sudoku-stats",
    origin: "rckim77/Sudoku Sudoku/Stats/StatsView.swift, Stats/StatsRow.swift, Shared/View Modifiers/FullBackgroundStyle.swift; "
        + "StatsViewTests; the stored counts' defaults as literals; the dynamicBackground asset colour at its light value (the row is light)"
) {
    SudokuStatsView()
}

/// The stats list.
private struct SudokuStatsView: View {
    var body: some View {
        List {
            SudokuStatsRow(title: "Total games completed", value: "0")
            Section("Difficulty") {
                SudokuStatsRow(title: "Easy", value: "0")
                SudokuStatsRow(title: "Medium", value: "0")
                SudokuStatsRow(title: "Hard", value: "0")
            }
        }
        .font(Font.system(.headline, design: .rounded))
        .modifier(SudokuFullBackground(color: .white))
        .navigationTitle("Stats")
        .navigationBarTitleDisplayMode(.large)
    }
}

/// The app's `StatsRow`: a title and its value at the trailing edge.
private struct SudokuStatsRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .tint(Color("dynamicDarkGray"))
        }
    }
}

/// The app's `FullBackgroundStyle`: a colour under the content, past the safe area.
private struct SudokuFullBackground: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        ZStack {
            color
                .edgesIgnoringSafeArea(.all)
            content
        }
    }
}

import Foundation
import Testing
@testable import ScreenHosts

/// The pairs file lists every row whose engine picture is in the output folder, whoever
/// drew it: a run with `--only` keeps the pairs an earlier full run drew.
@Suite("The score pairs: every row whose picture is drawn")
struct ScorePairsTests {
    private let table = """
        name\tset\trepository\tcommit\tpicture\tsources\tdevice\twindow\tscale\tios\tios_evidence\tappearance\tkind\tbar\tshows\thost_top\ttext_size
        a-light\tios17-18\to/r\tc\tp.png\ts\td\t390x844\t3\t18\te\tlight\tlist\tinline\tx\t47\tmedium
        a-dark\tios17-18\to/r\tc\tp.png\ts\td\t390x844\t3\t18\te\tdark\tlist\tinline\tx\t47\tmedium
        a26-light\tios26-control\to/r\tc\tp.png\ts\td\t402x874\t3\t26\te\tlight\tlist\tinline\tx\t-\tmedium
        """

    @Test("Rows with a picture in the folder, in the table's order; a control expected to fail")
    func rowsWithAPictureAreListed() throws {
        let rows = ScreenRow.rows(fromTable: table).rows
        let drawn: Set<String> = ["a26-light.png", "a-light.png"]
        let text = ScorePairs.table(rows: rows, references: URL(fileURLWithPath: "/refs")) { drawn.contains($0) }
        #expect(text == """
            name\treference\tours\twindow\tscale\tours scale\texpect
            a-light\t/refs/a-light/reference.png\ta-light.png\t390x844\t3\t3\tpass
            a26-light\t/refs/a26-light/reference.png\ta26-light.png\t402x874\t3\t3\tfail

            """)
    }

    @Test("Nothing drawn: the heading alone")
    func nothingDrawnIsTheHeading() {
        let rows = ScreenRow.rows(fromTable: table).rows
        #expect(ScorePairs.table(rows: rows, references: URL(fileURLWithPath: "/refs")) { _ in false } == ScorePairs.heading + "\n")
    }
}

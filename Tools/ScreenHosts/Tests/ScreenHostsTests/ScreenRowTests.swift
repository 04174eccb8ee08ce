import Testing
@testable import ScreenHosts

/// The rows table is read by its heading's names, and a bad line is named, not dropped silently.
@Suite("Rows of the reference set")
struct ScreenRowTests {
    static let heading = "name\tset\twindow\tscale\tappearance\thost_top\ttext_size"

    @Test("A row's window, scale, appearance, top and text size are read from its columns")
    func aRowIsReadByItsColumns() {
        let (rows, errors) = ScreenRow.rows(fromTable: Self.heading + "\nha-privacy-dark\tios17-18\t390x844\t3\tdark\t54 (app-hosted)\tmedium (traits)\n")
        #expect(errors.isEmpty)
        #expect(rows == [ScreenRow(name: "ha-privacy-dark", set: "ios17-18", width: 390, height: 844, scale: 3,
                                   isDark: true, hostTop: 54, textSize: "medium")])
    }

    @Test("A row draws its view's screen: the name without its appearance and without the iOS 26 mark")
    func aRowDrawsItsViewsScreen() {
        let (rows, _) = ScreenRow.rows(fromTable: Self.heading + """

            ha-privacy-light\tios17-18\t390x844\t3\tlight\t54\tmedium
            ha26-privacy-dark\tios26-control\t390x844\t3\tdark\t-\tmedium
            spezi-list-row\tios17-18\t390x844\t3\tlight\t47\tmedium
            """)
        #expect(rows.map(\.screenName) == ["ha-privacy", "ha-privacy", "spezi-list-row"])
        #expect(rows.map(\.isControl) == [false, true, false])
        #expect(rows[1].hostTop == nil)
        #expect(ScreenDrawing.hostTop(of: rows[1], among: rows) == 54)
    }

    @Test("A bad line is named with what is wrong, and the next line is still read")
    func aBadLineIsNamed() {
        let (rows, errors) = ScreenRow.rows(fromTable: Self.heading + """

            wide\tios17-18\t390 by 844\t3\tlight\t47\tmedium
            shade\tios17-18\t390x844\t3\tsepia\t47\tmedium
            fine\tios17-18\t390x844\t3\tlight\t47\tlarge
            """)
        #expect(rows.map(\.name) == ["fine"])
        #expect(errors.map(\.description) == [
            "line 2 (wide): window \"390 by 844\" is not WIDTHxHEIGHT in points",
            "line 3 (shade): appearance \"sepia\" is neither light nor dark",
        ])
    }

    @Test("A heading without a needed column is an error naming it")
    func aHeadingWithoutAColumnIsNamed() {
        let (rows, errors) = ScreenRow.rows(fromTable: "name\twindow\nx\t390x844\n")
        #expect(rows.isEmpty)
        #expect(errors.map(\.description) == ["line 1: the heading has no column set, scale, appearance, host_top, text_size (it has name, window)"])
    }
}

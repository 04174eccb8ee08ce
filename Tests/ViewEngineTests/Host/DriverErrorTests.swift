import Testing
import ViewEngine

/// A driver call that misses its control says what exists, briefly, and what was meant:
/// the list stops at `HostError.listedTitlesLimit` titles, and near titles are suggested.
@MainActor
@Suite("Driver errors name what exists")
struct DriverErrorTests {
    struct Counter: View {
        var body: some View {
            VStack {
                Button("plus") {}
                Button("minus") {}
                Button("reset") {}.disabled(true)
            }
        }
    }

    struct Rows: View {
        let count: Int
        var body: some View {
            VStack {
                Button("plus") {}
                ForEach(0..<count) { index in Button("row \(index)") {} }
            }
        }
    }

    private func message(_ drive: () throws -> Void) -> String {
        do {
            try drive()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func aCaseSlipSuggestsTheTitle() {
        let host = ViewHost(testing: Counter())
        #expect(message { try host.tap("Plus") }
            == #"HostError: no Button titled "Plus". Did you mean "plus"? Buttons on screen: "plus", "minus", "reset"."#)
    }

    @Test func aTypingSlipSuggestsTheTitle() {
        let host = ViewHost(testing: Counter())
        #expect(message { try host.tap("mnius") }   // two letters swapped: one edit
            == #"HostError: no Button titled "mnius". Did you mean "minus"? Buttons on screen: "plus", "minus", "reset"."#)
        #expect(message { try host.tap("rest") }
            == #"HostError: no Button titled "rest". Did you mean "reset"? Buttons on screen: "plus", "minus", "reset"."#)
    }

    /// A title with an invisible or look-alike character — the narrow no-break space (U+202F)
    /// a formatted time puts before "AM" — is written escaped, as Swift writes it, so the
    /// title asked for and the one on screen do not read alike (issue 90: the two strings
    /// of a failing `contains` looked identical). A typed space is one edit away: the title
    /// is suggested.
    @Test func anInvisibleCharacterIsWrittenEscaped() {
        let host = ViewHost(testing: VStack { Button("11:01\u{202F}AM") {}; Button("Tab\tStop") {} })
        #expect(message { try host.tap("11:01 AM") }
            == #"HostError: no Button titled "11:01 AM". Did you mean "11:01\u{202F}AM"? Buttons on screen: "11:01\u{202F}AM", "Tab\u{9}Stop"."#)
    }

    @Test func aFarTitleSuggestsNothing() {
        let host = ViewHost(testing: Counter())
        #expect(message { try host.tap("save") }
            == #"HostError: no Button titled "save". Buttons on screen: "plus", "minus", "reset"."#)
        // One or two characters get case slips only: "m" is one edit from nothing useful.
        #expect(message { try host.tap("m") }
            == #"HostError: no Button titled "m". Buttons on screen: "plus", "minus", "reset"."#)
    }

    @Test func suggestionsAreNearestFirstThenInTreeOrderAtMostThree() throws {
        let host = ViewHost(testing: Rows(count: 30))
        let error = try #require(throws: HostError.self) { try host.tap("row 2x") }
        // "row 2" (a deletion) and "row 20" ... "row 29" (a substitution) are one edit
        // away, "row 0", "row 1", ... two: the first three at distance one, in tree order.
        #expect(error.suggestions == ["row 2", "row 20", "row 21"])
        #expect(message { try host.tap("ROW 7") }.hasPrefix(#"HostError: no Button titled "ROW 7". Did you mean "row 7", "row 0" or "row 1"?"#))
    }

    @Test func aHundredThousandRowsListTwentyTitlesAndCountTheRest() throws {
        let host = ViewHost(testing: Rows(count: 100_000))
        let error = try #require(throws: HostError.self) { try host.tap("Plus") }
        #expect(error.availableCount == 100_001)
        #expect(error.availableTitles == ["plus"] + (0..<19).map { "row \($0)" })
        #expect(error.suggestions == ["plus"])
        #expect("\(error)" == """
            HostError: no Button titled "Plus". Did you mean "plus"? Buttons on screen: "plus", \
            "row 0", "row 1", "row 2", "row 3", "row 4", "row 5", "row 6", "row 7", "row 8", "row 9", \
            "row 10", "row 11", "row 12", "row 13", "row 14", "row 15", "row 16", "row 17", "row 18", \
            and 99981 more.
            """)
    }

    @Test func anAmbiguousOrDisabledControlSuggestsNothing() throws {
        let host = ViewHost(testing: Counter())
        let disabled = try #require(throws: HostError.self) { try host.tap("reset") }
        #expect(disabled.suggestions == [])
        #expect("\(disabled)" == #"HostError: the Button titled "reset" is disabled. Buttons on screen: "plus", "minus", "reset"."#)
    }

    @Test func aHandMadeErrorCapsItsListToo() {
        let error = HostError(control: "Toggle", title: "x", reason: .notFound,
                              availableTitles: (1...25).map { "t\($0)" })
        #expect(error.availableCount == 25)
        #expect("\(error)".hasSuffix(#""t19", "t20", and 5 more."#))
    }
}

import Testing
import ViewEngine

/// `Spacer(minLength:)`: "The minimum length this spacer can be shrunk to, along the axis
/// or axes of expansion." The engine has no geometry: it keeps the length and shows it.
@MainActor
@Suite("Display: spacers")
struct SpacerTests {
    @Test func aGivenMinimumLengthIsShownAndTheDefaultIsNot() {
        let host = ViewHost(testing: HStack { Text("Total"); Spacer(minLength: 8); Spacer(); Spacer(minLength: 0.5) })
        #expect(host.render() == """
            HStack
              Text "Total"
              Spacer minLength: 8
              Spacer
              Spacer minLength: 0.5
            """)
        #expect(Spacer(minLength: 8).minLength == 8)
        #expect(Spacer().minLength == nil)
    }
}

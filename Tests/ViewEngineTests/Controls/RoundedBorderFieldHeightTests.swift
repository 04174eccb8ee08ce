import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `.roundedBorder` text field is 34 points high whatever its font's size, its text
/// centred in it (Measures §5 "Rounded border text field"), not its line with a fixed
/// inset above and below.
@MainActor
@Suite("Rounded border text field: a fixed height, not an inset")
struct RoundedBorderFieldHeightTests {
    /// A rounded-border field in `font` at `size`, alone in a stack.
    struct Field: View {
        var font: Font
        var size: DynamicTypeSize
        var body: some View {
            VStack {
                TextField("E-Mail Address", text: .constant(""))
                    .textFieldStyle(.roundedBorder)
                    .font(font)
            }
            .dynamicTypeSize(size)
        }
    }

    /// Measured on iOS 17, issue 85: SpeziAccount's login form draws its two
    /// `.roundedBorder` fields in `.title3` at the medium size (19 points, a 22.67-point
    /// line) 34 points high — 5.67 above and below the line, where a 7-point inset gives
    /// 36.67.
    @Test func aTitle3FieldAtTheMediumSizeIs34High() throws {
        let host = ViewHost(testing: Field(font: .title3, size: .medium))
        #expect(try host.frame(of: "E-Mail Address").height == 34)
    }

    /// In body text (a 20.33-point line) the field is the same 34 points: the height
    /// does not follow the font.
    @Test func aBodyFieldIs34HighToo() throws {
        let host = ViewHost(testing: Field(font: .body, size: .large))
        #expect(try host.frame(of: "E-Mail Address").height == 34)
    }
}

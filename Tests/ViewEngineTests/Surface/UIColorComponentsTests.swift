import Foundation
import Testing
import ViewEngine
import TestSupport

/// What a UIKit color's components are, as SwiftUI code reads them through
/// `UIColor(color).cgColor.components` and `getRed(_:green:blue:alpha:)` (a hex string, a
/// luminance): the values UIKit's documentation gives its fixed colors, the Human Interface
/// Guidelines' light values of the system colors, and the components a color was made of.
@Suite("Surface: a UIColor's components")
struct UIColorComponentsTests {
    /// The components rounded to 3 places, as a comparison of 8-bit values wants them.
    static func rounded(_ components: [CGFloat]?) -> [Double]? {
        components?.map { (Double($0) * 1000).rounded() / 1000 }
    }

    // UIKit: `red` is "a color object in the sRGB color space whose RGB values are 1.0, 0.0,
    // and 0.0, and whose alpha value is 1.0"; `gray` has "a grayscale value of 0.5";
    // `orange` is 1.0, 0.5, 0.0; `purple` 0.5, 0.0, 0.5; `brown` 0.6, 0.4, 0.2.
    @Test func theFixedColorsHaveTheValuesUIKitDocuments() {
        #expect(Self.rounded(UIColor.red.cgColor.components) == [1, 0, 0, 1])
        #expect(Self.rounded(UIColor.blue.cgColor.components) == [0, 0, 1, 1])
        #expect(Self.rounded(UIColor.orange.cgColor.components) == [1, 0.502, 0, 1])
        #expect(Self.rounded(UIColor.purple.cgColor.components) == [0.502, 0, 0.502, 1])
        #expect(Self.rounded(UIColor.brown.cgColor.components) == [0.6, 0.4, 0.2, 1])
        #expect(Self.rounded(UIColor.gray.cgColor.components) == [0.502, 0.502, 0.502, 1])
        #expect(Self.rounded(UIColor.black.cgColor.components) == [0, 1])
        #expect(Self.rounded(UIColor.clear.cgColor.components) == [0, 0])
        // UIKit's red is not SwiftUI's adaptive red (the system red).
        #expect(UIColor.red != UIColor(Color.red))
    }

    // The HIG's system colors, iOS light: systemBlue 0, 122, 255; systemRed 255, 59, 48;
    // SwiftUI's `Color.red` "A context-dependent red color" is the system red.
    @Test func theSystemColorsTakeTheirLightValues() {
        #expect(Self.rounded(UIColor.systemBlue.cgColor.components) == [0, 0.478, 1, 1])
        #expect(Self.rounded(UIColor(Color.red).cgColor.components) == [1, 0.231, 0.188, 1])
        #expect(Self.rounded(UIColor.secondaryLabel.cgColor.components) == [0.235, 0.235, 0.263, 0.6])
        #expect(Self.rounded(UIColor.systemBlue.withAlphaComponent(0.5).cgColor.components) == [0, 0.478, 1, 0.5])
    }

    // "Returns true if the color could be converted, false otherwise"; each pointer may be nil.
    @Test func getRedReadsTheComponentsOfAColorMadeOfThem() {
        let color = UIColor(Color(red: 0.2, green: 0.4, blue: 0.6))
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(Self.rounded([red, green, blue, alpha]) == [0.2, 0.4, 0.6, 1])
        var onlyGreen: CGFloat = 0
        #expect(UIColor.white.getRed(nil, green: &onlyGreen, blue: nil, alpha: nil) && onlyGreen == 1)
    }

    @Test func getHueAndGetWhiteConvertTheSameComponents() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.blue.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(Self.rounded([hue, saturation, brightness, alpha]) == [0.667, 1, 1, 1])
        var white: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && Self.rounded([white]) == [0.502])
    }

    // An asset catalog's color has no values here: no components, and `getRed` says it
    // could not convert, leaving the variables as they were.
    @Test func aColorWithoutKnownValuesHasNoComponents() {
        let brand = UIColor(named: "BrandColor")!
        #expect(brand.cgColor.components == nil)
        var red: CGFloat = 7
        #expect(brand.getRed(&red, green: nil, blue: nil, alpha: nil) == false && red == 7)
    }
}

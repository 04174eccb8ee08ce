import Foundation
import Testing
import ViewEngine
import TestSupport

/// `UIColor(dynamicProvider:)`: "Creates a color object that uses the specified block to
/// generate its color data dynamically", and "the system calls this block when resolving the
/// color for a given trait collection". Here the block is asked once per appearance when the
/// color is made; a picture paints the one of its host's color scheme.
@MainActor
@Suite("UIKit: a color with a dynamic provider")
struct UIColorDynamicProviderTests {
    /// #CC3366 in light mode; UIKit's teal in dark (#40C8E0).
    static let card = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemTeal : UIColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1)
    }

    static func picture(_ view: some View, scheme: ColorScheme) -> String {
        var configuration = HostConfiguration()
        configuration.echoesDiagnosticsToStandardError = false
        configuration.colorScheme = scheme
        return ViewHost(testing: view, configuration: configuration).snapshot()
    }

    @Test func aPicturePaintsTheProvidersColorForItsColorScheme() {
        let light = Self.picture(Color(uiColor: Self.card), scheme: .light)
        let dark = Self.picture(Color(uiColor: Self.card), scheme: .dark)
        #expect(light.contains("fill=\"#CC3366\"") && !light.contains("fill=\"#40C8E0\""))
        #expect(dark.contains("fill=\"#40C8E0\"") && !dark.contains("fill=\"#CC3366\""))
        // The color is titled by its name, which holds both.
        #expect(dark.contains("data-title=\"appearance(light: #CC3366, dark: systemTeal)\""))
        let faded = Self.picture(Rectangle().fill(Color(uiColor: Self.card).opacity(0.5)), scheme: .dark)
        #expect(faded.contains("fill=\"#40C8E0\" fill-opacity=\"0.5\""))
    }

    @Test func theSameHostRepaintsWhenItsColorSchemeChanges() {
        let host = ViewHost(testing: Rectangle().fill(Color(uiColor: Self.card)))
        #expect(host.snapshot().contains("fill=\"#CC3366\""))
        host.colorScheme = .dark
        #expect(host.snapshot().contains("fill=\"#40C8E0\""))
    }

    /// `resolvedColor(with:)`: "Returns the version of the current color that results from
    /// the specified traits." A color without a provider is itself in any traits.
    @Test func resolvedColorIsTheProvidersChoiceForTheTraits() {
        #expect(Self.card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .systemTeal)
        #expect(Self.card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0.8, green: 0.2, blue: 0.4, alpha: 1))
        #expect(Self.card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified)).description == "#CC3366")
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .label)
    }

    @Test func theProviderIsAskedForEachAppearanceOnce() {
        var asked: [String] = []
        let color = UIColor { traits in
            asked.append(traits.userInterfaceStyle == .dark ? "dark" : "light")
            return .label
        }
        #expect(asked == ["light", "dark"])
        // The same color in both appearances is that color, by its own name.
        #expect(color == .label && color.description == "label")
    }

    /// A provider may return a dynamic color or a faded one: each appearance keeps its own.
    @Test func aProviderMayReturnAnotherDynamicColor() {
        let nested = UIColor { traits in traits.userInterfaceStyle == .dark ? Self.card.withAlphaComponent(0.5) : Self.card }
        #expect(Self.picture(Color(uiColor: nested), scheme: .dark).contains("fill=\"#40C8E0\" fill-opacity=\"0.5\""))
        #expect(Self.picture(Color(uiColor: nested), scheme: .light).contains("fill=\"#CC3366\""))
    }

    // UIColor conforms to NSSecureCoding, as UIKit declares it — a Core Data value
    // transformer archives a color with NSKeyedArchiver and reads it back with
    // `unarchivedObject(ofClass:from:)`, which requires an NSObject that is NSCoding.
    @Test func aColorArchivesAndComesBackEqual() throws {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(back == color && back.hash == color.hash)
        #expect(back.description == color.description)
        #expect(UIColor.systemBlue != UIColor.systemRed && Set([UIColor.label, .label]).count == 1)
    }
}

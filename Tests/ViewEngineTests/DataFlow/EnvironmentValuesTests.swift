import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// SwiftUI's built-in environment values (DataFlow/Environment/EnvironmentValues+*.swift):
/// their defaults on an iPhone, the host setting them for the whole tree, and the
/// modifiers that set them for a subtree (Rules R16).
@MainActor
@Suite("Environment values: defaults, the host's settings, the modifiers that set them")
struct EnvironmentValuesTests {
    struct Device: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        @Environment(\.sizeCategory) var sizeCategory
        @Environment(\.layoutDirection) var layoutDirection
        @Environment(\.displayScale) var displayScale
        @Environment(\.pixelLength) var pixelLength
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilityPlayAnimatedImages) var playAnimatedImages
        @Environment(\.legibilityWeight) var legibilityWeight
        @Environment(\.isFocused) var isFocused
        @Environment(\.supportsMultipleWindows) var supportsMultipleWindows
        var body: some View {
            Text("\(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil") \(dynamicTypeSize) \(sizeCategory) \(layoutDirection)")
            Text("scale \(Int(displayScale)), pixel \(pixelLength == 1.0 / 3 ? "1/3" : "other"), \(contrast)")
            Text("motion \(reduceMotion), voiceOver \(voiceOver), animatedImages \(playAnimatedImages), \(legibilityWeight.map { "\($0)" } ?? "nil")")
            Text("focused \(isFocused), windows \(supportsMultipleWindows)")
        }
    }

    /// Apple, `EnvironmentValues`: "SwiftUI automatically sets or updates many environment
    /// values, like pixelLength, scenePhase, or locale, based on device characteristics,
    /// system state, or user settings." The host is an iPhone in portrait with the user's
    /// settings at their defaults: compact width, regular height, the `large` text size
    /// ("The default value is device-dependent"), a 3x display.
    @Test func theDefaultsAreAnIPhonesInPortrait() {
        let host = TestHost(Device())
        #expect(host.render() == """
            Text "compact regular large large leftToRight"
            Text "scale 3, pixel 1/3, standard"
            Text "motion false, voiceOver false, animatedImages true, regular"
            Text "focused false, windows false"
            """)
    }

    struct SizeClassReader: View {
        let log: Log
        let name: String
        @Environment(\.horizontalSizeClass) var horizontalSizeClass
        var body: some View {
            let _ = log("\(name) body")
            Text(horizontalSizeClass == .regular ? "\(name): sidebar" : "\(name): stack")
                .onChange(of: horizontalSizeClass) { log("\(name) onChange \($0.map { "\($0)" } ?? "nil")") }
        }
    }

    struct Bystander: View {
        let log: Log
        var body: some View {
            let _ = log("bystander body")
            Text("bystander")
        }
    }

    struct Layout: View {
        let log: Log
        var body: some View {
            VStack {
                SizeClassReader(log: log, name: "root")
                SizeClassReader(log: log, name: "pinned").environment(\.horizontalSizeClass, .compact)
                Bystander(log: log)
            }
        }
    }

    /// Rules R16: a value the host sets for the whole tree re-evaluates its readers, and
    /// only them, when it changes; a value set again unchanged re-evaluates nothing; an
    /// `.environment(_:_:)` below keeps its subtree's own value.
    @Test func theHostSetsAValueForTheWholeTreeAndItsReadersFollow() {
        let log = Log()
        var configuration = HostConfiguration()
        configuration.setEnvironment(\.horizontalSizeClass, .regular)
        let host = ViewHost(testing: Layout(log: log), configuration: configuration)
        #expect(log.take() == ["root body", "pinned body", "bystander body"])
        #expect(host.render().contains(#"Text "root: sidebar""#))
        #expect(host.render().contains(#"Text "pinned: stack""#))

        host.setEnvironment(\.horizontalSizeClass, .compact)
        #expect(log.take() == ["root body", "root onChange compact"])
        host.setEnvironment(\.horizontalSizeClass, .compact)
        #expect(log.take() == [])
        host.setEnvironment(\.dynamicTypeSize, .accessibility1)
        #expect(log.take() == [])
        #expect(host.render().contains(#"Text "root: stack""#))
        #expect(host.diagnostics.isEmpty)
    }

    /// The host's `colorScheme` and `setEnvironment(\.colorScheme, _)` are one setting.
    @Test func theColorSchemeIsOneSettingWhicheverWayItIsSet() {
        var configuration = HostConfiguration()
        configuration.setEnvironment(\.colorScheme, .dark)
        let host = ViewHost(testing: Text("a"), configuration: configuration)
        #expect(host.colorScheme == .dark)
        host.colorScheme = .light
        host.setEnvironment(\.scenePhase, .background)
        #expect(host.colorScheme == .light)
        #expect(host.scenePhase == .background)
    }

    struct SettingInABody: View {
        let host: ViewHostBox
        var body: some View {
            Button("set") { host.host?.setEnvironment(\.accessibilityReduceMotion, true) }
        }
    }

    @MainActor final class ViewHostBox {
        var host: ViewHost<SettingInABody>?
    }

    /// Rules R18: a driver call made while a frame runs changes nothing and is diagnosed.
    @Test func settingTheEnvironmentFromAnActionIsIgnoredWithADiagnostic() throws {
        let box = ViewHostBox()
        let host = TestHost(SettingInABody(host: box), exhaustive: false)
        box.host = host.host
        host.tap("set")
        #expect(host.diagnostics.map(\.kind) == [.nestedDriverCall])
        box.host = nil
    }

    struct Styled: View {
        @Environment(\.font) var font
        @Environment(\.controlSize) var controlSize
        @Environment(\.redactionReasons) var redactionReasons
        @Environment(\.lineLimit) var lineLimit
        @Environment(\.multilineTextAlignment) var alignment
        @Environment(\.isScrollEnabled) var isScrollEnabled
        @Environment(\.imageScale) var imageScale
        @Environment(\.headerProminence) var headerProminence
        var body: some View {
            Text("\(String(describing: font)) \(controlSize) \(redactionReasons.rawValue) \(String(describing: lineLimit)) \(alignment)")
            Text("scroll \(isScrollEnabled) \(imageScale) \(headerProminence)")
        }
    }

    /// The styling modifiers set the environment values of the same name for their
    /// content. Apple, `redacted(reason:)`: "Adding a redaction is an additive process: any
    /// redaction provided will be added to the reasons provided by the parent";
    /// `unredacted()`: "Removes any reason to apply a redaction to this view hierarchy."
    @Test func stylingModifiersSetTheirValuesForTheirContent() {
        let host = TestHost(VStack {
            Styled()
            Styled()
                .font(.title).controlSize(.small).lineLimit(2).multilineTextAlignment(.center)
                .scrollDisabled(true).imageScale(.large).headerProminence(.increased)
                .redacted(reason: .privacy).redacted(reason: .placeholder)
            Styled().unredacted().redacted(reason: .placeholder)
        })
        #expect(host.render() == """
            VStack
              Text "nil regular 0 nil leading"
              Text "scroll true medium standard"
              Text "Optional(title) small 3 Optional(2) center" [font: title, redacted: reason: privacy, redacted: reason: placeholder]
              Text "scroll false large increased"
              Text "nil regular 0 nil leading" [redacted: reason: placeholder]
              Text "scroll true medium standard"
            """)
    }

    struct UnderMaterial: View {
        @Environment(\.backgroundMaterial) var material
        var body: some View { Text(material == .regular ? "regular" : String(describing: material)) }
    }

    /// SwiftUI's `backgroundMaterial`, the material underneath a view: none unless set,
    /// and `.environment(\.backgroundMaterial, .regular)` sets it for the content (as a
    /// widget's view does for its vibrant texts).
    @Test func backgroundMaterialIsNoneUntilSet() {
        let host = TestHost(VStack {
            UnderMaterial()
            UnderMaterial().environment(\.backgroundMaterial, .regular)
        })
        #expect(host.render() == """
            VStack
              Text "nil"
              Text "regular"
            """)
    }

    struct TypeSize: View {
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.sizeCategory) var category
        var body: some View { Text("\(size) \(category) \(size.isAccessibilitySize) \(category.isAccessibilityCategory)") }
    }

    /// Apple, `dynamicTypeSize(_:)` with a range: "If a Dynamic Type size range is applied
    /// after setting a value, the value is limited by that range" (`.dynamicTypeSize(...
    /// DynamicTypeSize.large).dynamicTypeSize(.xLarge)` is `.large`); "If the Dynamic Type
    /// size is limited to multiple ranges, the result is their intersection". `sizeCategory`
    /// is the same setting in the older terms.
    @Test func dynamicTypeSizesAreSetAndLimited() {
        var configuration = HostConfiguration()
        configuration.setEnvironment(\.dynamicTypeSize, .accessibility3)
        let host = TestHost(VStack {
            TypeSize()
            TypeSize().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)
            TypeSize().dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)
            TypeSize().dynamicTypeSize(.xSmall).dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)
            TypeSize().environment(\.sizeCategory, .extraExtraLarge)
        }, configuration: configuration)
        #expect(host.render() == """
            VStack
              Text "accessibility3 accessibilityExtraLarge true true"
              Text "large large false false"
              Text "large large false false"
              Text "small small false false"
              Text "xxLarge extraExtraLarge false false"
            """)
    }
}

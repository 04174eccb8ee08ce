import Testing
import ViewEngine
import TestSupport

/// Every built-in environment value and the data-flow wrappers of this family, called as
/// SwiftUI code calls them (ViewEngine.docc/Surface.md, "Environment values").
@MainActor
@Suite("Surface: environment values, SceneStorage, ScaledMetric")
struct EnvironmentSurfaceTests {
    struct Reader: View {
        @Environment(\.accessibilityEnabled) var accessibilityEnabled
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilitySwitchControlEnabled) var switchControl
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
        @Environment(\.accessibilityInvertColors) var invertColors
        @Environment(\.accessibilityShowButtonShapes) var buttonShapes
        @Environment(\.accessibilityDimFlashingLights) var dimFlashingLights
        @Environment(\.accessibilityPlayAnimatedImages) var playAnimatedImages
        @Environment(\.accessibilityLargeContentViewerEnabled) var largeContentViewer
        @Environment(\.colorSchemeContrast) var contrast: ColorSchemeContrast
        @Environment(\.legibilityWeight) var legibilityWeight: LegibilityWeight?
        @Environment(\.horizontalSizeClass) var horizontal: UserInterfaceSizeClass?
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        @Environment(\.sizeCategory) var sizeCategory: ContentSizeCategory
        @Environment(\.layoutDirection) var layoutDirection: LayoutDirection
        @Environment(\.displayScale) var displayScale
        @Environment(\.pixelLength) var pixelLength
        @Environment(\.isFocused) var isFocused
        @Environment(\.supportsMultipleWindows) var supportsMultipleWindows
        @Environment(\.undoManager) var undoManager: UndoManager?
        @Environment(\.openWindow) var openWindow: OpenWindowAction
        @Environment(\.dismissWindow) var dismissWindow: DismissWindowAction
        @Environment(\.openSettings) var openSettings: OpenSettingsAction
        @Environment(\.font) var font
        @Environment(\.lineLimit) var lineLimit
        @Environment(\.multilineTextAlignment) var multilineTextAlignment
        @Environment(\.truncationMode) var truncationMode
        @Environment(\.lineSpacing) var lineSpacing
        @Environment(\.minimumScaleFactor) var minimumScaleFactor
        @Environment(\.allowsTightening) var allowsTightening
        @Environment(\.textCase) var textCase
        @Environment(\.imageScale) var imageScale
        @Environment(\.symbolRenderingMode) var symbolRenderingMode
        @Environment(\.controlSize) var controlSize
        @Environment(\.redactionReasons) var redactionReasons
        @Environment(\.headerProminence) var headerProminence
        @Environment(\.isScrollEnabled) var isScrollEnabled
        @Environment(\.defaultMinListRowHeight) var defaultMinListRowHeight
        @Environment(\.defaultMinListHeaderHeight) var defaultMinListHeaderHeight
        @SceneStorage("selection") var selection = 0
        @SceneStorage("filter") var filter: String?
        @ScaledMetric var spacing = 8.0
        @ScaledMetric(relativeTo: .headline) var iconSize: CGFloat = 20

        var body: some View {
            Button("windows") {
                openWindow(id: "inspector")
                openWindow(value: 42)
                openWindow(id: "message", value: "a")
                dismissWindow()
                dismissWindow(id: "inspector")
                dismissWindow(value: 42)
                dismissWindow(id: "message", value: "a")
                openSettings()
                undoManager?.undo()
            }
            Text("\(accessibilityEnabled) \(voiceOver) \(switchControl) \(reduceMotion) \(reduceTransparency) \(differentiateWithoutColor)")
            Text("\(invertColors) \(buttonShapes) \(dimFlashingLights) \(playAnimatedImages) \(largeContentViewer) \(contrast)")
            Text("\(vertical == .regular) \(dynamicTypeSize) \(displayScale) \(pixelLength) \(isFocused) \(supportsMultipleWindows)")
            Text("\(lineLimit ?? 0) \(truncationMode) \(lineSpacing) \(minimumScaleFactor) \(allowsTightening) \(textCase == nil)")
            Text("\(imageScale) \(symbolRenderingMode == nil) \(controlSize) \(redactionReasons.isEmpty) \(headerProminence)")
            Text("\(isScrollEnabled) \(defaultMinListRowHeight) \(defaultMinListHeaderHeight ?? 0) \(selection) \(filter ?? "-") \(spacing) \(iconSize)")
            Text("\(font == nil) \(multilineTextAlignment) \(legibilityWeight == .bold) \(horizontal == .compact) \(sizeCategory) \(layoutDirection)")
        }
    }

    @Test func everyValueIsReadableAndSettable() throws {
        var configuration = HostConfiguration()
        configuration.setEnvironment(\.accessibilityReduceMotion, true)
        configuration.setEnvironment(\.colorSchemeContrast, ColorSchemeContrast.increased)
        configuration.setEnvironment(\.layoutDirection, LayoutDirection.rightToLeft)
        configuration.setEnvironment(\.sizeCategory, ContentSizeCategory.accessibilityMedium)
        configuration.setEnvironment(\.legibilityWeight, LegibilityWeight.bold)
        configuration.setEnvironment(\.verticalSizeClass, UserInterfaceSizeClass.compact)
        let host = ViewHost(testing: Reader()
            .environment(\.accessibilityEnabled, true).environment(\.accessibilityVoiceOverEnabled, true)
            .environment(\.accessibilitySwitchControlEnabled, false).environment(\.accessibilityReduceTransparency, true)
            .environment(\.accessibilityDifferentiateWithoutColor, true).environment(\.accessibilityInvertColors, false)
            .environment(\.accessibilityShowButtonShapes, true).environment(\.accessibilityDimFlashingLights, true)
            .environment(\.accessibilityPlayAnimatedImages, false).environment(\.accessibilityLargeContentViewerEnabled, true)
            .environment(\.displayScale, 2).environment(\.truncationMode, .middle).environment(\.lineSpacing, 2)
            .environment(\.minimumScaleFactor, 0.5).environment(\.allowsTightening, true).environment(\.textCase, .uppercase)
            .environment(\.symbolRenderingMode, .hierarchical).environment(\.defaultMinListRowHeight, 60)
            .environment(\.defaultMinListHeaderHeight, 30),
            configuration: configuration)
        try host.tap("windows")
        #expect(host.render() == """
            Button "windows"
            Text "true true false true true true"
            Text "false true true false true increased"
            Text "false accessibility1 2.000000 0.500000 false false"
            Text "0 middle 2.000000 0.500000 true false"
            Text "medium false regular true standard"
            Text "true 60.000000 30.000000 0 - 13.176471 32.941176"
            Text "true leading true true accessibilityMedium rightToLeft"
            """)
    }
}

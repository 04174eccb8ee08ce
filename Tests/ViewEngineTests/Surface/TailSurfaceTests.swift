import Foundation
import Testing
import ViewEngine
import TestSupport

/// The long tail of presentation, navigation, search and controls (issue 26) compiles in
/// the forms SwiftUI code writes, and each recorded modifier keeps every argument.
@MainActor
@Suite("Surface: presentation, navigation, search and controls tail")
struct TailSurfaceTests {
    let text = Text("a")

    @Test func presentationCustomization() {
        @State var detent = PresentationDetent.medium
        expectRecorded(text.presentationDetents([.medium, .large]), "presentationDetents: [large, medium]")
        expectRecorded(text.presentationDetents([.fraction(0.25), .height(200)], selection: $detent),
              "presentationDetents: [fraction(0.25), height(200)], selection: Binding<PresentationDetent>")
        expectRecorded(text.presentationDragIndicator(.visible), "presentationDragIndicator: visible")
        expectRecorded(text.presentationBackground(.ultraThinMaterial), "presentationBackground: ultraThinMaterial")
        expectRecorded(text.presentationBackground { Color.red }, "presentationBackground: red")
        expectRecorded(text.presentationBackground(alignment: .bottom) { Color.red }, "presentationBackground: alignment: bottom, red")
        expectRecorded(text.presentationCornerRadius(24), "presentationCornerRadius: 24")
        expectRecorded(text.presentationCornerRadius(nil), "presentationCornerRadius: nil")
        expectRecorded(text.presentationBackgroundInteraction(.enabled(upThrough: .medium)), "presentationBackgroundInteraction: enabled(upThrough: medium)")
        expectRecorded(text.presentationBackgroundInteraction(PresentationBackgroundInteraction.disabled), "presentationBackgroundInteraction: disabled")
        expectRecorded(text.presentationCompactAdaptation(PresentationAdaptation.popover), "presentationCompactAdaptation: popover")
        expectRecorded(text.presentationCompactAdaptation(horizontal: .popover, vertical: .sheet),
              "presentationCompactAdaptation: horizontal: popover, vertical: sheet")
        expectRecorded(text.presentationContentInteraction(PresentationContentInteraction.scrolls), "presentationContentInteraction: scrolls")
        expectRecorded(text.interactiveDismissDisabled(), "interactiveDismissDisabled")
        expectRecorded(text.interactiveDismissDisabled(false), "interactiveDismissDisabled: false")
        let anchors: [PopoverAttachmentAnchor] = [.rect(.bounds), .rect(.rect(.zero)), .point(.top)]
        let points: [Anchor<CGPoint>.Source] = [.point(.zero), .unitPoint(.center)]
        #expect(anchors.count == 3 && points.count == 2)
        #expect(PresentationDetent.fraction(0.5) == .fraction(0.5) && PresentationDetent.medium != .large)
    }

    struct Failure: Identifiable, LocalizedError {
        let id = 1
        var errorDescription: String? { "failed" }
    }

    struct Presentations: View {
        @State var isShown = false
        @State var failure: Failure? = nil
        var body: some View {
            Text("a")
                .alert(isPresented: $isShown) { Alert(title: Text("a"), message: nil, dismissButton: .cancel(Text("No")) {}) }
                .alert(isPresented: $isShown) {
                    Alert(title: Text("a"), primaryButton: .default(Text("Yes")), secondaryButton: .cancel { })
                }
                .alert(item: $failure) { _ in Alert(title: Text("item")) }
                .actionSheet(isPresented: $isShown) { ActionSheet(title: Text("a"), message: Text("m"), buttons: [.destructive(Text("Go"))]) }
                .actionSheet(item: $failure) { _ in ActionSheet(title: Text("a")) }
                .alert(isPresented: $isShown, error: failure) { Button("OK") {} }
                .alert(isPresented: $isShown, error: failure) { _ in Button("OK") {} } message: { Text($0.errorDescription ?? "") }
                .alert(error: $failure) { Button("OK") {} }
                .alert(error: $failure) { _ in Button("OK") {} } message: { _ in Text("m") }
                .alert(Text("a"), isPresented: $isShown, presenting: failure) { _ in Button("OK") {} }
                .alert(Text("a"), isPresented: $isShown, presenting: failure) { _ in Button("OK") {} } message: { _ in Text("m") }
                .confirmationDialog(Text("a"), isPresented: $isShown) { Button("OK") {} }
                .confirmationDialog(Text("a"), isPresented: $isShown, titleVisibility: .visible) { Button("OK") {} } message: { Text("m") }
                .confirmationDialog(Text("a"), isPresented: $isShown, presenting: failure) { _ in Button("OK") {} }
                .confirmationDialog(Text("a"), isPresented: $isShown, presenting: failure) { _ in Button("OK") {} } message: { _ in Text("m") }
                .popover(item: $failure, attachmentAnchor: .rect(.bounds), arrowEdge: .bottom) { _ in Text("p") }
                .popover(isPresented: $isShown, arrowEdge: .leading) { Text("p") }
        }
    }

    @Test func presentations() {
        let host = ViewHost(testing: Presentations())
        #expect(host.render() == #"Text "a""#)
    }
}

extension TailSurfaceTests {
    @Test func toolbarAppearance() {
        expectRecorded(text.toolbar(.hidden, for: .tabBar), "toolbar: hidden, for: tabBar")
        expectRecorded(text.toolbar(.visible, for: .navigationBar, .bottomBar), "toolbar: visible, for: navigationBar, bottomBar")
        expectRecorded(text.toolbarVisibility(.hidden, for: ToolbarPlacement.automatic), "toolbarVisibility: hidden, for: automatic")
        expectRecorded(text.toolbarBackground(Color.blue, for: .navigationBar), "toolbarBackground: blue, for: navigationBar")
        expectRecorded(text.toolbarBackground(.visible, for: .navigationBar), "toolbarBackground: visible, for: navigationBar")
        expectRecorded(text.toolbarBackgroundVisibility(.hidden, for: .tabBar), "toolbarBackgroundVisibility: hidden, for: tabBar")
        expectRecorded(text.toolbarColorScheme(.dark, for: .navigationBar), "toolbarColorScheme: dark, for: navigationBar")
        expectRecorded(text.toolbarColorScheme(nil, for: .tabBar), "toolbarColorScheme: for: tabBar")
        expectRecorded(text.toolbarRole(ToolbarRole.editor), "toolbarRole: editor")
        expectRecorded(text.toolbarTitleDisplayMode(ToolbarTitleDisplayMode.inlineLarge), "toolbarTitleDisplayMode: inlineLarge")
    }

    struct Navigation: View {
        @State var park: Int? = nil
        @State var isActive = false
        @State var title = "t"
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink(isActive: $isActive) { Text("d") } label: { Text("a") }
                    NavigationLink(tag: 1, selection: $park) { Text("d") } label: { Text("b") }
                    NavigationLink("c", isActive: $isActive) { Text("d") }
                    NavigationLink("d", destination: Text("d"), isActive: $isActive)
                }
                .navigationDestination(item: $park) { Text("park \($0)") }
                .navigationTitle($title)
                .navigationBarTitle(LocalizedStringKey("key"))
                .navigationBarTitle(Text("t"), displayMode: .inline)
                .navigationBarTitle(LocalizedStringKey("key"), displayMode: .large)
                .navigationBarItems(leading: Text("l"))
                .navigationBarItems(trailing: Text("r"))
            }
        }
    }

    @Test func navigation() throws {
        let host = ViewHost(testing: Navigation())
        #expect(host.render().hasPrefix("NavigationStack"))
        let representation: NavigationPath.CodableRepresentation? = NavigationPath([1]).codable
        #expect(representation != nil)
    }
}

extension TailSurfaceTests {
    struct Search: View {
        @State var query = ""
        @State var isPresented = false
        @State var scope = 0
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        var body: some View {
            Text("a")
                .searchable(text: $query, isPresented: $isPresented, placement: .automatic, prompt: Text("p"))
                .searchable(text: $query, isPresented: $isPresented, prompt: "p")
                .searchable(text: $query) { Text("s").searchCompletion("s") }
                .searchable(text: $query, prompt: "p") { Text("s") }
                .searchSuggestions { Text("s") }
                .searchScopes($scope) { Text("0").tag(0) }
                .searchScopes($scope, activation: SearchScopeActivation.onSearchPresentation) { Text("0").tag(0) }
        }
    }

    @Test func search() throws {
        let host = ViewHost(testing: Search())
        #expect(host.render().contains("Text \"a\""))
        let action: DismissSearchAction = EnvironmentValues().dismissSearch
        action()
        #expect(!EnvironmentValues().isSearching && SearchScopeActivation.automatic != .onTextEntry)
    }
}

extension TailSurfaceTests {
    struct Controls: View {
        @State var isOn = false
        @State var secret = ""
        @State var flavor = 0
        @State var color = Color.red
        @State var expanded = false
        var body: some View {
            VStack {
                Toggle(isOn: $isOn) { Text("a") }
                Toggle("b", systemImage: "star", isOn: $isOn)
                Toggle(LocalizedStringKey("c"), systemImage: "star", isOn: $isOn)
                Button("d", systemImage: "plus") {}
                Button(LocalizedStringKey("e"), systemImage: "plus") {}
                Button("f", systemImage: "trash", role: .destructive) {}
                SecureField("g", text: $secret, prompt: Text("p"))
                SecureField("h" as Substring, text: $secret)
                SecureField(LocalizedStringKey("i"), text: $secret)
                SecureField(text: $secret, prompt: Text("p")) { Text("i2") }
                TextField(text: $secret) { Text("i3") }
                Menu { Text("j") } label: { Text("j") } primaryAction: {}
                Menu("k") { Text("k") } primaryAction: {}
                Menu("l", systemImage: "star") { Text("l") }
                Menu("l2", systemImage: "star") { Text("l2") } primaryAction: {}
                Picker("m", systemImage: "star", selection: $flavor) { Text("0").tag(0) }
                Label("n" as Substring, image: "logo")
                Label(LocalizedStringKey("o"), image: "logo")
                DisclosureGroup { Text("p") } label: { Text("p") }
                DisclosureGroup(isExpanded: $expanded) { Text("q") } label: { Text("q") }
                DisclosureGroup("r") { Text("r") }
                DisclosureGroup("s", isExpanded: $expanded) { Text("s") }
                ColorPicker(selection: $color, supportsOpacity: false) { Text("t") }
                ColorPicker("u", selection: $color)
                ContentUnavailableView("v", systemImage: "star", description: Text("v"))
                ContentUnavailableView("w", image: "logo")
                ContentUnavailableView.search
                ContentUnavailableView { Text("x") }
            }
        }
    }

    struct Sharing: View {
        let url = URL(string: "https://a.b")!
        var body: some View {
            VStack {
                ShareLink(item: url)
                ShareLink(item: "text", subject: Text("s"), message: Text("m"), preview: SharePreview("p"))
                ShareLink("a", item: url, preview: SharePreview("p", image: Image("i")))
                ShareLink("b", item: "text")
                ShareLink(item: url, preview: SharePreview("p", image: Image("i"), icon: Image("c"))) { Text("c") }
                ShareLink(item: "text", preview: SharePreview("p", icon: Image("c"))) { Text("d") }
                ShareLink(items: [url]) { Text("e") }
                SettingsLink()
                SettingsLink<DefaultSettingsLinkLabel>()
                Gauge(value: 0.5) { Text("g") }
                Gauge(value: 5, in: 0...10) { Text("h") } currentValueLabel: { Text("5") }
                Gauge(value: 5.0, in: 0...10) { Text("i") } currentValueLabel: { Text("5") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
            }
        }
    }

    @Test func controls() {
        #expect(ViewHost(testing: Controls()).render().hasPrefix("VStack"))
        #expect(ViewHost(testing: Sharing()).render().contains(#"Gauge "g" 50%"#))
        #expect(ViewHost(testing: Sharing()).render().contains(#"Button "Settings…""#))
        expectRecorded(text.gaugeStyle(AccessoryCircularGaugeStyle.accessoryCircular), "gaugeStyle: accessoryCircular")
        expectRecorded(text.gaugeStyle(AccessoryCircularCapacityGaugeStyle.accessoryCircularCapacity), "gaugeStyle: accessoryCircularCapacity")
        expectRecorded(text.gaugeStyle(AccessoryLinearGaugeStyle()), "gaugeStyle: accessoryLinear")
        expectRecorded(text.gaugeStyle(AccessoryLinearCapacityGaugeStyle.accessoryLinearCapacity), "gaugeStyle: accessoryLinearCapacity")
        func accepts<S: GaugeStyle>(_: S) -> Bool { true }
        #expect(accepts(DefaultGaugeStyle()))
        expectRecorded(text.gaugeStyle(LinearCapacityGaugeStyle.linearCapacity), "gaugeStyle: linearCapacity")
        expectRecorded(text.gaugeStyle(DefaultGaugeStyle.automatic), "gaugeStyle: automatic")
    }
}

extension TailSurfaceTests {
    struct Groups: View {
        @State var isShown = false
        var body: some View {
            VStack {
                GroupBox("a") { Text("a") }
                GroupBox { Text("b") } label: { Text("b") }
                GroupBox(label: Text("c")) { Text("c") }
                GroupBox { Text("d") }
                ControlGroup { Button("e") {} }
                Text("f").contextMenu { Button("f") {} } preview: { Text("f") }
                Text("g").contextMenu(nil as ContextMenu<Text>?)
            }
            .inspector(isPresented: $isShown) { Text("i") }
        }
    }

    @Test func groupsMenusAndShortcuts() {
        #expect(ViewHost(testing: Groups()).render() == """
            VStack
              GroupBox "a"
                Text "a"
              GroupBox "b"
                Text "b"
              GroupBox "c"
                Text "c"
              GroupBox
                Text "d"
              ControlGroup
                Button "e"
              Text "f"
              Text "g"
            """)
        expectRecorded(text.menuStyle(BorderlessButtonMenuStyle.borderlessButton), "menuStyle: borderlessButton")
        expectRecorded(text.menuStyle(ButtonMenuStyle.button), "menuStyle: button")
        expectRecorded(text.menuStyle(BorderedMenuStyle()), "menuStyle: BorderedMenuStyle")
        expectRecorded(text.menuStyle(DefaultMenuStyle.automatic), "menuStyle: automatic")
        func accepts<S: MenuStyle>(_: S) -> Bool { true }
        #expect(accepts(ButtonMenuStyle()))
        expectRecorded(text.menuOrder(MenuOrder.fixed), "menuOrder: fixed")
        expectRecorded(text.menuIndicator(.hidden), "menuIndicator: hidden")
        expectRecorded(text.menuActionDismissBehavior(MenuActionDismissBehavior.disabled), "menuActionDismissBehavior: disabled")
        expectRecorded(text.menuActionDismissBehavior(.enabled), "menuActionDismissBehavior: enabled")
        expectRecorded(text.keyboardShortcut("s"), "keyboardShortcut: command+s")
        expectRecorded(text.keyboardShortcut(KeyEquivalent.escape, modifiers: EventModifiers([.shift, .command])), "keyboardShortcut: shift+command+escape")
        expectRecorded(text.keyboardShortcut(KeyboardShortcut.defaultAction), "keyboardShortcut: defaultAction")
        expectRecorded(text.keyboardShortcut(.cancelAction as KeyboardShortcut?), "keyboardShortcut: cancelAction")
        expectRecorded(text.keyboardShortcut(KeyboardShortcut("r", modifiers: .all)), "keyboardShortcut: all+r")
        expectRecorded(text.isDetailLink(false), "isDetailLink: false")
        expectRecorded(text.inspectorColumnWidth(300), "inspectorColumnWidth: 300")
        expectRecorded(text.inspectorColumnWidth(min: 200, ideal: 300), "inspectorColumnWidth: min: 200, ideal: 300")
        #expect(KeyEquivalent("x").character == "x" && EventModifiers.option.rawValue != 0)
    }

    /// A menu style of an app's own: `makeBody(configuration:)` with SwiftUI's
    /// `MenuStyleConfiguration` compiles (R23ViewStyleTests drives one).
    struct BorderedMenuStyle: MenuStyle {
        func makeBody(configuration: MenuStyleConfiguration) -> some View { Menu(configuration).border(Color.gray) }
    }
}

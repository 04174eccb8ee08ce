import Testing
import ViewEngine
import TestSupport

/// Rules R23: the custom styles of labels, progress views and gauges are views: the engine
/// mounts their `makeBody(configuration:)` with the view's own parts in the configuration.
@MainActor
@Suite("R23 Label, progress view and gauge styles")
struct R23ViewStyleTests {
    /// The trailing-icon style of Apple's `LabelStyle` documentation, with state of its own.
    struct TrailingIconLabelStyle: LabelStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                configuration.icon
            }
            .onAppear { log("label style appeared") }
        }
    }

    struct Inbox: View {
        let log: Log
        @State var unread = 3
        var body: some View {
            VStack {
                Label("Inbox \(unread)", systemImage: "tray")
                Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
                Button("Read") { unread -= 1 }
            }
            .labelStyle(TrailingIconLabelStyle(log: log))
        }
    }

    /// `LabelStyle`: "A type that applies a custom appearance to all labels within a view";
    /// `LabelStyleConfiguration.title`: "A description of the labeled item"; `icon`: "A
    /// symbolic representation of the labeled item." A built-in style inside wins over it.
    @Test func aLabelShowsItsStylesBodyWithItsTitleAndIcon() throws {
        let log = Log()
        let host = ViewHost(testing: Inbox(log: log))
        #expect(log.take() == ["label style appeared"])
        #expect(host.render() == """
            VStack
              HStack
                Text "Inbox 3"
                Image "tray"
              Text "Sent"
              Button "Read"
            """)
        try host.tap("Read")
        #expect(host.render().contains("Text \"Inbox 2\""))
        #expect(log.take() == [])
    }

    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
                if configuration.currentValueLabel == nil { Text("no current value") }
            }
        }
    }

    struct Upload: View {
        @State var done = 0.25
        var body: some View {
            VStack {
                ProgressView("Uploading", value: done)
                Button("More") { done += 0.5 }
            }
            .progressViewStyle(PercentStyle())
        }
    }

    /// `ProgressViewStyleConfiguration.fractionCompleted`: "The completed fraction of the
    /// task represented by the progress view, from 0.0 (not yet started) to 1.0 (fully
    /// complete), or nil if the progress is indeterminate."
    @Test func aProgressViewShowsItsStylesBody() throws {
        let host = ViewHost(testing: Upload())
        #expect(host.render() == """
            VStack
              VStack
                Text "Uploading"
                Text "25 percent"
                Text "no current value"
              Button "More"
            """)
        try host.tap("More")
        #expect(host.render().contains("Text \"75 percent\""))
    }

    struct SpeedometerStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.minimumValueLabel
                configuration.label
                Text("at \(Int(configuration.value * 100))%")
                configuration.currentValueLabel
                configuration.maximumValueLabel
            }
        }
    }

    /// `GaugeStyleConfiguration.value`: "The current value of the gauge. The valid range is
    /// 0.0 to 1.0."
    @Test func aGaugeShowsItsStylesBodyWithItsLabels() {
        let host = ViewHost(testing: Gauge(value: 60, in: 0...200) { Text("Speed") } currentValueLabel: { Text("60") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("200") }
            .gaugeStyle(SpeedometerStyle()))
        #expect(host.render() == """
            HStack
              Text "0"
              Text "Speed"
              Text "at 30%"
              Text "60"
              Text "200"
            """)
    }

    /// A menu style that wraps the menu and counts how often it was shown.
    struct CountingMenuStyle: MenuStyle {
        let log: Log
        @State private var shown = 0
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Menu(configuration)
                Text("shown \(shown)")
            }
            .onAppear {
                shown += 1
                log("menu style appeared")
            }
        }
    }

    struct Sorting: View {
        let log: Log
        var body: some View {
            Menu("Sort") {
                Button("By name") { log("by name") }
            }
            .menuStyle(CountingMenuStyle(log: log))
        }
    }

    /// `MenuStyle`: "A type that applies standard interaction behavior and a custom
    /// appearance to all menus within a view hierarchy"; `Menu(_:)` with a configuration:
    /// "Creates a menu based on a style configuration" — the menu the drivers open.
    @Test func aMenuShowsItsStylesBodyAndMenuWithAConfigurationIsTheMenu() throws {
        let log = Log()
        let host = ViewHost(testing: Sorting(log: log))
        #expect(log.take() == ["menu style appeared"])
        #expect(host.render() == """
            VStack
              Menu "Sort"
              Text "shown 1"
            """)
        try host.openMenu("Sort")
        try host.tap("By name")
        #expect(log.take() == ["by name"])
        #expect(host.render().hasPrefix("VStack\n  Menu \"Sort\"\n"))
    }
}

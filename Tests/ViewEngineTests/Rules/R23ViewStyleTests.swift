import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: the custom styles of labels, progress views, gauges, menus, group boxes and
/// labeled contents are views: the engine
/// mounts their `makeBody(configuration:)` with the view's own parts in the configuration.
@MainActor
@Suite("R23 Label, progress view, gauge, menu, group box and labeled content styles")
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
        let host = TestHost(Inbox(log: log))
        #expect(log.take() == ["label style appeared"])
        #expect(host.render() == """
            VStack
              HStack
                Text "Inbox 3"
                Image "tray"
              Text "Sent"
              Button "Read"
            """)
        host.tap("Read")
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
        let host = TestHost(Upload())
        #expect(host.render() == """
            VStack
              VStack
                Text "Uploading"
                Text "25 percent"
                Text "no current value"
              Button "More"
            """)
        host.tap("More")
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
        let host = TestHost(Gauge(value: 60, in: 0...200) { Text("Speed") } currentValueLabel: { Text("60") }
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
        let host = TestHost(Sorting(log: log))
        #expect(log.take() == ["menu style appeared"])
        #expect(host.render() == """
            VStack
              Menu "Sort"
              Text "shown 1"
            """)
        host.openMenu("Sort")
        host.tap("By name")
        #expect(log.take() == ["by name"])
        #expect(host.render().hasPrefix("VStack\n  Menu \"Sort\"\n"))
    }

    /// A card style with state of its own: the label above the content, and how often the
    /// box appeared.
    struct CardGroupBoxStyle: GroupBoxStyle {
        let log: Log
        @State private var appearances = 0
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                configuration.content
                Text("appeared \(appearances)")
            }
            .onAppear {
                appearances += 1
                log("card appeared")
            }
        }
    }

    /// The style of Apple's `GroupBox.init(_:)` example: the box as it is, with a border.
    struct PinkBorderGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).border(Color.pink)
        }
    }

    struct Agreement: View {
        let log: Log
        @State var agreed = false
        var body: some View {
            VStack {
                GroupBox("Terms") {
                    Toggle("I agree", isOn: $agreed)
                }
                .groupBoxStyle(CardGroupBoxStyle(log: log))
                GroupBox("Privacy") {
                    Text(agreed ? "agreed" : "not yet")
                }
                .groupBoxStyle(PinkBorderGroupBoxStyle())
            }
        }
    }

    /// `GroupBoxStyle.makeBody(configuration:)`: "SwiftUI calls this method for each instance
    /// of GroupBox created within a view hierarchy where this style is the current group box
    /// style"; `GroupBox.init(_:)`: "Use this initializer within the makeBody(configuration:)
    /// method of a GroupBoxStyle instance to create a styled group box, with customizations,
    /// while preserving its existing style."
    @Test func aGroupBoxShowsItsStylesBodyAndGroupBoxWithAConfigurationIsTheBox() throws {
        let log = Log()
        let host = TestHost(Agreement(log: log))
        #expect(log.take() == ["card appeared"])
        #expect(host.render() == """
            VStack
              VStack
                Text "Terms"
                Toggle "I agree" off
                Text "appeared 1"
              GroupBox "Privacy"
                Text "not yet"
            """)
        host.toggle("I agree")
        #expect(host.render() == """
            VStack
              VStack
                Text "Terms"
                Toggle "I agree" on
                Text "appeared 1"
              GroupBox "Privacy"
                Text "agreed"
            """)
        #expect(log.take() == [])
    }

    /// A style that puts the label above the content, as a form's stacked rows do.
    struct StackedLabeledContentStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                configuration.content
            }
        }
    }

    /// The style of Apple's `LabeledContent.init(_:)` example: the labeled content as it is,
    /// with a border.
    struct RedBorderLabeledContentStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).border(Color.red)
        }
    }

    struct Receipt: View {
        @State var total = 24
        var body: some View {
            VStack {
                LabeledContent("Total", value: "$\(total)")
                    .labeledContentStyle(StackedLabeledContentStyle())
                LabeledContent("Items", value: "\(total / 8)")
                    .labeledContentStyle(RedBorderLabeledContentStyle())
                Button("Add") { total += 8 }
            }
        }
    }

    /// `LabeledContentStyle.makeBody(configuration:)`: "Creates a view that represents the
    /// body of labeled content"; `LabeledContent.init(_:)`: "You can use this initializer
    /// within the makeBody(configuration:) method of a LabeledContentStyle to create a
    /// labeled content instance" — it keeps the value on its line.
    @Test func aLabeledContentShowsItsStylesBodyAndLabeledContentWithAConfigurationKeepsItsValue() throws {
        let host = TestHost(Receipt())
        #expect(host.render() == """
            VStack
              VStack
                Text "Total"
                Text "$24"
              LabeledContent "Items" = "3"
              Button "Add"
            """)
        host.tap("Add")
        #expect(host.render() == """
            VStack
              VStack
                Text "Total"
                Text "$32"
              LabeledContent "Items" = "4"
              Button "Add"
            """)
    }
}

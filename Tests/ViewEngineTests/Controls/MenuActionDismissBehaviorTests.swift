import Foundation
import Testing
import ViewEngine
import TestSupport

/// `menuActionDismissBehavior(_:)` (iOS 16.4): "Tells a menu whether to dismiss after
/// performing an action."
@MainActor
@Suite("Menu action dismiss behavior: a button under .disabled keeps its menu open")
struct MenuActionDismissBehaviorTests {
    /// Apple's example: the font size menu, whose increase and decrease buttons keep it
    /// open; a submenu inherits the behaviour set on it.
    struct FontSize: View {
        @State private var size = 17
        var body: some View {
            VStack {
                Menu("Font size") {
                    Button("Increase") { size += 1 }
                        .menuActionDismissBehavior(.disabled)
                    Button("Reset") { size = 17 }
                    Button("Decrease") { size -= 1 }
                        .menuActionDismissBehavior(.disabled)
                    Menu("More") {
                        Button("Double") { size *= 2 }
                        Button("Largest") { size = 96 }.menuActionDismissBehavior(.enabled)
                    }
                    .menuActionDismissBehavior(.disabled)
                }
                Text(verbatim: "size \(size)")
            }
        }
    }

    /// `MenuActionDismissBehavior.disabled`: "Never dismiss the presented menu after
    /// performing an action"; `.enabled`: "Always dismiss the presented menu after
    /// performing an action"; `.automatic` is `.enabled` for a menu's buttons ("In most
    /// cases, the default behavior is enabled").
    @Test func aDisabledButtonRunsAndTheMenuStaysOpen() throws {
        let host = ViewHost(testing: FontSize())
        try host.openMenu("Font size")
        try host.tap("Increase")
        try host.tap("Increase")
        try host.tap("Decrease")
        #expect(host.render().contains(#"Menu "Font size" (open)"#))
        #expect(host.render().contains(#"Text "size 18""#))
        try host.tap("Reset")
        #expect(!host.render().contains("(open)"))
        #expect(host.render().contains(#"Text "size 17""#))

        // In a submenu under `.disabled`: both menus stay open; a button set back to
        // `.enabled` closes them both.
        try host.openMenu("Font size")
        try host.openMenu("More")
        try host.tap("Double")
        #expect(host.render().contains(#"Menu "More" (open)"#) && host.render().contains(#"Menu "Font size" (open)"#))
        #expect(host.render().contains(#"Text "size 34""#))
        try host.tap("Largest")
        #expect(!host.render().contains("(open)"))
        #expect(host.render().contains(#"Text "size 96""#))
    }

    /// A click on the open menu's row takes the same path as a tap.
    @Test func aClickedRowUnderDisabledKeepsTheMenuOpen() throws {
        let host = ViewHost(testing: FontSize())
        try host.openMenu("Font size")
        let row = try #require(host.pointerTargets.first { $0.kind == "Menu item" && $0.title == "Increase" })
        try host.click(at: CGPoint(x: row.frame.midX, y: row.frame.midY))
        #expect(host.render().contains(#"Menu "Font size" (open)"#) && host.render().contains(#"Text "size 18""#))
    }
}

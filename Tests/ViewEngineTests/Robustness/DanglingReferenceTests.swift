import Testing
import Foundation
import ViewEngine
import TestSupport

/// Values that outlive the views (or the host) they came from never reach freed engine
/// memory: each reference the engine keeps across that boundary is weak or cleared.
@MainActor
struct DanglingReferenceTests {
    final class Stash {
        var binding: Binding<String>?
        var content: AnyView?
    }

    struct Field: View {
        let stash: Stash
        @State var text = "start"
        var body: some View {
            let _ = { stash.binding = $text }()
            TextField("name", text: $text)
        }
    }

    @Test func aBindingThatOutlivesItsHostStillReadsAndWrites() {
        let stash = Stash()
        var host: ViewHost<Field>? = ViewHost(testing: Field(stash: stash))
        #expect(host!.render() == "TextField \"name\" = \"start\"")
        host = nil
        stash.binding?.wrappedValue = "after"
        #expect(stash.binding?.wrappedValue == "after")
    }

    struct Toggled: View {
        let stash: Stash
        let shows: Bool
        var body: some View {
            VStack {
                Text("parent")
                if shows { Field(stash: stash) }
            }
        }
    }

    /// A state box reaches the view that declares it without a weak reference
    /// (`TrackedState.owner`): unmounting the view clears that, so a binding that outlives
    /// the view, its host still running, writes the value and reaches no view.
    @Test func aBindingThatOutlivesItsViewWritesWithoutReachingIt() async {
        let stash = Stash()
        let host = ViewHost(testing: Toggled(stash: stash, shows: true))
        stash.binding?.wrappedValue = "typed"
        await host.settle()
        #expect(host.render().contains("TextField \"name\" = \"typed\""))
        host.root = Toggled(stash: stash, shows: false)
        await host.settle()
        let before = host.render()
        stash.binding?.wrappedValue = "after"
        await host.settle()
        #expect(stash.binding?.wrappedValue == "after")
        #expect(host.render() == before)
        #expect(host.diagnostics.isEmpty)
    }

    /// A button style that shows a mark before the label.
    struct Marked: ButtonStyle {
        let mark: String
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(mark)
                configuration.label
            }
        }
    }

    struct Buttons: View {
        let showsSecond: Bool
        var body: some View {
            VStack {
                Button("first") {}
                if showsSecond { Button("second") {} }
            }
        }
    }

    /// The buttons are not evaluated again when only the mark changes (their view's input
    /// is the same): the new style reaches them through the environment alone.
    struct Styled: View {
        let mark: String
        let showsSecond: Bool
        var body: some View {
            Buttons(showsSecond: showsSecond)
                .buttonStyle(Marked(mark: mark))
        }
    }

    /// A button reads its style for itself, and its environment box keeps it without a
    /// weak reference (`EnvironmentListeners`): unmounting the button takes it off the
    /// box's list, so a later change of the environment it read reaches only the buttons
    /// still there (Rules R16), and a button mounted later takes the slot it left.
    @Test func aButtonUnmountedBeforeItsEnvironmentChangesIsNotReachedByTheChange() {
        let host = ViewHost(testing: Styled(mark: "a", showsSecond: true))
        #expect(host.environmentListenerCount == 2)
        host.root = Styled(mark: "a", showsSecond: false)
        #expect(host.environmentListenerCount == 1)
        host.root = Styled(mark: "b", showsSecond: false)
        #expect(host.render() == """
            VStack
              Button "first"
                HStack
                  Text "b"
                  Text "first"
            """)
        host.root = Styled(mark: "b", showsSecond: true)
        host.root = Styled(mark: "c", showsSecond: true)
        #expect(host.environmentListenerCount == 2)
        #expect(host.render() == """
            VStack
              Button "first"
                HStack
                  Text "c"
                  Text "first"
              Button "second"
                HStack
                  Text "c"
                  Text "second"
            """)
        #expect(host.diagnostics.isEmpty)
    }

    /// A modifier that keeps its content placeholder somewhere else.
    struct Keeping: ViewModifier {
        let stash: Stash
        func body(content: Content) -> some View {
            let _ = { stash.content = AnyView(content) }()
            content
        }
    }

    struct Screen: View {
        let stash: Stash
        let showsModified: Bool
        var body: some View {
            if showsModified {
                Text("modified").modifier(Keeping(stash: stash))
            } else {
                VStack { stash.content ?? AnyView(EmptyView()) }
            }
        }
    }

    @Test func aContentPlaceholderKeepsWhatItShowedAndShowsNothingOnceItsModifierWent() {
        let stash = Stash()
        var host: ViewHost<Screen>? = ViewHost(testing: Screen(stash: stash, showsModified: true))
        #expect(host!.render() == "Text \"modified\"")
        // Mounted while its modifier still lives (the old branch goes after the new one
        // mounted): it shows the content, and keeps it once the modifier is gone.
        host!.root = Screen(stash: stash, showsModified: false)
        #expect(host!.render() == "VStack\n  Text \"modified\"")
        host = nil
        // Mounted after its modifier went: nothing to show.
        let later = ViewHost(testing: Screen(stash: stash, showsModified: false))
        #expect(later.render() == "VStack")
        #expect(later.diagnostics.isEmpty)
    }
}

/// `Node.parent` is `unowned(unsafe)`: its stated invariant is that a mounted node's
/// parent is alive (the parent owns it) and that unmounting clears it.
@MainActor
struct ParentReferenceTests {
    struct Screen: View {
        let shows: Bool
        var body: some View {
            VStack {
                if shows { Text("child") }
            }
        }
    }

    @Test func anUnmountedNodeNoLongerNamesItsParent() throws {
        let host = ViewHost(testing: Screen(shows: true))
        let child = try #require(host.probeNode(showing: "child"))
        #expect(child.hasParent && child.isMounted)
        host.root = Screen(shows: false)
        #expect(!child.isMounted)
        #expect(!child.hasParent)
    }
}

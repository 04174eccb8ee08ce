import Foundation
import Testing
import ViewEngine
import TestSupport

/// SwiftUI's Clipboard modifiers ("Enable people to move or duplicate items by issuing Copy
/// and Paste commands"): `copyable(_:)`, `cuttable(for:action:)` and
/// `pasteDestination(for:action:validator:)`, driven by the host's Copy, Cut and Paste
/// commands through its pasteboard.
@MainActor
@Suite("Surface: the Clipboard's copy, cut and paste")
struct ClipboardSurfaceTests {
    struct Bird: Transferable, Equatable {
        let name: String
    }

    struct Aviary: View {
        let log: Log
        @State private var birds = [Bird(name: "Robin"), Bird(name: "Wren")]
        @State private var names = ["Swift", "Tern"]
        @State private var basket: [String] = []
        var body: some View {
            VStack {
                Text("Birds \(birds.map(\.name).joined(separator: ", "))")
                    .copyable(birds)
                    .pasteDestination(for: Bird.self) { pasted in
                        log("pasted birds \(pasted.map(\.name))")
                        birds += pasted
                    }
                Text("Names \(names.joined(separator: ", "))")
                    .copyable(names)
                    .cuttable(for: String.self) {
                        log("cut \(names)")
                        defer { names = [] }
                        return names
                    }
                Text("Basket \(basket.joined(separator: ", "))")
                    .pasteDestination(for: String.self) { pasted in
                        log("pasted \(pasted)")
                        basket += pasted
                    } validator: { offered in
                        log("validating \(offered)")
                        return offered.filter { $0 != "Tern" }
                    }
            }
        }
    }

    // copyable(_:): "Use this modifier to specify one or more items that the system copies
    // to the Clipboard when someone issues a Copy command while the modified view has
    // focus." pasteDestination(for:action:validator:), validator: "SwiftUI calls this
    // before it calls the action closure"; action: "The action to perform when someone
    // uses the system's Paste command to paste one or more items of the payload type."
    @Test func copiedItemsPasteThroughTheValidator() throws {
        let log = Log()
        let host = ViewHost(testing: Aviary(log: log))
        try host.copy("Names Swift, Tern")
        #expect(host.pasteboard.strings == ["Swift", "Tern"])
        #expect(try host.paste(into: "Basket "))
        #expect(log.take() == [#"validating ["Swift", "Tern"]"#, #"pasted ["Swift"]"#])
        #expect(host.render().contains(#"Text "Basket Swift""#))
    }

    // A paste destination of one type is offered only the pasteboard's items of that
    // type: with none, neither closure runs; a validator that keeps none stops the action.
    @Test func nothingOfTheTypeOrNothingValidPastesNothing() throws {
        let log = Log()
        let host = ViewHost(testing: Aviary(log: log))
        try host.copy("Birds Robin, Wren")
        #expect(try !host.paste(into: "Basket "))
        #expect(log.take() == [])
        host.pasteboard.string = "Tern"
        #expect(try !host.paste(into: "Basket "))
        #expect(log.take() == [#"validating ["Tern"]"#])
        #expect(host.render().contains(#"Text "Basket ""#))
    }

    // Items of the app's own Transferable type go on the pasteboard as the values they are.
    @Test func anAppsOwnTypeRoundTrips() throws {
        let log = Log()
        let host = ViewHost(testing: Aviary(log: log))
        try host.copy("Birds Robin, Wren")
        #expect(host.pasteboard.numberOfItems == 2)
        #expect(host.pasteboard.strings == nil)
        #expect(try host.paste(into: "Birds Robin, Wren"))
        #expect(log.take() == [#"pasted birds ["Robin", "Wren"]"#])
        #expect(host.render().contains(#"Text "Birds Robin, Wren, Robin, Wren""#))
    }

    // cuttable(for:action:): "Specifies an action that moves items to the Clipboard in
    // response to the system's Cut command." The action's writes update the view.
    @Test func cutRunsTheActionAndMovesItsItems() throws {
        let log = Log()
        let host = ViewHost(testing: Aviary(log: log))
        try host.cut("Names Swift, Tern")
        #expect(log.take() == [#"cut ["Swift", "Tern"]"#])
        #expect(host.pasteboard.strings == ["Swift", "Tern"])
        #expect(host.render().contains(#"Text "Names ""#))
    }

    // A command names its view as the other drivers do; a name nothing shows is an error
    // that lists what exists.
    @Test func aCommandOnNoSuchViewNamesTheViewsThatExist() throws {
        let host = ViewHost(testing: Aviary(log: Log()))
        let error = #expect(throws: HostError.self) { try host.copy("Fish") }
        #expect(error?.control == "Copyable")
        #expect(error?.availableTitles == ["Birds Robin, Wren", "Names Swift, Tern"])
        #expect(throws: HostError.self) { try host.paste(into: "Fish") }
        #expect(throws: HostError.self) { try host.cut("Birds Robin, Wren") }
    }
}

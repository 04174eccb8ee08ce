import Testing
import ViewEngine
import TestSupport

/// Deep trees never end in a signal: a tree deeper than the stack can hold is mounted
/// down to the depth the stack allows, and the rest is refused with a diagnostic; the
/// host stays usable, updates and unmounts.
@MainActor
struct DeepTreeTests {
    /// One level: a custom view with a `VStack` and two modifiers around the next level.
    struct Level: View {
        let depth: Int
        let leaf: Int
        var body: some View {
            VStack {
                if depth == 0 {
                    Text("leaf \(leaf)")
                } else {
                    Level(depth: depth - 1, leaf: leaf)
                }
            }
            .onAppear {}
            .id(0)
        }
    }

    struct Top: View {
        let depth: Int
        @State var leaf = 0
        var body: some View {
            VStack {
                Button("deeper") { leaf += 1 }
                Level(depth: depth, leaf: leaf)
            }
        }
    }

    @Test(arguments: [100, 10_000])
    func aDeepTreeMountsUpdatesAndUnmountsOrIsRefusedWithADiagnostic(depth: Int) throws {
        var host: ViewHost<Top>? = ViewHost(Top(depth: depth), configuration: .quiet)
        let refused = host!.diagnostics.filter { $0.kind == .treeTooDeep }
        if refused.isEmpty {
            #expect(host!.render().hasSuffix("Text \"leaf 0\""))
            try host!.tap("deeper")
            #expect(host!.render().hasSuffix("Text \"leaf 1\""))
        } else {
            #expect(refused.count == 1)
            #expect(refused[0].message.hasPrefix("View tree too deep: "))
            #expect(host!.render().hasSuffix("(not mounted: too deep)"))
            try host!.tap("deeper")
            #expect(host!.render().hasSuffix("(not mounted: too deep)"))
        }
        #expect(host!.diagnostics.allSatisfy { $0.kind == .treeTooDeep })
        host = nil
    }

    /// The same depth built without custom views: `VStack` in `AnyView`, two modifiers
    /// per level.
    static func chain(depth: Int) -> AnyView {
        var view = AnyView(Text("leaf"))
        for level in 0..<depth {
            let inner = view
            view = AnyView(VStack { inner }.onAppear {}.id(level))
        }
        return view
    }

    @Test func aDeepChainOfPrimitivesIsRefusedWithADiagnosticOrMounts() {
        var host: ViewHost<AnyView>? = ViewHost(Self.chain(depth: 10_000), configuration: .quiet)
        let refused = host!.diagnostics.filter { $0.kind == .treeTooDeep }
        #expect(host!.render().hasSuffix(refused.isEmpty ? "Text \"leaf\"" : "(not mounted: too deep)"))
        host!.root = Self.chain(depth: 10_000)
        #expect(host!.diagnostics.allSatisfy { $0.kind == .treeTooDeep })
        host = nil
    }
}

import Testing
@testable import PreviewServer

/// The `PreviewProvider`s of a file are found by its tokens: top-level declarations whose
/// inheritance clause names the protocol, outside comments, strings and non-debug `#if`s.
@Suite("Previews: PreviewProviders are listed by file and name")
struct ProviderScannerTests {
    private func names(_ source: String) -> [String] {
        ProviderScanner.providers(in: source).map { "\($0.typeName)@\($0.line)" }
    }

    @Test func topLevelProvidersAreFound() {
        let source = """
            import SwiftUI

            struct Counter_Previews: PreviewProvider {
                static var previews: some View { Counter() }
            }
            enum Other: SwiftUI.PreviewProvider { static var previews: some View { Text("x") } }
            extension Row: Identifiable, PreviewProvider {}
            struct NotAPreview: View { var body: some View { Text("PreviewProvider") } }
            """
        #expect(names(source) == ["Counter_Previews@3", "Other@6", "Row@7"])
    }

    @Test func commentsStringsAndNestedTypesDoNotCount() {
        let source = #"""
            // struct InComment: PreviewProvider {}
            /* struct InBlock: PreviewProvider { /* nested */ } */
            let text = "struct InString: PreviewProvider {}"
            let raw = #"struct InRaw: PreviewProvider {}"#
            let multi = """
                struct InMultiline: PreviewProvider {}
                """
            let interpolated = "\(flag ? "a" : "b") struct InInterpolation: PreviewProvider {}"
            struct Outer {
                struct Nested_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            }
            struct After_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            """#
        #expect(names(source) == ["After_Previews@12"])
    }

    @Test func onlyDebugBranchesOfConditionalsCount() {
        let source = """
            #if DEBUG
            struct Debug_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            #else
            struct Release_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            #endif
            #if os(iOS)
            struct IOS_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            #endif
            """
        #expect(names(source) == ["Debug_Previews@2"])
    }

    @Test func genericTypesAreLeftOut() {
        #expect(names("struct Box_Previews<T>: PreviewProvider { }") == [])
    }
}

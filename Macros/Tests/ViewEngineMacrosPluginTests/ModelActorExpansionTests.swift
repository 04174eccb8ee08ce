import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewEngineMacroExpansions

@Suite("@ModelActor expansions")
struct ModelActorExpansionTests {
    @Test("ModelActor(): \"Converts a Swift actor into a model actor by generating boilerplate code that fulfills the requirements of the associated protocol.\"")
    func anActorGetsTheProtocolsRequirements() {
        assertExpansion("""
            @ModelActor
            final actor MainDBRepository {
                func count() -> Int { 0 }
            }
            """, expandsTo: """
            final actor MainDBRepository {
                func count() -> Int { 0 }

                nonisolated let modelExecutor: any ModelExecutor

                nonisolated let modelContainer: ModelContainer

                init(modelContainer: ModelContainer) {
                    let modelContext = ModelContext(modelContainer)
                    self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
            }

            extension MainDBRepository: ModelActor {
            }
            """)
    }

    @Test("ModelActor: \"nonisolated var modelContainer: ModelContainer { get }\" — a public actor's members are public, to witness the protocol")
    func aPublicActorsMembersArePublic() {
        assertExpansion("""
            @ModelActor public actor Importer {}
            """, expandsTo: """
            public actor Importer {

                public nonisolated let modelExecutor: any ModelExecutor

                public nonisolated let modelContainer: ModelContainer

                public init(modelContainer: ModelContainer) {
                    let modelContext = ModelContext(modelContainer)
                    self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
            }

            extension Importer: ModelActor {
            }
            """)
    }

    @Test("ModelActor(): \"Converts a Swift actor into a model actor\" — a class is not one")
    func aClassIsAnError() {
        assertExpansion("""
            @ModelActor final class Repository {}
            """, expandsTo: """
            final class Repository {}
            """, diagnostics: [
                DiagnosticSpec(message: "'@ModelActor' makes an actor a model actor; declare the type as an actor", line: 1, column: 1),
            ])
    }
}

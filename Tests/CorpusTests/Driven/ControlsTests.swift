import Testing
import ViewEngine

/// Corpus screens with the controls, presentations and navigation of the controls
/// family: a segmented picker and a stepper, a sheet with a toolbar, a navigation stack
/// with a path.
@MainActor
@Suite("Corpus: controls, sheets and navigation")
struct ControlsTests {
    @Test func unitConverterFollowsThePickerAndTheStepper() async throws {
        var host: ViewHost<UnitConverterView>!
        let lines = try await printed {
            host = ViewHost(UnitConverterView(), configuration: .corpus)
            try host.increment("Distance: 10")
            try host.select("Feet", in: "Unit")
            try host.decrement("Distance: 15")
        }
        #expect(lines == ["distance 15", "unit feet: 49.2 ft", "distance 10"])
        #expect(host.render().hasSuffix("Text \"32.8 ft\" [font: title3]"))
    }

    /// Save writes the name and dismisses in one action: both changes are seen in the
    /// next pass, and the observers run in the order they were applied (Rules R5).
    @Test func sheetEditsTheNameAndDismissesItself() async throws {
        var host: ViewHost<EditProfileSheetView>!
        let lines = try await printed {
            host = ViewHost(EditProfileSheetView(), configuration: .corpus)
            try host.tap("Edit name")
            try host.type("Bea", into: "Name")
            try host.tap("Save")
        }
        #expect(lines == ["sheet shown", "sheet dismissed", "name saved: Bea"])
        #expect(host.render() == "VStack\n  Text \"Hello, Bea\"\n  Button \"Edit name\"")
    }

    @Test func libraryPushesABookAndRemembersTheFavorite() async throws {
        let lines = try await printed {
            let host = ViewHost(LibraryNavigationView(), configuration: .corpus)
            try host.tap("Emma")
            try host.toggle("Favorite")
            try host.back()
        }
        #expect(lines == ["path: [\"Emma\"]", "favorite book 2", "path: []"])
    }
}

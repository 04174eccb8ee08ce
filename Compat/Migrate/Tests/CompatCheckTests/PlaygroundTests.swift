import Foundation
import Testing
@testable import CompatCheck

/// A playground in an app's folder is not app code: Xcode runs its pages in its playground
/// runner and builds none of them into the app, so the check leaves it out and says so
/// (issue 90, item 5: a `*.playground`'s `Contents.swift` was compiled as a view file and
/// counted as failing).
@Suite("The check leaves playgrounds out")
struct PlaygroundTests {
    /// Xcode's help: "A playground is an interactive Swift coding environment that
    /// evaluates each statement and displays results as updates are made, without the need
    /// to create a project." — its `Contents.swift`, its pages and its `Sources` are no
    /// file of the app, and the note the check prints names the playground.
    @Test func aPlaygroundsFilesAreNotChecked() throws {
        let fixture = try FixtureApp([
            "Demo/ContentView.swift": "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"a\") } }\n",
            "Sketch.playground/Contents.swift": "import SwiftUI\nimport PlaygroundSupport\nPlaygroundPage.current.setLiveView(Text(\"b\"))\n",
            "Sketch.playground/Sources/Helper.swift": "public enum Helper {}\n",
            "Tour.playground/Pages/One.xcplaygroundpage/Contents.swift": "import SwiftUI\nlet x = 1\n",
            "Book.playgroundbook/Contents/Chapters/One.playgroundchapter/Pages/A.playgroundpage/main.swift": "let y = 2\n",
        ])
        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        #expect(app.files.map(\.rel) == ["Demo/ContentView.swift"])
        #expect(app.playgrounds == ["Book.playgroundbook", "Sketch.playground", "Tour.playground"])
        #expect(Report.playgroundNote(app) == "; 3 playgrounds skipped (not app code): Book.playgroundbook, Sketch.playground, Tour.playground")
    }

    /// An app folder without a playground gets no note.
    @Test func noPlaygroundNoNote() throws {
        let fixture = try FixtureApp(["Demo/ContentView.swift": "import SwiftUI\n"])
        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        #expect(app.playgrounds.isEmpty)
        #expect(Report.playgroundNote(app) == "")
    }
}

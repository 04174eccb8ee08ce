/// How a folder of Swift sources is cut into what the check compiles.
///
/// An *app* is the folder given (or each of its subfolders with `--each`). Inside it, a
/// *unit* is a project: the folder of an `.xcodeproj`, or of a `Package.swift` outside any
/// Xcode project, or the app folder itself when it has neither; each Swift file belongs to
/// the deepest unit that holds it. A unit's local packages' targets and its top-level
/// folders are *groups*, compiled together as one module unless they declare the same
/// top-level type (see ``ModuleSplit``).
public struct App: Sendable {
    /// The app's name (its folder's name).
    public var name: String
    /// Its absolute folder.
    public var folder: String
    /// Every Swift file (`Package.swift` aside).
    public var files: [SwiftFile]
    /// Its projects.
    public var units: [Unit]
    /// Names Xcode generates from the app's resources: asset catalog symbols (`Color(.brand)`)
    /// and Core Data attributes.
    public var generatedMembers: Set<String> = []
    /// Core Data entity classes Xcode generates.
    public var generatedTypes: Set<String> = []
    /// Swift files in an Xcode project's folder that no project builds (relative paths):
    /// left out of the check, as Xcode leaves them out of the build.
    public var outsideProjects: [String] = []
    /// The playgrounds in the app's folder (relative paths): left out of the check, as
    /// their pages are not app code.
    public var playgrounds: [String] = []
}

/// One Swift file of an app.
public struct SwiftFile: Sendable {
    /// Its path relative to the app folder.
    public var rel: String
    /// Its absolute path.
    public var path: String
    /// What it imports, declares and uses.
    public var facts: FileFacts
    /// The folder of its unit, relative to the app folder (`.` for the app itself).
    public var unit = ""
    /// Its group within the unit (a top-level folder or a local package's target).
    public var group = ""
    /// A test file (a test folder's, or one importing XCTest, Testing...): not checked.
    public var isTest = false
    /// The local package target it belongs to, if any.
    public var packageModule = ""
    /// The language mode its Xcode targets compile it in (`6`, `5`;
    /// ``XcodeProjectMembers/languageMode(of:)``), `nil` when no target says.
    public var languageMode: String?

    /// A view file: it imports SwiftUI.
    public var isView: Bool { facts.importsModule("SwiftUI") }
}

/// A project of an app: the unit of compilation before collisions split it.
public struct Unit: Sendable {
    /// The app's name.
    public var app: String
    /// The unit's folder relative to the app folder.
    public var folder: String
    /// Its files.
    public var files: [SwiftFile]
    /// Modules the unit itself provides (local packages' targets, its folders, its own name):
    /// importing one resolves to an empty stand-in, the code being in the same module.
    public var localModules: Set<String>
}

/// One module the check type-checks: its own files (whose results it gives) and the files
/// of other groups it needs (shared code).
public struct Module: Sendable {
    /// The module's name.
    public var name: String
    /// The groups whose files are its own.
    public var groups: [String]
    /// Its own files.
    public var home: [SwiftFile] = []
    /// Shared files compiled with it, whose results come from their own module.
    public var support: [SwiftFile] = []
    /// Where its module is written, for a local package's target that other modules import
    /// (``LocalPackageModules``); `nil`: type-checked only.
    public var emitPath: String?
    /// Folders of local modules it imports, searched before the empty stand-ins.
    public var localModuleFolders: [String] = []

    /// The language mode Xcode compiles its own files in, when it is Swift 6: the mode of
    /// its `@main` file's target, when it has one whose mode is known; otherwise `6` when
    /// every own file with a known mode has `6` (and one has). `nil`: the check's default.
    public var languageMode: String? {
        if let main = home.first(where: { $0.facts.hasMain && $0.languageMode != nil }) {
            return main.languageMode == "6" ? "6" : nil
        }
        let modes = home.compactMap(\.languageMode)
        return !modes.isEmpty && modes.allSatisfy { $0 == "6" } ? "6" : nil
    }
}

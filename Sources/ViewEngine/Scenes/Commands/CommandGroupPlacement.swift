/// The standard locations that you can place new command groups relative to.
///
/// ```swift
/// CommandGroup(after: .newItem) { Button("New from Clipboard") { paste() } }
/// ```
public struct CommandGroupPlacement: Sendable, Equatable, CustomStringConvertible {
    /// The placement's name, as ``ViewHost/render()`` writes it (`newItem`).
    public let description: String

    /// Placement for commands that present information about the app.
    public static let appInfo = CommandGroupPlacement(description: "appInfo")
    /// Placement for commands that expose app settings and preferences.
    public static let appSettings = CommandGroupPlacement(description: "appSettings")
    /// Placement for commands that expose services other apps provide.
    public static let systemServices = CommandGroupPlacement(description: "systemServices")
    /// Placement for commands that control the visibility of running apps.
    public static let appVisibility = CommandGroupPlacement(description: "appVisibility")
    /// Placement for commands that result in app termination.
    public static let appTermination = CommandGroupPlacement(description: "appTermination")
    /// Placement for commands that create and open different kinds of documents.
    public static let newItem = CommandGroupPlacement(description: "newItem")
    /// Placement for commands that save open documents and close windows.
    public static let saveItem = CommandGroupPlacement(description: "saveItem")
    /// Placement for commands that relate to importing and exporting data.
    public static let importExport = CommandGroupPlacement(description: "importExport")
    /// Placement for commands related to printing app content.
    public static let printItem = CommandGroupPlacement(description: "printItem")
    /// Placement for commands that control the Undo Manager.
    public static let undoRedo = CommandGroupPlacement(description: "undoRedo")
    /// Placement for commands that interact with the Clipboard and manipulate content.
    public static let pasteboard = CommandGroupPlacement(description: "pasteboard")
    /// Placement for commands that manipulate and transform text selections.
    public static let textEditing = CommandGroupPlacement(description: "textEditing")
    /// Placement for commands that manipulate and transform the styles applied to text.
    public static let textFormatting = CommandGroupPlacement(description: "textFormatting")
    /// Placement for commands that manipulate the toolbar.
    public static let toolbar = CommandGroupPlacement(description: "toolbar")
    /// Placement for commands that control the app's sidebar.
    public static let sidebar = CommandGroupPlacement(description: "sidebar")
    /// Placement for commands that control the size of the window.
    public static let windowSize = CommandGroupPlacement(description: "windowSize")
    /// Placement for commands that describe and reveal the app's open windows.
    public static let windowList = CommandGroupPlacement(description: "windowList")
    /// Placement for commands that describe and reveal the app's single windows.
    public static let singleWindowList = CommandGroupPlacement(description: "singleWindowList")
    /// Placement for commands that arrange all of an app's windows.
    public static let windowArrangement = CommandGroupPlacement(description: "windowArrangement")
    /// Placement for commands that present documentation and helpful information.
    public static let help = CommandGroupPlacement(description: "help")
}

// The messages between the server and the agent, the child process that mounts a
// package's previews: one JSON object per line, requests on the agent's standard input,
// replies on the descriptor that was its standard output (what the previews print goes
// to a file the agent reads back). This file is compiled into the server and, unchanged,
// into each agent.

import Foundation

/// A request from the server to the agent.
public struct AgentRequest: Codable, Sendable, Equatable {
    /// Answered by the reply with the same number.
    public var id: Int
    /// What to do.
    public var command: AgentCommand

    /// A request numbered `id`.
    public init(id: Int, command: AgentCommand) {
        self.id = id
        self.command = command
    }
}

/// What the server asks the agent to do. Every command but ``list`` answers with the
/// state of the preview on screen (``PreviewState``).
public enum AgentCommand: Codable, Sendable, Equatable {
    /// The previews the program has.
    case list
    /// Mounts the preview with the id `preview` (a ``PreviewEntry/id``) in a new host, shown
    /// with `display`.
    case open(preview: String, display: DisplaySettings)
    /// Shows the preview on screen with other display settings (its state is kept).
    case display(DisplaySettings)
    /// A click at a point of the window, in points.
    case click(x: Double, y: Double)
    /// A drag from a point of the window to another, in points.
    case drag(fromX: Double, fromY: Double, toX: Double, toY: Double)
    /// A key on the keyboard, for the focused field.
    case key(KeyPress)
    /// Moves the virtual clock on (timers, animations, tasks).
    case advance(seconds: Double)
}

/// A key of the keyboard.
public enum KeyPress: Codable, Sendable, Equatable {
    /// Characters typed at the end of the focused field.
    case text(String)
    /// The delete key.
    case deleteBackward
    /// The return key: submits the focused field.
    case submit
}

/// A preview the program declares, by file and name.
public struct PreviewEntry: Codable, Sendable, Equatable {
    /// How the server and the page name it: `#Preview` `Module/File.swift:12`, or
    /// `Module/File.swift#TypeName` for a `PreviewProvider`.
    public var id: String
    /// `#Preview` or `PreviewProvider`.
    public var kind: String
    /// Its file, as `#fileID` spells it (`Module/File.swift`).
    public var file: String
    /// Its line (0 when not known).
    public var line: Int
    /// The name the canvas shows: the `#Preview`'s name, else `File.swift:12`; the
    /// provider's type name.
    public var name: String

    /// A preview entry.
    public init(id: String, kind: String, file: String, line: Int, name: String) {
        self.id = id
        self.kind = kind
        self.file = file
        self.line = line
        self.name = name
    }
}

/// A reply of the agent.
public struct AgentReply: Codable, Sendable, Equatable {
    /// The request's number.
    public var id: Int
    /// The previews, for ``AgentCommand/list``.
    public var previews: [PreviewEntry]?
    /// The preview on screen after the command.
    public var state: PreviewState?
    /// Why the command was refused (a name that is not a preview, a click a control
    /// refused); the state, if any, is unchanged.
    public var error: String?

    /// A reply to the request `id`.
    public init(id: Int, previews: [PreviewEntry]? = nil, state: PreviewState? = nil, error: String? = nil) {
        self.id = id
        self.previews = previews
        self.state = state
        self.error = error
    }
}

/// A control a click reaches, with its frame in the window.
public struct ClickTarget: Codable, Sendable, Equatable {
    /// `Button`, `Toggle`, `TextField`, `Tab`, `Stepper`, `List row`...
    public var kind: String
    /// Its title.
    public var title: String
    /// The part of the control it is, for a control with several (a stepper's `−` and
    /// `+`, a segment, a picker's option); `nil` for the whole control.
    public var part: String?
    /// Its frame in window points.
    public var x: Double, y: Double, width: Double, height: Double
    /// Whether it takes clicks.
    public var isEnabled: Bool

    /// A target.
    public init(kind: String, title: String, part: String? = nil, x: Double, y: Double, width: Double, height: Double, isEnabled: Bool) {
        self.kind = kind
        self.title = title
        self.part = part
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isEnabled = isEnabled
    }
}

/// A diagnostic of the host, with the chain of events behind it.
public struct DiagnosticReport: Codable, Sendable, Equatable {
    /// The diagnostic's kind (`onChangeCycle`, `publishedOffMainThread`...).
    public var kind: String
    /// SwiftUI's text.
    public var message: String
    /// Where the observer was written (`Module/File.swift:14`), when known.
    public var location: String?
    /// The cause chain: the firings of the frame and what they wrote.
    public var explanation: String?
    /// The frame it happened in.
    public var frame: Int

    /// A report.
    public init(kind: String, message: String, location: String?, explanation: String?, frame: Int) {
        self.kind = kind
        self.message = message
        self.location = location
        self.explanation = explanation
        self.frame = frame
    }
}

/// The preview on screen: its picture and what the side panel shows.
public struct PreviewState: Codable, Sendable, Equatable {
    /// The preview's id.
    public var preview: String
    /// The window's size in points.
    public var width: Double, height: Double
    /// The window as an SVG picture, or `nil` when the engine has none to give.
    public var svg: String?
    /// `render(frames: true)`: the tree as text, each view with its frame.
    public var render: String
    /// The controls a click reaches, topmost last.
    public var targets: [ClickTarget]
    /// Every diagnostic of the host so far, in order.
    public var diagnostics: [DiagnosticReport]
    /// The frames of the last interaction, as `FrameTrace.text` writes them.
    public var trace: String
    /// What the views printed during the last interaction.
    public var console: String
    /// What the last interaction did (`tap "+"`, `nothing under (10, 12)`).
    public var did: String
    /// The title of the focused field, if any.
    public var focusedField: String?
    /// The virtual clock, in seconds since the host started.
    public var clock: Double
    /// Milliseconds the agent took: driving the host and settling its work, then drawing.
    public var driveMilliseconds: Double, drawMilliseconds: Double

    /// A state.
    public init(preview: String, width: Double, height: Double, svg: String?, render: String, targets: [ClickTarget],
                diagnostics: [DiagnosticReport], trace: String, console: String, did: String, focusedField: String?,
                clock: Double, driveMilliseconds: Double, drawMilliseconds: Double) {
        self.preview = preview
        self.width = width
        self.height = height
        self.svg = svg
        self.render = render
        self.targets = targets
        self.diagnostics = diagnostics
        self.trace = trace
        self.console = console
        self.did = did
        self.focusedField = focusedField
        self.clock = clock
        self.driveMilliseconds = driveMilliseconds
        self.drawMilliseconds = drawMilliseconds
    }
}

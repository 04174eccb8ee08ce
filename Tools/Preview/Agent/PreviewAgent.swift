// The agent's handler: one host for the preview on screen, driven by the server's
// commands; each answer is the preview's state (its picture, its tree, its diagnostics,
// the frames and prints of the interaction).

import Foundation
import ViewEngine

/// Mounts previews and drives them.
@MainActor
final class PreviewAgent {
    private let previews: [RegisteredPreview]
    private let console: ConsoleCapture
    /// The preview on screen.
    private var current: (preview: RegisteredPreview, host: ViewHost<AnyView>)?
    /// The device, colour scheme and Dynamic Type size it is shown with.
    private var display = DisplaySettings.standard

    init(previews: [RegisteredPreview], console: ConsoleCapture) {
        self.previews = previews
        self.console = console
    }

    /// The reply to the request `line`.
    func handle(_ line: String) async -> AgentReply {
        guard let request = try? JSONDecoder().decode(AgentRequest.self, from: Data(line.utf8)) else {
            return AgentReply(id: 0, error: "The agent could not read the request \(line.prefix(200)).")
        }
        let id = request.id
        if case .list = request.command {
            return AgentReply(id: id, previews: previews.map(\.entry))
        }
        if case .open(let name, let display) = request.command {
            guard let preview = previews.first(where: { $0.entry.id == name }) else {
                let names = previews.map { "\"\($0.entry.name)\" (\($0.entry.id))" }.joined(separator: ", ")
                return AgentReply(id: id, error: "No preview \"\(name)\". The previews: \(names.isEmpty ? "none" : names).")
            }
            return await open(preview, display: display, id: id)
        }
        guard let (preview, host) = current else {
            return AgentReply(id: id, error: "No preview is open: open one first.")
        }
        let frameBefore = host.trace.frames.last?.number ?? 0
        let start = ContinuousClock.now
        var did = ""
        var refusal: String?
        do {
            did = try await drive(host, request.command)
        } catch {
            refusal = "\(error)"
            did = "refused: \(error)"
        }
        await host.settle()
        return AgentReply(id: id, state: state(of: preview, host, did: did, since: frameBefore, driving: start.duration(to: .now)),
                          error: refusal)
    }

    private func open(_ preview: RegisteredPreview, display: DisplaySettings, id: Int) async -> AgentReply {
        current = nil   // the old host goes first: its tasks are cancelled
        _ = console.take()
        let start = ContinuousClock.now
        var configuration = HostConfiguration()
        configuration.tracesFrames = true
        configuration.echoesDiagnosticsToStandardError = false
        configuration.colorScheme = display.colorScheme == "dark" ? .dark : .light
        configuration.windowSize = CGSize(width: display.width, height: display.height)
        apply(display, to: &configuration)
        let host = ViewHost(preview.makeView(), configuration: configuration)
        await host.settle()
        current = (preview, host)
        self.display = display
        return AgentReply(id: id, state: state(of: preview, host, did: "open \"\(preview.entry.name)\"", since: 0,
                                               driving: start.duration(to: .now)))
    }

    /// Runs `command` on `host`; returns what it did.
    private func drive(_ host: ViewHost<AnyView>, _ command: AgentCommand) async throws -> String {
        switch command {
        case .click(let x, let y):
            return try host.click(at: CGPoint(x: x, y: y)) ?? "nothing to click at (\(format(x)), \(format(y)))"
        case .drag(let fromX, let fromY, let toX, let toY):
            return try host.dragAt(from: CGPoint(x: fromX, y: fromY), to: CGPoint(x: toX, y: toY))
        case .key(.text(let text)):
            try host.typeKeystroke(text)
            return "type \"\(text)\" into \"\(host.focusedField ?? "")\""
        case .key(.deleteBackward):
            try host.deleteBackward()
            return "delete backward in \"\(host.focusedField ?? "")\""
        case .key(.submit):
            let field = host.focusedField ?? ""
            try host.submitFocusedField()
            return "submit \"\(field)\""
        case .advance(let seconds):
            await host.advance(by: .milliseconds(Int64((seconds * 1000).rounded())))
            return "advance the clock \(format(seconds)) s"
        case .display(let display):
            // Only what changed, each in its frame, as a device changes one setting at a time.
            let old = self.display
            self.display = display
            if old.width != display.width || old.height != display.height {
                host.size = CGSize(width: display.width, height: display.height)
            }
            if old.colorScheme != display.colorScheme {
                host.colorScheme = display.colorScheme == "dark" ? .dark : .light
            }
            if old.dynamicTypeSize != display.dynamicTypeSize {
                host.setEnvironment(\.dynamicTypeSize, dynamicTypeSize(display))
            }
            if horizontalSizeClass(old) != horizontalSizeClass(display) {
                host.setEnvironment(\.horizontalSizeClass, horizontalSizeClass(display))
            }
            if verticalSizeClass(old) != verticalSizeClass(display) {
                host.setEnvironment(\.verticalSizeClass, verticalSizeClass(display))
            }
            return "display \(format(display.width)) × \(format(display.height)), \(display.colorScheme), \(display.dynamicTypeSize)"
        case .list, .open:
            return ""
        }
    }

    /// The device's settings in a new host's configuration.
    private func apply(_ display: DisplaySettings, to configuration: inout HostConfiguration) {
        configuration.setEnvironment(\.dynamicTypeSize, dynamicTypeSize(display))
        configuration.setEnvironment(\.horizontalSizeClass, horizontalSizeClass(display))
        configuration.setEnvironment(\.verticalSizeClass, verticalSizeClass(display))
    }

    /// An iPad's width is regular, an iPhone's compact (in either orientation, as on an
    /// iPhone 15; the Plus and Max models' regular landscape width is not offered).
    private func horizontalSizeClass(_ display: DisplaySettings) -> UserInterfaceSizeClass {
        display.isPad ? .regular : .compact
    }

    /// An iPad's height is regular, an iPhone's regular in portrait and compact in landscape.
    private func verticalSizeClass(_ display: DisplaySettings) -> UserInterfaceSizeClass {
        display.isPad || display.height > display.width ? .regular : .compact
    }

    private func dynamicTypeSize(_ display: DisplaySettings) -> DynamicTypeSize {
        DynamicTypeSize.allCases.first { "\($0)" == display.dynamicTypeSize } ?? .large
    }

    /// What the page shows of `host` after an interaction that began after frame `frame`.
    private func state(of preview: RegisteredPreview, _ host: ViewHost<AnyView>, did: String, since frame: Int,
                       driving: Duration) -> PreviewState {
        let drawStart = ContinuousClock.now
        let svg = PreviewPicture.svg(of: host)
        let render = host.render(frames: true)
        let targets = host.pointerTargets.map { target in
            ClickTarget(kind: target.kind, title: target.title, part: target.part, x: target.frame.minX, y: target.frame.minY,
                        width: target.frame.width, height: target.frame.height, isEnabled: target.isEnabled)
        }
        let diagnostics = host.diagnostics.map { diagnostic in
            DiagnosticReport(kind: "\(diagnostic.kind)", message: diagnostic.message, location: diagnostic.location?.description,
                             explanation: diagnostic.explanation?.description, frame: diagnostic.frame)
        }
        let drawing = drawStart.duration(to: .now)
        return PreviewState(
            preview: preview.entry.id, width: host.size.width, height: host.size.height, svg: svg, render: render,
            targets: targets, diagnostics: diagnostics, trace: host.trace.frames(after: frame).text, console: console.take(),
            did: did, focusedField: host.focusedField, clock: seconds(host.clock.now.offset),
            driveMilliseconds: milliseconds(driving), drawMilliseconds: milliseconds(drawing))
    }

    private func milliseconds(_ duration: Duration) -> Double { seconds(duration) * 1000 }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(format: "%.1f", number)
    }
}

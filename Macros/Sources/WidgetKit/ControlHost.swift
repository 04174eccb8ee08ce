#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// Shows a control as Control Center does: its template for the value its provider gives,
/// and what a tap performs.
///
/// ```swift
/// let control = try ControlHost(HandsOffControlWidget(), configuration: intent)
/// control.render()             // the template for the provider's preview value
/// try await control.refresh()  // asks the provider for the current value
/// let run = try await control.tap()
/// run.openedApp                // true for an intent that opens the app
/// ```
///
/// **Values.** Until ``refresh()``, the control shows its provider's preview value (as
/// the gallery does); ``refresh()`` asks for the current one with the host's clock
/// current. A provider that throws leaves the value shown, and the error is thrown.
///
/// **Taps.** A button performs its intent; a toggle performs its set-value intent with
/// the value it turns to, then asks for the current value again. Runs are performed as
/// ``HostIntents/perform(_:setting:entities:)`` does, in ``viewHost``'s `intents`.
@MainActor
public final class ControlHost {
    /// The control's kind.
    public let kind: String
    /// The name the gallery shows (`displayName(_:)`).
    public let displayName: String?
    /// Whether the control asks people to configure it when they add it.
    public let promptsForUserConfiguration: Bool
    /// The configuration intent the provider is given, for a control people configure.
    public private(set) var configuration: (any ControlConfigurationIntent)?
    /// The value shown.
    public private(set) var value: Any
    /// The host that mounts the control's view: its clock, `render()`, `snapshot()` and
    /// the intents run.
    public let viewHost: ViewHost<AnyView>

    private let control: ResolvedControl

    /// Shows `control` with its provider's preview value.
    ///
    /// ```swift
    /// let control = try ControlHost(TimerControl())
    /// ```
    ///
    /// - Throws: ``WidgetError/noConfiguration(_:)`` when the control's body describes no
    ///   control configuration WidgetKit knows.
    public convenience init<C: ControlWidget>(_ control: C) throws {
        guard let resolved = control.body.resolvedControl() else { throw WidgetError.noConfiguration("\(C.self)") }
        self.init(resolved, configuration: nil)
    }

    /// Shows a control that people configure, configured with `configuration`.
    ///
    /// ```swift
    /// let control = try ControlHost(HandsOffControlWidget(), configuration: HandsOffControlConfigurationIntent())
    /// ```
    ///
    /// - Throws: ``WidgetError/notConfigurable(kind:)`` for a control people do not
    ///   configure, ``WidgetError/wrongConfigurationIntent(given:expected:)`` for an intent
    ///   of another type.
    public convenience init<C: ControlWidget, Intent: ControlConfigurationIntent>(_ control: C, configuration: Intent) throws {
        guard let resolved = control.body.resolvedControl() else { throw WidgetError.noConfiguration("\(C.self)") }
        guard let expected = resolved.configurationType else { throw WidgetError.notConfigurable(kind: resolved.kind) }
        guard expected == Intent.self else {
            throw WidgetError.wrongConfigurationIntent(given: "\(Intent.self)", expected: "\(expected)")
        }
        self.init(resolved, configuration: configuration)
    }

    /// Shows the control of `bundle` whose kind is `kind`, with its provider's preview value.
    ///
    /// ```swift
    /// let control = try ControlHost(bundle: HandsOffWidgetsBundle(), kind: "HandsOffControlWidget")
    /// ```
    ///
    /// - Throws: ``WidgetError/unknownKind(_:known:)`` naming the bundle's control kinds.
    public convenience init<B: WidgetBundle>(bundle: B, kind: String) throws {
        var kinds: [String] = []
        for control in bundle.controls {
            guard let resolved = control.resolvedBody() else { continue }
            if resolved.kind == kind {
                self.init(resolved, configuration: nil)
                return
            }
            kinds.append(resolved.kind)
        }
        throw WidgetError.unknownKind(kind, known: kinds)
    }

    private init(_ control: ResolvedControl, configuration: (any ControlConfigurationIntent)?) {
        self.control = control
        kind = control.kind
        displayName = control.displayName
        promptsForUserConfiguration = control.promptsForUserConfiguration
        self.configuration = configuration
        value = control.previewValue(configuration)
        viewHost = ViewHost(AnyView(EmptyView()))
        viewHost.root = Self.view(of: control.template(value))
    }

    private static func view(of template: any ControlWidgetTemplate) -> AnyView {
        (template as? any ResolvableControlTemplate)?.controlView() ?? AnyView(EmptyView())
    }

    /// Whether the control is a toggle that is on; `nil` for a button.
    public var isOn: Bool? { (control.template(value) as? any ResolvableControlTemplate)?.isOn }

    /// The control's view, as ``ViewHost/render()`` writes a view tree.
    ///
    /// ```swift
    /// control.render()   // "Label\n  Text \"Put down your phone.\"..."
    /// ```
    public func render() -> String { viewHost.render() }

    /// Asks the provider for the current value and shows it.
    ///
    /// ```swift
    /// try await control.refresh()
    /// control.value as? String   // "Nope."
    /// ```
    public func refresh() async throws {
        let current = try await VirtualClock.$current.withValue(viewHost.clock) { [configuration, control] in
            try await control.currentValue(configuration)
        }
        value = current
        viewHost.root = Self.view(of: control.template(current))
    }

    /// Taps the control: performs its button's intent, or its toggle's with the value it
    /// turns to (then asks for the current value again). Returns the run.
    ///
    /// ```swift
    /// let run = try await control.tap()
    /// control.viewHost.intents.runs.last?.summary   // "Open App (system): performed, opened the app"
    /// ```
    ///
    /// - Throws: what running the intent throws (``AppIntentError``, or its `perform()`'s
    ///   error), or what the provider throws when asked again.
    @discardableResult
    public func tap() async throws -> IntentRun {
        guard let template = control.template(value) as? any ResolvableControlTemplate else {
            throw WidgetError.noConfiguration(kind)
        }
        let run = try await viewHost.intents.perform(template.tapIntent())
        if template.isOn != nil { try await refresh() }
        return run
    }
}

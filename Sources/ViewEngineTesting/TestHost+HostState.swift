import Testing
import ViewEngine

/// The host's state a test sets or reads as the device, the user or the system would:
/// the scene's phase and the color scheme (each set runs a frame, as `ViewHost`'s does),
/// and what the host recorded (its clock, its trace, the feedback played).
extension TestHost {
    /// The phase of the host's scene. Setting it runs a frame in which the views reading
    /// `@Environment(\.scenePhase)` re-evaluate, as `ViewHost.scenePhase` does; its
    /// unexpected diagnostics are reported at the next driver call.
    ///
    /// ```swift
    /// test.scenePhase = .background
    /// ```
    public var scenePhase: ScenePhase {
        get { host.scenePhase }
        set { host.scenePhase = newValue }
    }

    /// The color scheme of the host's environment, as the device's appearance. Setting it
    /// runs a frame in which the views reading `@Environment(\.colorScheme)` re-evaluate,
    /// as `ViewHost.colorScheme` does.
    ///
    /// ```swift
    /// test.colorScheme = .dark
    /// ```
    public var colorScheme: ColorScheme {
        get { host.colorScheme }
        set { host.colorScheme = newValue }
    }

    /// The host's virtual clock (`ViewHost.clock`): its `now`, and the next deadline of
    /// the work sleeping on it.
    ///
    /// ```swift
    /// #expect(test.clock.now == VirtualClock.Instant(offset: .seconds(1)))
    /// ```
    public var clock: VirtualClock { host.clock }

    /// What the host did, frame by frame, when `HostConfiguration.tracesFrames` is on
    /// (`ViewHost.trace`).
    ///
    /// ```swift
    /// print(test.trace.text)
    /// ```
    public var trace: FrameTrace { host.trace }

    /// The feedback the views played with `sensoryFeedback(_:trigger:)`, in order
    /// (`ViewHost.playedFeedback`).
    ///
    /// ```swift
    /// #expect(test.playedFeedback == [.selection])
    /// ```
    public var playedFeedback: [SensoryFeedback] { host.playedFeedback }

    /// The title of the text field that has focus, or `nil` (`ViewHost.focusedField`).
    ///
    /// ```swift
    /// test.type("a", into: "Email")
    /// #expect(test.focusedField == "Email")
    /// ```
    public var focusedField: String? { host.focusedField }
}

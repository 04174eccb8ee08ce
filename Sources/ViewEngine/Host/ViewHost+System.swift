// The host as the device and system around the app: what UIKit's singletons reach.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore

extension ViewHost {
    /// Makes this host's system the one UIKit's singletons reach while the host's clock is
    /// current: `UIApplication.shared.open` records in ``openedURLs``, `sendAction` with
    /// `resignFirstResponder` takes focus away, `UIScreen.main.bounds` is the window.
    func attachSystem() {
        let system = environmentSettings.system
        let urls = environmentSettings.urls
        let link = graph.link
        system.openURL = { url in urls.open(url) }
        system.resignFocus = {
            guard let graph = link.graph, graph.focus.focusedField != nil else { return false }
            if graph.isInFrame {
                graph.focus.move(to: nil)
            } else {
                graph.runFrame(.userEvent, cause: "resignFirstResponder") { graph.focus.move(to: nil) }
            }
            return true
        }
        system.windowSize = { [weak self] in self?.size ?? HostConfiguration().windowSize }
        system.scenePhase = { [weak self] in self?.environmentSettings.scenePhase ?? .active }
        system.environment = { [weak self] in
            var values = EnvironmentValues()
            self?.environmentSettings.write(&values)
            return values
        }
        system.attach(to: graph.clock)
        if HostSystem.measureView == nil {
            HostSystem.measureView = { view, proposal in ViewHost<AnyView>.fittingSize(of: view, for: proposal) }
        }
    }

    /// The size of `view` laid out alone for `proposal`, in a host of its own with the
    /// default environment and no safe area (what `UIHostingController.sizeThatFits(in:)`
    /// answers).
    static func fittingSize(of view: AnyView, for proposal: ProposedViewSize) -> CGSize {
        var configuration = HostConfiguration()
        configuration.echoesDiagnosticsToStandardError = false
        let host = ViewHost<AnyView>(view, configuration: configuration)
        host.safeAreaInsets = EdgeInsets()
        return host.fittingSize(for: proposal)
    }

    /// The haptic feedback the app played, in order, each as its call was written
    /// (UIKit's feedback generators).
    ///
    /// ```swift
    /// try host.tap("Save")      // UINotificationFeedbackGenerator().notificationOccurred(.success)
    /// host.hapticFeedback       // ["notificationOccurred(.success)"]
    /// ```
    public var hapticFeedback: [String] { environmentSettings.system.feedback }

    /// The notifications the app posted to assistive technologies, in order, each with its
    /// argument as text (`UIAccessibility.post(notification:argument:)`).
    ///
    /// ```swift
    /// try host.tap("Save")      // UIAccessibility.post(notification: .announcement, argument: "Saved")
    /// host.accessibilityNotifications.map(\.argument)   // ["Saved"]
    /// ```
    public var accessibilityNotifications: [(notification: UIAccessibility.Notification, argument: String?)] {
        environmentSettings.system.accessibilityNotifications
    }

    /// The images the app added to the user's Camera Roll album, in order
    /// (`UIImageWriteToSavedPhotosAlbum` inside the host).
    ///
    /// ```swift
    /// try host.tap("Save to Photos")   // UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
    /// host.savedPhotos.count           // 1
    /// ```
    public var savedPhotos: [UIImage] { environmentSettings.system.savedPhotos }

    /// Stands in for the user of the next file panel the app runs (AppKit's `NSOpenPanel`
    /// and `NSSavePanel`): it returns `.OK` with `urls` as its choice. Call it once per
    /// panel, before the action that runs it; a panel run with no choice left is cancelled,
    /// as when the user closes it.
    ///
    /// ```swift
    /// host.chooseFiles([URL(fileURLWithPath: "/Users/me/Backups")])
    /// try host.tap(.button, "folder")      // NSOpenPanel().runModal() == .OK
    /// ```
    public func chooseFiles(_ urls: [URL]) { environmentSettings.system.fileChoices.append(urls) }

    /// The alternate icon the app asked to show, `nil` for its primary icon
    /// (`UIApplication.shared.setAlternateIconName(_:completionHandler:)` inside the host).
    ///
    /// ```swift
    /// try host.tap("Dark Icon")     // UIApplication.shared.setAlternateIconName("DarkIcon")
    /// host.alternateIconName        // "DarkIcon"
    /// ```
    public var alternateIconName: String? { environmentSettings.system.alternateIconName }

    /// Whether the app asked to quit (`NSApp.terminate(_:)` inside the host): on a Mac the
    /// app ends; the host records it and goes on.
    ///
    /// ```swift
    /// try host.tap("Quit")          // NSApp.terminate(nil)
    /// host.appTerminated            // true
    /// ```
    public var appTerminated: Bool { environmentSettings.system.terminated }

    /// The host's general pasteboard: what `UIPasteboard.general` is inside the host.
    ///
    /// ```swift
    /// try host.tap("Copy Link")     // UIPasteboard.general.url = link
    /// host.pasteboard.url           // link
    /// ```
    public var pasteboard: UIPasteboard { environmentSettings.system.pasteboard }
}
#endif

// What a platform object takes from the environment of the representable that shows it:
// a view controller, the presentation it dismisses (UIKit/UIViewController.swift).

import ViewEngineCore

/// A platform object that takes what it needs from the environment of the representable
/// showing it, before each update (a view controller: the presentation it can dismiss).
@MainActor
protocol RepresentedInEnvironment: AnyObject {
    /// The representable's environment, as of this update.
    func representableEnvironment(_ environment: EnvironmentValues)
}

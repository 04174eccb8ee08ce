#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control of horizontal segments — UIKit's `UISegmentedControl`, whose appearance proxy
/// apps set to style SwiftUI's segmented `Picker`. Its settings are kept and read back.
///
/// ```swift
/// UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
/// UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The color of the selected segment.
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the segments' titles in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the segments' titles in `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
#endif

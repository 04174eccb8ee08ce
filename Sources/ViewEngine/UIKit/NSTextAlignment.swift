#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The alignments of text — UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Left-aligned.
    case left
    /// Centered.
    case center
    /// Right-aligned.
    case right
    /// Both edges aligned.
    case justified
    /// The script's own alignment.
    case natural
}
#endif

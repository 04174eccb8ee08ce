#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// Adds `image` to the user's Camera Roll album — UIKit's function: the current host keeps
/// it, in order, in ``ViewHost/savedPhotos`` (outside any host, the process-wide system
/// does, and no host reads it). UIKit then sends `completionSelector` to
/// `completionTarget`; Linux has no Objective-C runtime to send it with, so a completion
/// target is not called back (`#selector` does not compile here either).
///
/// ```swift
/// UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
/// ```
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    HostSystem.current.savePhoto(image)
}
#endif

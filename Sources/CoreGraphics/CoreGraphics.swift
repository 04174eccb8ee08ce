// `import CoreGraphics` where the platform has none: Foundation's geometry (`CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`, which swift-corelibs-foundation declares) and the Core
// Graphics names `ViewEngine` declares because SwiftUI's API takes them (`CGColor`,
// `CGAffineTransform`, `CGLineCap`, `CGLineJoin`, `CGVector`, `CGBlendMode`) or UIKit's image renderer and SwiftUI's hand them
// out (`CGContext`, `CGImage`), or SwiftUI's `Path` converts to and from (`CGPath`,
// `CGMutablePath`), re-exported one by one, as SwiftUI
// re-exports Core Graphics on Apple's platforms. A file that imports both sees each name
// once: the same declaration. (Where the platform has Core Graphics, this module builds as
// `EngineCoreGraphics` and declares nothing.) `ImportCoreGraphicsTests` checks this list
// against the `CG` names `ViewEngine` declares.
#if !canImport(Darwin)
@_exported import Foundation
@_exported import struct ViewEngine.CGAffineTransform
@_exported import class ViewEngine.CGColor
@_exported import class ViewEngine.CGContext
@_exported import class ViewEngine.CGImage
@_exported import class ViewEngine.CGMutablePath
@_exported import class ViewEngine.CGPath
@_exported import enum ViewEngine.CGBlendMode
@_exported import enum ViewEngine.CGLineCap
@_exported import enum ViewEngine.CGLineJoin
@_exported import struct ViewEngine.CGVector
#endif

// What Apple's Foundation declares and swift-corelibs-foundation lacks, for the files that
// import Foundation alone: the names `ViewEngine` declares for them
// (`Sources/ViewEngine/PlatformTypes/Foundation/`), re-exported one by one with Foundation.
// Declared in `ViewEngine`, which imports Foundation, each shadows a corelibs declaration
// of its name (an unavailable `DateComponentsFormatter`, a `PersonNameComponentsFormatter`
// without `init()`). The compatibility check imports this module into every file, as
// Apple's SDK makes Foundation's names visible; an app target on Linux gets it through the
// FoundationImports plugin. `FoundationOnLinuxModuleTests` checks this list against the
// folder. (Where the platform is Apple's, this module declares nothing.) FoundationXML
// too: Apple's Foundation has `XMLParser` and `XMLParserDelegate`, corelibs moves them there.
#if !canImport(Darwin)
@_exported import Foundation
#if canImport(FoundationXML)
@_exported import FoundationXML
#endif
@_exported import class ViewEngine.DateComponentsFormatter
@_exported import class ViewEngine.ListFormatter
@_exported import struct ViewEngine.LocalizedStringResource
@_exported import class ViewEngine.NSItemProvider
@_exported import protocol ViewEngine.NSItemProviderReading
@_exported import protocol ViewEngine.NSItemProviderWriting
@_exported import struct ViewEngine.NSValueTransformerName
@_exported import class ViewEngine.NSUserActivity
@_exported import protocol ViewEngine.NSUserActivityRestoring
@_exported import class ViewEngine.PersonNameComponentsFormatter
@_exported import class ViewEngine.RelativeDateTimeFormatter
@_exported import struct ViewEngine.AsyncLineSequence
@_exported import class ViewEngine.UndoManager
@_exported import class ViewEngine.ValueTransformer
@_exported import typealias ViewEngine.CFTypeID
@_exported import typealias ViewEngine.CFTypeRef
@_exported import func ViewEngine.CFArrayGetTypeID
@_exported import func ViewEngine.CFBooleanGetTypeID
@_exported import func ViewEngine.CFDictionaryGetTypeID
@_exported import func ViewEngine.CFGetTypeID
@_exported import func ViewEngine.CFNullGetTypeID
@_exported import func ViewEngine.CFNumberGetTypeID
@_exported import func ViewEngine.CFStringGetTypeID
@_exported import func ViewEngine.__dispatch_queue_get_label
@_exported import func ViewEngine.autoreleasepool
@_exported import var ViewEngine.NSEC_PER_SEC
@_exported import var ViewEngine.NSEC_PER_MSEC
@_exported import var ViewEngine.NSEC_PER_USEC
@_exported import var ViewEngine.USEC_PER_SEC
#endif

// A file that picks photos imports PhotosUI and SwiftUI; PhotosPickerItem's content types
// are UTTypes, as with Apple's PhotosUI.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
@_exported import ViewEngine

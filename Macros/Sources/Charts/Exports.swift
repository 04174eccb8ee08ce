// Charts draws with SwiftUI's views and styles: its marks take ShapeStyles, its chart is a
// View (`import Charts` beside `import SwiftUI`, as on Apple's platforms).
@_exported import Foundation

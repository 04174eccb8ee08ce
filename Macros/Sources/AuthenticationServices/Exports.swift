// Sign in with Apple's credentials carry Foundation's Data and PersonNameComponents; its
// button is a SwiftUI view (the driver, `host.appleID`, extends ViewHost).
@_exported import Foundation

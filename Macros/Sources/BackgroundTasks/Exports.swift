// BackgroundTasks' requests carry Foundation's Date (the driver, `host.backgroundTasks`,
// extends ViewHost).
@_exported import Foundation

// `import UserNotifications` where the platform has none: local notifications as SwiftUI apps
// schedule them (authorization, content, triggers, requests, the center's delegate), on the
// current host's virtual clock. Each host has its own notification center
// (`UNUserNotificationCenter.current()` in its frames, tasks and timers), whose record a test
// reads through `host.notifications`: the authorization asked for, the pending requests, the
// notifications delivered when their trigger's time comes on the host's clock, and what the
// delegate chose to present. (Where the platform has UserNotifications, this module builds as
// `EngineUserNotifications` and declares nothing.)
#if !canImport(Darwin)
@_exported import Foundation
#endif

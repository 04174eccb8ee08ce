import BackgroundTasks
import Foundation
import Testing
import ViewEngine

/// BGTaskScheduler on a host, the test playing the system; each test named after the
/// sentence of Apple's documentation (BackgroundTasks: "BGTaskScheduler",
/// "register(forTaskWithIdentifier:using:launchHandler:)", "submit(_:)",
/// "earliestBeginDate", "expirationHandler", "BGTaskScheduler.Error.Code") it encodes.
@MainActor
@Suite("BackgroundTasks: requests and launches on a host")
struct BackgroundTasksTests {
    @MainActor @Observable final class Feed {
        var refreshes = 0
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View {
            VStack {
                Text("refreshed \(feed.refreshes)")
                Button("Schedule") {
                    let request = BGAppRefreshTaskRequest(identifier: "com.example.feed")
                    request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
                    try? BGTaskScheduler.shared.submit(request)
                }
            }
        }
    }

    /// Runs `body` as the app of `host` runs: the scheduler is the host's.
    func asApp<T>(of host: ViewHost<some View>, _ body: () throws -> T) rethrows -> T {
        try VirtualClock.$current.withValue(host.clock, operation: body)
    }

    /// "Register a launch handler for the task with the associated identifier" and
    /// "earliestBeginDate: The earliest date and time at which to run the task" — the system
    /// launches the task no earlier than that date on the host's clock; the launch handler
    /// gets a refresh task, whose completion the scheduler records.
    @Test func aSubmittedRefreshLaunchesNoEarlierThanItsDate() async throws {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed))
        asApp(of: host) {
            let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.feed", using: nil) { task in
                Task { @MainActor in
                    feed.refreshes += 1
                    task.setTaskCompleted(success: true)
                }
            }
            #expect(registered)
        }
        try host.tap("Schedule")
        #expect(host.backgroundTasks.pending.count == 1 && host.backgroundTasks.pending[0].hasPrefix("refresh com.example.feed after "))
        #expect(throws: HostBackgroundTasks.LaunchError.self) { try host.backgroundTasks.launch("com.example.feed") }
        await host.advance(by: .seconds(15 * 60 + 1))
        let task = try host.backgroundTasks.launch("com.example.feed")
        #expect(task is BGAppRefreshTask && host.backgroundTasks.pending == [])
        await host.settle()
        #expect(host.render().contains(#"Text "refreshed 1""#))
        #expect(host.backgroundTasks.events.map { $0.hasPrefix("submit refresh com.example.feed after") ? "submit" : $0 } == [
            "register com.example.feed", "submit", "launch com.example.feed", "completed com.example.feed: success",
        ])
    }

    /// "Submitting a task request for an unexecuted task that's already in the queue
    /// replaces the previous task request" and "There can be a total of 1 refresh task and
    /// 10 processing tasks scheduled at any time."
    @Test func aSecondRequestReplacesTheFirstAndTheQueueHasLimits() throws {
        let host = ViewHost(Text("app"))
        try asApp(of: host) {
            let first = BGProcessingTaskRequest(identifier: "clean")
            try BGTaskScheduler.shared.submit(first)
            let second = BGProcessingTaskRequest(identifier: "clean")
            second.requiresExternalPower = true
            try BGTaskScheduler.shared.submit(second)
            #expect(host.backgroundTasks.pending == ["processing clean (power)"])
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "feed"))
            #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
                try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "news"))
            }
            for index in 1..<10 { try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "job\(index)")) }
            #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
                try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "job10"))
            }
            BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: "feed")
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "news"))
            #expect(host.backgroundTasks.pending.count == 11 && host.backgroundTasks.pending.last == "refresh news")
            BGTaskScheduler.shared.cancelAllTaskRequests()
            #expect(host.backgroundTasks.pending == [])
        }
    }

    /// "expirationHandler: A handler called shortly before the task's background time
    /// expires" — the app stops and completes; a task already completed cannot expire.
    @Test func anExpiringTaskRunsItsExpirationHandler() throws {
        let host = ViewHost(Text("app"))
        try asApp(of: host) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "sync", using: nil) { task in
                task.expirationHandler = { task.setTaskCompleted(success: false) }
            }
            try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "sync"))
        }
        let task = try host.backgroundTasks.launch("sync")
        #expect(task is BGProcessingTask)
        try host.backgroundTasks.expire("sync", task: task)
        #expect(throws: HostBackgroundTasks.LaunchError.notRunning("sync")) { try host.backgroundTasks.expire("sync", task: task) }
        #expect(host.backgroundTasks.events == ["register sync", "submit processing sync", "launch sync", "expire sync",
                                                "completed sync: failure"])
    }

    /// "notPermitted: The app isn't permitted to launch the identified background task" (an
    /// identifier not in `BGTaskSchedulerPermittedIdentifiers`) and "unavailable: The user
    /// disabled background refresh in settings"; a second handler for one identifier is
    /// refused, not a crash; launching what is not pending names what is.
    @Test func refusalsAreErrorsThatNameTheReason() {
        let host = ViewHost(Text("app"))
        host.backgroundTasks.permittedIdentifiers = ["feed"]
        asApp(of: host) {
            #expect(BGTaskScheduler.shared.register(forTaskWithIdentifier: "feed", using: nil) { _ in })
            #expect(!BGTaskScheduler.shared.register(forTaskWithIdentifier: "feed", using: nil) { _ in })
            #expect(!BGTaskScheduler.shared.register(forTaskWithIdentifier: "other", using: nil) { _ in })
            #expect(throws: BGTaskScheduler.Error(.notPermitted)) {
                try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "other"))
            }
            host.backgroundTasks.isBackgroundRefreshAvailable = false
            #expect(throws: BGTaskScheduler.Error(.unavailable)) {
                try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "feed"))
            }
        }
        #expect(throws: HostBackgroundTasks.LaunchError.noPendingRequest("feed", pending: [])) {
            try host.backgroundTasks.launch("feed")
        }
        #expect((BGTaskScheduler.Error(.notPermitted) as NSError).domain == "BGTaskSchedulerErrorDomain")
        #expect(host.backgroundTasks.registered == ["feed"])
    }
}

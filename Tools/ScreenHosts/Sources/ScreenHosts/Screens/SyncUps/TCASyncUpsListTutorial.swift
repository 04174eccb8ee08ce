import ViewEngine

/// SyncUps (TCA's example), `tca-syncups-list-tutorial`: The tutorial's list: one card, Point-Free morning sync.
let tcaSyncUpsListTutorial = HostedScreen("tca-syncups-list-tutorial", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tutorialMorningSync])
}

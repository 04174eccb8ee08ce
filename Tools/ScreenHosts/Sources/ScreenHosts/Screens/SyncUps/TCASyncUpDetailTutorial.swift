import ViewEngine

/// SyncUps (TCA's example), `tca-syncup-detail-tutorial`: The tutorial's detail, pushed over the list: a past meeting and three attendees.
let tcaSyncUpDetailTutorial = HostedScreen("tca-syncup-detail-tutorial", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tutorialMorningSync], path: [.detail(.tutorialMorningSync)])
}

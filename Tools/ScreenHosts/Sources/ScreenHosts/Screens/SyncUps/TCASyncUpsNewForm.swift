import ViewEngine

/// SyncUps (TCA's example), `tca-syncups-new-form`: The add sheet over the empty list, its form filled in: Morning sync, 5 min, Bubblegum, three attendees.
let tcaSyncUpsNewForm = HostedScreen("tca-syncups-new-form", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [], adding: .tourMorningSync)
}

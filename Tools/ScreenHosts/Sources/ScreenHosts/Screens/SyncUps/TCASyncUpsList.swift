import ViewEngine

/// SyncUps (TCA's example), `tca-syncups-list`: The list with the added sync-up's card.
let tcaSyncUpsList = HostedScreen("tca-syncups-list", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tourMorningSync])
}

import ViewEngine

/// SyncUps (TCA's example), `tca-syncups-list-empty`: The list at first launch: no sync-ups.
let tcaSyncUpsListEmpty = HostedScreen("tca-syncups-list-empty", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [])
}

import ViewEngine

/// SyncUps (TCA's example), `tca-syncup-detail`: The added sync-up's detail, pushed over the list.
let tcaSyncUpDetail = HostedScreen("tca-syncup-detail", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tourMorningSync], path: [.detail(.tourMorningSync)])
}

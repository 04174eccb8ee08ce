import ViewEngine

/// SyncUps (TCA's example), `tca-syncup-delete-alert`: The detail with its past meeting under the delete alert (Delete?: Nevermind, Yes).
let tcaSyncUpDeleteAlert = HostedScreen("tca-syncup-delete-alert", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tourMorningSyncMet], path: [.detail(.tourMorningSyncMet)],
                   detailDestination: .deleteAlert)
}

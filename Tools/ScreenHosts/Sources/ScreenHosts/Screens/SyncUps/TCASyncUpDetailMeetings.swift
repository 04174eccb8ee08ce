import ViewEngine

/// SyncUps (TCA's example), `tca-syncup-detail-meetings`: The detail after the edit and a first meeting: Past meetings, four attendees.
let tcaSyncUpDetailMeetings = HostedScreen("tca-syncup-detail-meetings", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tourMorningSyncMet], path: [.detail(.tourMorningSyncMet)])
}

import ViewEngine

/// SyncUps (TCA's example), `tca-meeting`: The first meeting, pushed over the detail: four attendees and an empty transcript.
let tcaMeeting = HostedScreen("tca-meeting", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tourMorningSyncMet],
                   path: [.detail(.tourMorningSyncMet), .meeting(SyncUp.tourMorningSyncMet.meetings[0], syncUp: .tourMorningSyncMet)])
}

import ViewEngine

/// SyncUps (TCA's example), `tca-syncup-edit-form`: The edit sheet over the detail, with a fourth attendee added: Blob Esq.
let tcaSyncUpEditForm = HostedScreen("tca-syncup-edit-form", origin: syncUpsOrigin) {
    SyncUpsAppView(syncUps: [.tourMorningSync], path: [.detail(.tourMorningSync)],
                   detailDestination: .edit(.tourMorningSyncEdited))
}

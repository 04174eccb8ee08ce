// The names of SF Symbols the engine knows to be real, as far as its sources give them:
// every symbol the 34 apps of the project's sample name (Inventory's `symbols.tsv`, and
// the names the apps pass through variables and tables), the symbols the engine's own
// chrome and artwork use, the symbols of the apps brought through the guide since
// (issue 90's: `plus.square.on.square`), and their common variants as Apple's catalogue
// names them.
// A name outside the list is not a symbol as far as the engine knows: `Image(systemName:)`
// reports it as iOS does ("No symbol named 'x' found in system symbol set"). The list is
// not Apple's whole catalogue (thousands of names): a real symbol missing here is a gap
// to add, named by the diagnostic.

enum SymbolCatalog {
    /// Whether `name` is a symbol the engine knows.
    static func contains(_ name: String) -> Bool { names.contains(name) }

    /// The known names.
    static let names: Set<String> = Set(list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    private static let list = """
        00.square airplane airplane.circle airplane.circle.fill airplane.departure alarm
        antenna.radiowaves.left.and.right app applewatch.slash archivebox archivebox.circle
        archivebox.circle.fill archivebox.fill arrow.2.circlepath arrow.backward arrow.backward.circle
        arrow.circlepath arrow.clockwise arrow.clockwise.circle arrow.clockwise.circle.fill
        arrow.counterclockwise arrow.counterclockwise.circle arrow.counterclockwise.circle.fill arrow.down
        arrow.down.backward arrow.down.circle arrow.down.circle.fill arrow.down.doc arrow.down.doc.fill arrow.down.forward arrow.down.left
        arrow.down.right arrow.down.square arrow.forward arrow.forward.circle arrow.left
        arrow.left.arrow.right arrow.left.circle arrow.left.circle.fill arrow.right arrow.right.circle
        arrow.right.circle.fill arrow.swap arrow.triangle.2.circlepath arrow.triangle.2.circlepath.camera
        arrow.triangle.merge arrow.turn.up.forward.iphone arrow.up arrow.up.arrow.down
        arrow.up.arrow.down.circle arrow.up.arrow.down.circle.fill arrow.up.arrow.down.square arrow.up.backward
        arrow.up.circle arrow.up.circle.fill arrow.up.doc arrow.up.doc.fill arrow.up.forward arrow.up.left arrow.up.right
        arrow.up.square arrow.uturn.left arrow.uturn.right arrowshape.turn.up.backward
        arrowshape.turn.up.backward.fill arrowshape.turn.up.forward arrowshape.turn.up.forward.fill
        arrowshape.turn.up.left arrowshape.turn.up.left.fill arrowshape.turn.up.right
        arrowshape.turn.up.right.fill arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill at
        at.circle at.circle.fill backward backward.fill bag bag.circle bag.circle.fill bag.fill banknote
        banknote.fill barcode barcode.viewfinder battery.25percent bell bell.badge bell.badge.fill
        bell.circle bell.circle.fill bell.fill bell.slash bell.slash.fill bird bird.fill bolt bolt.circle
        bolt.circle.fill bolt.fill bolt.heart bolt.heart.fill bolt.slash bolt.slash.circle
        bolt.slash.circle.fill bolt.slash.fill book book.circle book.circle.fill book.fill book.pages.fill
        bookmark bookmark.circle bookmark.circle.fill bookmark.fill bookmark.slash bookmark.slash.fill
        bookmark.square bookmark.square.fill books.vertical books.vertical.fill box.truck box.truck.fill
        brain brain.fill briefcase briefcase.circle briefcase.circle.fill briefcase.fill bubble bubble.fill
        bubble.left bubble.left.and.bubble.right bubble.left.and.bubble.right.fill bubble.left.fill
        bubble.right bubble.right.fill building.2 building.2.fill button.vertical.left.press.fill calendar
        calendar.badge.clock calendar.badge.exclamationmark calendar.badge.minus calendar.badge.plus
        calendar.circle calendar.circle.fill camera camera.circle camera.circle.fill camera.fill
        camera.filters camera.on.rectangle camera.viewfinder capsule capsule.fill car car.fill car.side
        car.side.lock.open cart cart.badge.minus cart.badge.plus cart.circle cart.circle.fill cart.fill
        cellularbars chart.bar chart.bar.fill chart.line.uptrend.xyaxis chart.pie chart.pie.fill checklist
        checkmark checkmark.circle checkmark.circle.fill checkmark.seal checkmark.seal.fill checkmark.square
        checkmark.square.fill chevron.backward chevron.compact.down chevron.compact.up chevron.down
        chevron.down.circle chevron.down.circle.fill chevron.forward chevron.left chevron.left.circle
        chevron.left.circle.fill chevron.left.forwardslash.chevron.right chevron.left.slash.chevron.right
        chevron.right chevron.right.circle chevron.right.circle.fill chevron.up chevron.up.chevron.down
        chevron.up.circle chevron.up.circle.fill circle circle.fill circle.inset.filled clear clear.fill
        clipboard clipboard.fill
        clock clock.arrow.2.circlepath clock.arrow.circlepath clock.circle clock.circle.fill clock.fill
        cloud cloud.fill cloud.sun cloud.sun.fill cloud.sun.rain cloud.sun.rain.fill command command.circle
        command.circle.fill creditcard creditcard.circle creditcard.circle.fill creditcard.fill cross
        cross.circle cross.circle.fill cross.fill cup.and.saucer cup.and.saucer.fill cylinder.split.1x2
        delete.left delete.left.fill deskclock deskclock.fill desktopcomputer doc doc.badge.plus doc.circle
        doc.circle.fill doc.fill doc.on.doc doc.on.doc.fill doc.plaintext doc.plaintext.fill doc.richtext
        doc.richtext.fill doc.text doc.text.fill dollarsign dollarsign.circle dollarsign.circle.fill
        dollarsign.square dollarsign.square.fill dot.radiowaves.up.forward drop drop.circle drop.circle.fill
        drop.fill drop.triangle.fill ellipsis ellipsis.bubble ellipsis.bubble.fill ellipsis.circle
        ellipsis.circle.fill envelope envelope.badge envelope.badge.fill envelope.circle
        envelope.circle.fill envelope.fill envelope.open envelope.open.fill exclamationmark
        exclamationmark.bubble exclamationmark.bubble.fill exclamationmark.circle
        exclamationmark.circle.fill exclamationmark.square exclamationmark.square.fill
        exclamationmark.triangle exclamationmark.triangle.fill externaldrive externaldrive.fill eye
        eye.circle eye.circle.fill eye.fill eye.slash eye.slash.fill eyedropper eyedropper.full face.smiling
        face.smiling.fill fiberchannel figure figure.cooldown figure.mind.and.body figure.walk film
        film.circle film.circle.fill film.fill flag flag.checkered flag.circle flag.circle.fill flag.fill
        flag.slash flag.slash.fill flame flame.circle flame.circle.fill flame.fill folder folder.badge.minus
        folder.badge.plus folder.circle folder.circle.fill folder.fill folder.fill.badge.minus
        folder.fill.badge.plus fork.knife fork.knife.circle fork.knife.circle.fill forward forward.fill
        gamecontroller gamecontroller.fill gauge gauge.with.dots.needle.bottom.50percent.badge.plus gear
        gear.circle gear.circle.fill gearshape gearshape.circle gearshape.circle.fill gearshape.fill gift
        gift.circle gift.circle.fill gift.fill globe globe.americas globe.americas.fill gobackward goforward
        hammer hammer.circle hammer.circle.fill hammer.fill hand.raised hand.raised.fill hand.wave hand.wave.fill hand.thumbsdown
        hand.thumbsdown.fill hand.thumbsup hand.thumbsup.circle hand.thumbsup.circle.fill hand.thumbsup.fill
        hare hare.fill heart heart.circle heart.circle.fill heart.fill heart.slash heart.slash.fill
        heart.square heart.square.fill hourglass hourglass.bottomhalf.fill hourglass.circle
        hourglass.circle.fill hourglass.tophalf.fill house house.circle house.circle.fill house.fill icloud
        icloud.fill icloud.slash icloud.slash.fill info info.circle info.circle.fill ipad ipad.and.iphone
        ipad.homebutton iphone iphone.homebutton iphone.radiowaves.left.and.right iphone.slash key key.fill keyboard leaf
        leaf.arrow.circlepath leaf.circle leaf.circle.fill leaf.fill lightbulb lightbulb.circle
        lightbulb.circle.fill lightbulb.fill lightbulb.max lightbulb.slash line.3.horizontal
        line.3.horizontal.circle line.3.horizontal.circle.fill line.3.horizontal.decrease
        line.3.horizontal.decrease.circle line.3.horizontal.decrease.circle.fill line.horizontal.3
        line.horizontal.3.decrease line.horizontal.3.decrease.circle line.horizontal.3.decrease.circle.fill
        link link.badge.plus link.circle link.circle.fill link.icloud list.bullet
        list.bullet.below.rectangle list.bullet.circle list.bullet.circle.fill list.bullet.rectangle
        list.bullet.rectangle.fill list.clipboard list.clipboard.fill list.dash list.dash.header.rectangle list.number location location.circle
        location.circle.fill location.fill location.slash location.slash.fill lock lock.circle
        lock.circle.fill lock.fill lock.open lock.open.fill lock.slash lock.slash.fill lock.square
        lock.square.fill macbook macmini macwindow magnifyingglass magnifyingglass.circle
        magnifyingglass.circle.fill map map.circle map.circle.fill map.fill mappin mappin.circle
        mappin.circle.fill mappin.slash medal megaphone megaphone.fill message message.circle
        message.circle.fill message.fill mic mic.circle mic.circle.fill mic.fill mic.slash mic.slash.fill
        minus minus.circle minus.circle.fill minus.square minus.square.fill moon moon.circle
        moon.circle.fill moon.fill moon.stars moon.stars.fill moon.zzz moon.zzz.fill multiply
        multiply.circle multiply.circle.fill music.note music.note.list network newspaper newspaper.circle
        newspaper.circle.fill newspaper.fill note note.text note.text.badge.plus number number.circle
        number.circle.fill number.square paintbrush.fill paintpalette paintpalette.fill paperclip
        paperclip.circle paperclip.circle.fill paperplane paperplane.circle paperplane.circle.fill
        paperplane.fill pause pause.circle pause.circle.fill pause.fill pause.rectangle pause.rectangle.fill
        pencil pencil.and.outline pencil.circle pencil.circle.fill pencil.line pencil.slash person person.2
        person.2.circle person.2.circle.fill person.2.fill person.2.square.stack person.3 person.3.fill
        person.3.sequence person.3.sequence.fill person.badge.key person.badge.key.fill person.badge.minus
        person.badge.plus person.circle person.circle.fill person.crop.circle
        person.crop.circle.badge.checkmark person.crop.circle.badge.exclamationmark
        person.crop.circle.badge.plus person.crop.circle.badge.xmark person.crop.circle.fill
        person.crop.circle.fill.badge.checkmark person.crop.circle.fill.badge.plus person.crop.rectangle
        person.crop.rectangle.badge.plus.fill person.crop.rectangle.fill person.crop.rectangle.stack
        person.crop.square person.crop.square.fill person.fill person.fill.badge.minus
        person.fill.badge.plus phone phone.circle phone.circle.fill phone.fill photo photo.circle
        photo.circle.fill photo.fill photo.on.rectangle photo.on.rectangle.angled photo.stack
        photo.stack.fill pin pin.circle pin.circle.fill pin.fill pin.slash platter.filled.bottom.iphone play
        play.circle play.circle.fill play.fill play.rectangle play.rectangle.fill
        play.rectangle.on.rectangle play.square play.square.fill plus plus.app plus.app.fill plus.bubble
        plus.bubble.fill plus.circle plus.circle.fill plus.rectangle plus.rectangle.fill plus.square
        plus.square.fill plus.square.on.square plus.square.on.square.fill point.fill.topleft.down.curvedto.point.fill.bottomright.up power qrcode
        qrcode.viewfinder questionmark questionmark.circle questionmark.circle.fill questionmark.square
        questionmark.square.fill quote.bubble quote.bubble.fill quote.opening rectangle
        rectangle.3.offgrid.fill rectangle.and.pencil.and.ellipsis rectangle.fill rectangle.grid.1x2
        rectangle.grid.1x2.fill rectangle.portrait.and.arrow.right repeat repeat.circle repeat.circle.fill
        return safari safari.fill scalemass scalemass.fill scribble server.rack shield shield.checkered
        shield.fill shield.slash shippingbox shippingbox.circle shippingbox.circle.fill shippingbox.fill
        shower.fill shuffle sidebar.leading sidebar.left sidebar.right sidebar.trailing slash.circle
        slash.circle.fill slider.horizontal.3 snowflake soccerball soccerball.inverse sparkles
        sparkles.rectangle.stack sportscourt square square.and.arrow.down square.and.arrow.down.badge.clock
        square.and.arrow.down.fill square.and.arrow.down.on.square square.and.arrow.up
        square.and.arrow.up.circle square.and.arrow.up.circle.fill square.and.arrow.up.fill
        square.and.pencil square.fill square.grid.2x2 square.grid.2x2.fill square.grid.3x2
        square.grid.3x2.fill square.on.circle square.on.square square.stack square.stack.fill star
        star.circle star.circle.fill star.fill star.leadinghalf.fill star.slash star.slash.fill star.square
        star.square.fill stop stop.circle stopwatch stopwatch.fill stop.circle.fill stop.fill storefront storefront.fill suit.heart
        suit.heart.fill sun.haze sun.haze.fill sun.max sun.max.circle sun.max.circle.fill sun.max.fill
        sun.min sun.min.fill sunrise sunrise.fill sunset sunset.fill swatchpalette swatchpalette.fill
        table.fill tablecells tag tag.circle tag.circle.fill tag.fill tag.slash tag.slash.fill terminal
        testtube.2 text.alignleft text.badge.plus text.badge.xmark text.bubble text.bubble.fill
        text.justifyleft textformat textformat.size.larger textformat.size.smaller thermometer
        thermometer.snowflake thermometer.sun timer tornado tortoise tortoise.fill trash trash.circle
        trash.circle.fill trash.fill trash.slash trash.slash.circle trash.slash.circle.fill trash.slash.fill
        trash.square trash.square.fill tray tray.2 tray.2.fill tray.and.arrow.up.fill tray.circle
        tray.circle.fill tray.fill tray.full tray.full.fill tree tree.fill trophy trophy.circle
        trophy.circle.fill trophy.fill tv tv.fill tv.slash visionpro.slash wallet.pass wallet.pass.fill
        wand.and.stars wand.and.stars.inverse wave.3.right waveform waveform.circle waveform.circle.fill
        wifi wifi.circle wifi.circle.fill wifi.slash wrench wrench.and.screwdriver
        wrench.and.screwdriver.fill wrench.fill xmark xmark.circle xmark.circle.fill xmark.square
        xmark.square.fill zzz
        """
}

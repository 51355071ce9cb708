## Continue on another device (/device) and the other device's side of
## the link (/link/…).

device-title = Continue on another device
device-loading = Loading your link…
device-play-first = Play a game first: the link carries your games to another device.
device-start-game = Start a game
device-open-link = Open this link on your phone or another computer to go on with your games there, exactly where they are.
device-keep-private = Keep it private: anyone with this link can play as you.
# Before the link itself.
device-link-label = Link:
device-qr-alt = QR code of the link above
device-new-link = Make a new link
device-new-link-note = A new link replaces this one: the old link stops working, and your other devices are signed out unless you keep them.
device-keep-devices = Keep my other devices signed in
device-devices-heading = Devices signed in as you
device-unknown-browser = a browser that did not say its name
device-this-one = (this one)
device-column-browser = Browser
device-column-first = First seen
device-column-last = Last seen
device-sign-out-others = Sign out every other device
device-sign-out-this = Sign out this device
device-sign-out-note = Signing a device out ends its session at once: its next page starts afresh, with none of your games. Use it if someone else has your link.

device-here-title = Continue your games here
device-here-intro = This link carries games from another device. Continue to play them on this one; this browser then shares that player's games and achievements.
device-continue-here = Continue here
device-switch-warning = This browser already plays as another player, with { $games ->
    [one] one game
   *[other] { $games } games
}. Continuing here switches it to the player of this link.
device-way-back = To come back to the player it has now, keep its own link:
device-switch-here = Switch to this link's player

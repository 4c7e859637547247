import GiftExchangeUI

// `swift run GiftExchange`: the app, full-screen in this terminal.
GiftExchangeApp.main()

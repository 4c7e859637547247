import LandmarksUI

// `swift run Landmarks`: the app, full-screen in this terminal.
LandmarksApp.main()

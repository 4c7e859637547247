// Runs only with the GTK trait: see GtkHostTests.swift.

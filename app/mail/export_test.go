package mail

// SetWindows sets the sizes of a search's windows until the test ends.
func SetWindows(cleanup func(func()), first, most int) {
	w, m := window, maxWindow
	window, maxWindow = first, most
	cleanup(func() { window, maxWindow = w, m })
}

package app

// employeeMessages are the texts of the data table (app/employees and its
// handlers), merged into Messages like faqMessages.
var employeeMessages = map[string]string{
	"employeeQueryTooLong":     "The search is at most {{max}} characters.",
	"employeeRowsPerPage":      "Rows per page is one of {{choices}}.",
	"employeeColumnChoice":     "Send the hidden columns as a list, among {{choices}}.",
	"employeeIDs":              "Send the ids of the selected rows, as numbers separated by commas.",
	"employeePortraitNotFound": "No such portrait.",
}

func init() {
	for key, text := range employeeMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and employeeMessages")
		}
		Messages[key] = text
	}
}

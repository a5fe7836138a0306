package app

// analyticsCardMessages are the texts of the dashboards' card calls
// (controllers/analytics_cards.go), merged into Messages like faqMessages.
var analyticsCardMessages = map[string]string{
	"analyticsCardNotFound": "No such card.",
}

func init() {
	for key, text := range analyticsCardMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and analyticsCardMessages")
		}
		Messages[key] = text
	}
}

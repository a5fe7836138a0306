package app

// analyticsMessages are the texts of the analytics (app/analytics and the
// handlers of the dashboards and of the recorded activity), merged into
// Messages like faqMessages.
var analyticsMessages = map[string]string{
	"analyticsPeriodInvalid":  "Choose a period: 7 days, 30 days, 12 months or from one day to another.",
	"analyticsPeriodFrom":     "Choose a first day (YYYY-MM-DD) on or before the last day.",
	"analyticsPeriodTo":       "Choose a last day (YYYY-MM-DD), today at the latest.",
	"analyticsPeriodTooLong":  "A period is at most {{max}} days.",
	"analyticsKindChoice":     "Choose sign-ins or page visits.",
	"analyticsDayOrder":       "The first day must not be after the last day.",
	"analyticsQueryTooLong":   "The search is at most {{max}} characters.",
	"analyticsRetentionRange": "Keep the activity between {{min}} and {{max}} days.",
	"analyticsGoalRule":       "Write a monthly goal in euros, not negative (0: no goal), at most {{amountMax}}.",
}

func init() {
	for key, text := range analyticsMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and analyticsMessages")
		}
		Messages[key] = text
	}
}

package app

// faqMessages are the texts of the FAQ and of the pricing page (app/faq,
// app/pricing and their handlers), merged into Messages like shopMessages.
var faqMessages = map[string]string{
	"faqGroupNotFound":       "No such group of questions.",
	"faqQuestionNotFound":    "No such question.",
	"faqInvalid":             "Check the highlighted fields.",
	"faqLangChoice":          "Choose French or English.",
	"faqIconChoice":          "Choose one of the icons.",
	"faqTitleRequired":       "The title is required.",
	"faqTooLong":             "At most {{max}} characters.",
	"faqGroupRequired":       "Choose a group.",
	"faqQuestionRequired":    "The question is required.",
	"faqAnswerRequired":      "The answer is required.",
	"faqGroupNotEmpty":       "This group holds {{n}} questions: move or delete them first, or delete the group with them.",
	"faqTooManyGroups":       "The FAQ holds at most {{max}} groups in each language.",
	"faqTooManyQuestions":    "A group holds at most {{max}} questions.",
	"faqMoveDirection":       "Move up or down.",
	"faqQueryTooLong":        "The search is at most {{max}} characters.",
	"planNotFound":           "No such plan.",
	"planInvalid":            "Check the highlighted fields.",
	"planLangChoice":         "Choose French or English.",
	"planTitleRequired":      "The title is required.",
	"planTooLong":            "At most {{max}} characters.",
	"planPriceFormat":        "Write a price in euros, not negative, with at most two decimals.",
	"planPriceMax":           "At most {{amountMax}}.",
	"planYearlyAboveMonthly": "The yearly price per month must not be above the monthly price.",
	"planTooManyBenefits":    "At most {{max}} benefits.",
	"planBenefitTooLong":     "Each benefit is at most {{max}} characters.",
}

func init() {
	for key, text := range faqMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and faqMessages")
		}
		Messages[key] = text
	}
}

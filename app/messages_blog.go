package app

// blogMessages are the blog's texts (app/blog and its handlers), kept beside
// Messages and merged into it. A test holds them to resources/lang exactly
// as the rest of Messages.
var blogMessages = map[string]string{
	"blogPostNotFound":      "No such post.",
	"blogTitleRequired":     "The title is required.",
	"blogTooLong":           "At most {{max}} characters.",
	"blogSlugFormat":        "The slug is made of lower-case letters, digits and hyphens (at most {{max}}).",
	"blogSlugTaken":         "Another post already has this slug.",
	"blogBodyTooLong":       "The text is at most {{max}} thousand characters.",
	"blogLangChoice":        "The language is fr, en, de or pt.",
	"blogScheduleRequired":  "Choose the date and time of publication.",
	"blogSchedulePast":      "This time has passed: choose a later one, or publish now.",
	"blogStatusChoice":      "The status is draft, published or scheduled.",
	"blogTooManyCategories": "At most {{max}} categories.",
	"blogCategoryUnknown":   "No such category.",
	"blogTagTooLong":        "Each tag is at most {{max}} characters.",
	"blogTooManyTags":       "At most {{max}} tags.",
	"blogImageUnknown":      "No such image: upload it again.",
	"blogNameRequired":      "The name is required.",
	"blogIconFormat":        "The icon is an icon's name, such as users or store.",
	"blogPostDeleted":       "The post was deleted.",
}

func init() {
	for key, text := range blogMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and blogMessages")
		}
		Messages[key] = text
	}
}

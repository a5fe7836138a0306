package app

// knowledgeMessages are the knowledge base's texts (app/knowledge and its
// handlers), merged into Messages; a test holds them to resources/lang.
var knowledgeMessages = map[string]string{
	"kbCategoryNotFound":  "No such category in the knowledge base.",
	"kbArticleNotFound":   "No such article in the knowledge base.",
	"kbTitleRequired":     "The title is required.",
	"kbTooLong":           "At most {{max}} characters.",
	"kbSlugFormat":        "The slug is made of lower-case letters, digits and hyphens (at most {{max}}).",
	"kbSlugTaken":         "Another article of this category already has this slug.",
	"kbCategorySlugTaken": "Another category in this language already has this slug.",
	"kbSlugReserved":      "This slug is kept for the knowledge base’s own pages.",
	"kbCategoryRequired":  "Choose a category.",
	"kbBodyRequired":      "The article needs some text.",
	"kbLangChoice":        "The language is fr or en.",
	"kbIconChoice":        "Choose one of the proposed icons.",
	"kbColorChoice":       "The colour is one of primary, success, info, warning, danger or secondary.",
	"kbPositionRange":     "The position is a number from 0 to {{max}}.",
	"kbCategoryNotEmpty":  "This category still holds {{n}} articles: move or delete them first.",
	"kbHelpfulRequired":   "Say whether the article helped: helpful is true or false.",
	"kbCategoryParam":     "Name the category: category=<slug>.",
	"kbQuestionParam":     "Name the article: question=<slug>.",
}

func init() {
	for key, text := range knowledgeMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and knowledgeMessages")
		}
		Messages[key] = text
	}
}

package app

// blogCommentMessages are the texts of the blog's comments (app/blog,
// comments*.go, and their handlers), merged into Messages like shopMessages.
var blogCommentMessages = map[string]string{
	"blogCommentRequired":      "Write a comment.",
	"blogCommentTooLong":       "A comment is at most {{max}} characters.",
	"blogCommentNotFound":      "No such comment.",
	"blogCommentNotYours":      "Only its author can change this comment.",
	"blogCommentStaffOnly":     "Only the staff moderate comments.",
	"blogCommentTooFast":       "At most {{max}} comments a minute: wait a moment.",
	"blogCommentReasonTooLong": "The reason is at most {{max}} characters.",
}

func init() {
	for key, text := range blogCommentMessages {
		if _, twice := Messages[key]; twice {
			panic("app: message " + key + " is in Messages and blogCommentMessages")
		}
		Messages[key] = text
	}
}

package app

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// LangSection is the section of resources/lang that holds the texts of the catalog.
const LangSection = "server"

// Messages is every text the server can send to people, in English, by key
// (the key LangSection+"."+key of resources/lang, where the pages find it in
// the reader's language). {{name}} placeholders take a Text's params. A test
// holds en.json to these words and the other languages to these keys and
// placeholders; a new message is a line here and a key in the four files.
var Messages = map[string]string{
	"ledgerRedemptionPaid":          "Entry no. {{number}} is a redemption paid to the holder's account ({{amount}}): it cannot be annulled. Record a new subscription instead.",
	"emailChangeNeedsMail":          "This server sends no e-mail, so a new address cannot be confirmed. Ask an administrator to change it.",
	"passwordTooLongBytes":          "Password is too long: at most {{max}} characters, and accented letters and symbols count as 2 to 4 each.",
	"internal":                      "Something went wrong",
	"resetRequested":                "If an account exists for this address, a link to reset its password is on its way.",
	"resetNoMail":                   "No mail can be sent from this server: ask an administrator for a link to reset your password.",
	"passwordResetDone":             "Your password has been reset.",
	"passwordSetSignIn":             "Your password is set: you can sign in.",
	"tooManyAttempts":               "Too many sign-in attempts. Try again in {{minutes}} min.",
	"badInvitation":                 "This invitation link is invalid or has expired. Ask an administrator for a new one.",
	"passwordChosen":                "This user has already chosen a password: give them a reset link instead.",
	"invalidLogin":                  "Email or Password is Invalid",
	"accountSuspended":              "This account is suspended. Ask an administrator to activate it.",
	"emailTaken":                    "This email is already in use.",
	"textNotAllowed":                "This text holds a character that is not allowed.",
	"fieldTextNotAllowed":           "The field {{field}} holds a character that is not allowed.",
	"listTooLong":                   "Send at most {{max}} items.",
	"fieldListTooLong":              "The list {{field}} holds more than {{max}} items.",
	"usernameTaken":                 "This username is already in use.",
	"usernameRule":                  "Username must be {{min}} to {{max}} letters, digits, dots, dashes or underscores.",
	"emailInvalid":                  "Please enter a valid email address.",
	"passwordTooShort":              "Password must be at least {{min}} characters.",
	"passwordTooLong":               "Password must be at most {{max}} characters.",
	"fullNameRule":                  "Full name must be at most {{max}} characters.",
	"resetLinkInvalid":              "This password reset link is invalid or has expired.",
	"passwordsDiffer":               "The passwords do not match.",
	"fullNameRequired":              "Full name is required.",
	"fullNameTooLong":               "Full name is at most {{max}} characters.",
	"usernameFormat":                "Username is {{min}} to {{max}} letters, digits, dots, dashes or underscores.",
	"atMostCharacters":              "At most {{max}} characters.",
	"contactFormat":                 "Contact is a phone number: digits, spaces and + ( ) . / -.",
	"birthDateFormat":               "Birth date is a past date like 1985-04-23.",
	"phoneFormat":                   "Phone is digits, spaces and + ( ) . / -.",
	"websiteFormat":                 "Website is an address starting with https:// or http://.",
	"genderChoice":                  "Gender is one of female, male, other.",
	"languagesChoice":               "Choose languages from the list.",
	"contactOptionsChoice":          "Choose among email, message, phone.",
	"postcodeTooLong":               "Postcode is at most {{max}} characters.",
	"unknownNetwork":                "Unknown network.",
	"httpsAddress":                  "Must be an https:// address.",
	"userStatusChoice":              "Status is one of active, inactive, pending.",
	"cannotSuspendSelf":             "You cannot suspend yourself.",
	"lastAdmin":                     "This is the last admin: make someone else admin first.",
	"imageRequired":                 "Choose an image.",
	"imageTooLarge":                 "The image is over {{max}} KB.",
	"imageType":                     "Only JPEG, PNG or WebP images.",
	"clientAmongClients":            "Choose a client among the clients.",
	"clientRequired":                "Choose a client.",
	"issuedDateFormat":              "Issue date is a date like 2026-12-31.",
	"dueDateFormat":                 "Due date is a date like 2026-12-31.",
	"dueBeforeIssue":                "Due date must not be before the issue date.",
	"salespersonTooLong":            "Salesperson is at most {{max}} characters.",
	"noteTooLong":                   "Note is at most {{max}} characters.",
	"termsTooLong":                  "Payment terms are at most {{max}} characters.",
	"lineRequired":                  "Add at least one line.",
	"tooManyLines":                  "An invoice has at most {{max}} lines.",
	"itemRequired":                  "Item is required.",
	"itemTooLong":                   "Item is at most {{max}} characters.",
	"descriptionTooLong":            "Description is at most {{max}} characters.",
	"costFormat":                    "Cost is an amount like 120.50, from {{min}} to {{max}}.",
	"qtyFormat":                     "Quantity is a whole number from {{min}} to {{max}}.",
	"discountFormat":                "Discount is an amount like 50 or 12.50.",
	"taxFormat":                     "Tax is a percentage from {{min}} to {{max}}, like 20 or 5.5.",
	"discountOverSubtotal":          "Discount must not be more than the subtotal.",
	"invoiceTooLarge":               "An invoice adds up to at most {{max}}.",
	"nameRequired":                  "Name is required.",
	"nameTooLong":                   "Name is at most {{max}} characters.",
	"emailAddressInvalid":           "Enter a valid e-mail address.",
	"amountFormat":                  "Amount is more than {{min}}, like 250 or 99.90.",
	"paymentDateFormat":             "Payment date is a date like 2026-12-31.",
	"paymentMethodChoice":           "Method is one of transfer, card, cash, cheque, debit.",
	"totalBelowPaid":                "The total would be less than the {{amount}} already received.",
	"paymentOverBalance":            "The payment is more than the balance of {{amount}}.",
	"invoicePaid":                   "This invoice is paid: nothing is due.",
	"outsideWithoutSmtp":            "{{address}} is outside Partage and no SMTP server is configured (SMTP_URL): nothing was sent.",
	"addressInvalid":                "\"{{address}}\" is not a valid e-mail address.",
	"subjectTooLong":                "The subject may be at most {{max}} characters.",
	"recipientRequired":             "Add at least one recipient.",
	"subjectOrMessage":              "Write a subject or a message.",
	"fileEmpty":                     "The file is empty.",
	"fileTooLarge":                  "Files may be at most {{max}} MB.",
	"fileUnreadable":                "The file could not be read.",
	"attachmentNotYours":            "One of the attachments is not yours.",
	"messageRequired":               "Write a message first.",
	"messageTooLong":                "A message is at most {{max}} characters.",
	"aboutTooLong":                  "About is at most {{max}} characters.",
	"chatStatusChoice":              "Status is one of online, busy, away, offline.",
	"titleRequired":                 "Title is required.",
	"titleTooLong":                  "Title is at most {{max}} characters.",
	"calendarChoice":                "Calendar is one of Business, Holiday, Personal, Family, ETC.",
	"locationTooLong":               "Location is at most {{max}} characters.",
	"urlFormat":                     "URL is a web address starting with https:// or http://.",
	"tooManyGuests":                 "At most {{max}} guests.",
	"guestsAmongUsers":              "Choose guests among the users.",
	"startFormat":                   "Start is a date or a date and time.",
	"endFormat":                     "End is a date or a date and time.",
	"endBeforeStart":                "End must not be before start.",
	"tagsChoice":                    "Tags are among team, low, medium, high, update.",
	"assigneeAmongUsers":            "Choose an assignee among the users.",
	"invalidValue":                  "Invalid value.",
	"requestTooLarge":               "The request is too large.",
	"signInToContinue":              "Sign in to continue.",
	"notAuthorized":                 "You are not authorized to do this.",
	"checkFields":                   "Check the highlighted fields.",
	"dayFormat":                     "A date like 2026-12-31.",
	"correctFields":                 "Please correct the highlighted fields.",
	"checkFilter":                   "Check the list's filter.",
	"alreadyInUse":                  "Already in use.",
	"emailOrUsernameTaken":          "This email or username is already in use.",
	"registrationClosed":            "Registration is closed.",
	"invalidRefreshToken":           "Invalid refresh token",
	"invalidToken":                  "Invalid or expired token",
	"userNotFound":                  "User not found.",
	"cannotDeleteSelf":              "You cannot delete yourself.",
	"roleChoice":                    "Role is one of {{choices}}.",
	"planChoice":                    "Plan is one of {{choices}}.",
	"statusChoice":                  "Status is one of {{choices}}.",
	"sortChoice":                    "Sort is one of {{choices}}.",
	"pageRange":                     "Page is a number from {{min}} to {{max}}.",
	"perPageRange":                  "perPage is a number from {{min}} to {{max}}.",
	"rowsPerPage":                   "Rows per page is 10, 25 or 50.",
	"searchTooLong":                 "Search at most {{max}} characters.",
	"invoiceStatusChoice":           "Status is one of Paid, Downloaded, Sent, Draft, Partial Payment, Past Due.",
	"invoiceSortChoice":             "Sort by id, client, issuedDate, dueDate, total or balance.",
	"sortDescBool":                  "sortDesc is true or false.",
	"filterChoice":                  "Filter is one of important, completed, deleted.",
	"tagChoice":                     "Tag is one of team, low, medium, high, update.",
	"calendarsChoice":               "Calendars are among Business, Holiday, Personal, Family, ETC.",
	"invoiceNotFound":               "Invoice not found.",
	"clientNotFound":                "Client not found.",
	"imageNotFound":                 "No such image.",
	"notificationNotFound":          "Notification not found",
	"mailNotFound":                  "Mail not found",
	"attachmentNotFound":            "Attachment not found",
	"noRecipientLeft":               "No recipient is left to send to.",
	"contactNotFound":               "No such contact.",
	"eventNotFound":                 "Event not found.",
	"notOrganiser":                  "Only the organiser changes this event.",
	"taskNotFound":                  "Task not found.",
	"listNotFound":                  "No such list.",
	"folderNotFound":                "No such folder",
	"pageNotFound":                  "No such page.",
	"notFound":                      "Not found.",
	"unknownLanguage":               "Unknown language.",
	"methodNotAllowed":              "This method is not allowed here.",
	"unknownFolder":                 "Unknown folder.",
	"unknownLabel":                  "Unknown label.",
	"selectMail":                    "Select at least one mail.",
	"giveUpdate":                    "Give isRead, isStarred or folder.",
	"fieldNotChangeable":            "This field cannot be changed here.",
	"onlyReadStarredFolder":         "Only isRead, isStarred and folder can be changed.",
	"giveDir":                       "Give dir=previous|next and an emailId.",
	"sendFileField":                 "Send the file in the field named file.",
	"chooseFile":                    "Choose a file.",
	"idsInOrder":                    "Send the ids in their new order.",
	"idTwice":                       "An id appears twice.",
	"notificationId":                "before is a notification id.",
	"limitRange":                    "limit is a number from {{min}} to {{max}}.",
	"contactId":                     "id is a contact's user id.",
	"messageId":                     "before is a message id.",
	"sendChatMessage":               "Send {obj: {contact, message}}.",
	"contactOrId":                   "contact is a contact or its id.",
	"chooseContact":                 "Choose a contact.",
	"dateOrDateTime":                "{{field}} is a date or a date and time.",
	"sendEvent":                     "Send {event: {…}}.",
	"eventId":                       "id is an event's id.",
	"whichEvent":                    "Which event? Send its id.",
	"userId":                        "id is a user's id.",
	"sendUser":                      "Send {user: {…}}.",
	"requestNotUtf8":                "The request body is not valid UTF-8.",
	"sendTask":                      "Send {task: {…}}.",
	"taskId":                        "id is a task's id.",
	"whichTask":                     "Which task? Send its id.",
	"taskIdParam":                   "taskId is a task's id.",
	"invalidId":                     "Invalid id.",
	"sendInvoice":                   "Send {invoice: {…}}.",
	"invoiceId":                     "id is an invoice's id.",
	"requestUnreadable":             "The request body could not be read.",
	"requestNotJson":                "The request body is not valid JSON.",
	"languageChoice":                "Language is one of {{languages}}.",
	"tiersNotFound":                 "No such person or entity in the register.",
	"tiersKindChoice":               "Kind is person or entity.",
	"civilityChoice":                "Civility is Mr, Mrs or none.",
	"firstNameRequired":             "First name is required.",
	"lastNameRequired":              "Last name is required.",
	"companyNameRequired":           "Company name is required.",
	"legalFormChoice":               "Choose a legal form from the list.",
	"sirenInvalid":                  "A SIREN has 9 digits and a SIRET 14, and their key must hold: check the number.",
	"ibanInvalid":                   "This IBAN is not valid: check its length and its key.",
	"postalCodeFormat":              "Postal code is up to 10 letters and digits.",
	"holderCategoryChoice":          "Category is members, investors, employees or legal entities.",
	"formRefused":                   "This form could not be sent.",
	"tooManySendings":               "Too many sendings from your address. Try again in {{minutes}} min.",
	"staffNotFound":                 "No staff member has this id.",
	"staffRoleChoice":               "Role is one of {{choices}}.",
	"staffStatusChoice":             "Status is active or inactive.",
	"lastAdminStatus":               "This is the last active admin: they cannot be suspended.",
	"cannotSignOutSelf":             "To sign yourself out everywhere, use your account settings.",
	"tiersRoleChoice":               "Role is client, member or shareholder.",
	"documentKindChoice":            "Kind is ID, Kbis, RIB or other.",
	"documentType":                  "A document is a PDF, JPEG or PNG file.",
	"documentNotFound":              "No such document.",
	"ibanRequired":                  "IBAN is required.",
	"partsRange":                    "Parts wished: between {{min}} and {{max}}.",
	"consentStatutesRequired":       "Accept the statutes of the cooperative to apply.",
	"consentDataRequired":           "Consent to the processing of your personal data to apply.",
	"applicationDuplicate":          "An application or a membership already exists for this e-mail address.",
	"tooManyDocuments":              "At most {{max}} documents.",
	"applicationNotFound":           "No such application.",
	"applicationStatusChoice":       "Status is pending, admitted or rejected.",
	"membershipNotFound":            "This person has no membership.",
	"transitionNotAllowed":          "A membership cannot go from {{from}} to {{to}}.",
	"admittedOnFormat":              "Admission date is a date like 2026-12-31, not in the future.",
	"userLinkedElsewhere":           "The account of this e-mail address already belongs to another person of the register.",
	"contactSubjectRequired":        "Subject is required.",
	"contactStatusRefused":          "This message cannot move to this status now.",
	"contactAssigneeStaff":          "Assign the message to a staff member.",
	"contactClosed":                 "This message is closed: reopen it to reply.",
	"contactAssignedChoice":         "Assigned is a user, me or none.",
	"transitionUnknown":             "Unknown membership transition.",
	"membershipFromRequired":        "Say which status you saw (from).",
	"reasonRequired":                "A reason is required.",
	"exitKindChoice":                "Exit is resignation, exclusion or death.",
	"membershipChanged":             "This membership has changed meanwhile (now {{status}}): reload the page.",
	"alreadyMember":                 "This person already has a membership.",
	"memberCardUnavailable":         "A membership card exists only for admitted, active or leaving members.",
	"memberStatusChoice":            "Status is one of {{choices}}.",
	"partsWishedRange":              "Parts wished is a number from {{min}} to {{max}}.",
	"memberTiersRequired":           "Choose a person of the register or fill in a new one.",
	"changeNothing":                 "Nothing to change: give a new value for at least one field.",
	"changeRequestNotFound":         "This change request does not exist.",
	"changeRequestDecided":          "This change request has already been decided.",
	"changeStatusChoice":            "Choose a status from the list.",
	"ledgerKind":                    "Kind is one of souscription, cession, remboursement.",
	"ledgerCategory":                "Unknown category of parts.",
	"ledgerParts":                   "Parts is a whole number from 1 to {{max}}.",
	"ledgerUnit":                    "Unit price is an amount from 0 to {{max}} cents.",
	"ledgerDateFuture":              "The date cannot be in the future.",
	"ledgerDateBefore":              "The date cannot be before the last entry's ({{date}}).",
	"ledgerToRequired":              "Choose who receives the parts.",
	"ledgerFromRequired":            "Choose who gives up the parts.",
	"ledgerFromEmpty":               "A subscription has no seller: parts are issued by the cooperative.",
	"ledgerToEmpty":                 "A redemption has no receiver: the cooperative buys the parts back.",
	"ledgerSameHolder":              "The seller and the buyer must be different.",
	"ledgerDecisionRequired":        "The decision this movement rests on is required.",
	"ledgerUnknownTiers":            "Unknown tiers.",
	"ledgerMaxPerHolder":            "At most {{max}} parts of category {{category}} per holder (this one would hold {{parts}}).",
	"ledgerMinPerHolder":            "A first subscription in category {{category}} is at least {{min}} parts.",
	"ledgerNotEnough":               "{{name}} holds only {{available}} parts of category {{category}}.",
	"ledgerNoEntry":                 "No entry {{number}} in the register.",
	"ledgerAlreadyCorrected":        "Entry {{number}} is already corrected by entry {{by}}.",
	"ledgerCannotCorrectAnnulation": "An annulation cannot itself be cancelled: record a new movement instead.",
	"subscriptionNotPending":        "This subscription is no longer pending.",
	"subscriptionExists":            "{{name}} already has a pending subscription in category {{category}}.",
	"ledgerPartsRange":              "Between {{min}} and {{max}} parts of category {{category}}.",
	"categoriesCount":               "Between 1 and {{max}} categories of parts.",
	"categoryCodeRule":              "A code is 1 to 3 capital letters or digits.",
	"categoryCodeTaken":             "Another category already has the code {{code}}.",
	"categoryLabelRequired":         "Label is required.",
	"nominalPositive":               "The nominal value must be above zero.",
	"notNegative":                   "Cannot be negative.",
	"maxPerHolderRule":              "0 (no maximum) or at least the minimum.",
	"membersCategoryOne":            "Exactly one category must be the members' category.",
	"categoryInUse":                 "Parts of category {{code}} are in the register: the category cannot be removed.",
	"categoryNominalInUse":          "Parts of category {{code}} are in the register: their nominal value cannot change.",
	"interestCapRule":               "Between 0 % and {{max}} %.",
	"documentKindsChoice":           "Choose document kinds from the list.",
	"logoType":                      "The logo must be a PNG or JPEG image.",
	"joinClosed":                    "Applications are closed for now.",
	"documentsMissing":              "Documents are missing before admission: {{kinds}}.",
	"ledgerPrintTooLong":            "This period holds {{count}} entries: a PDF prints at most {{max}}. Choose a shorter period or export CSV.",
	"movementNotFound":              "This movement does not exist.",
	"ownRequest":                    "You requested this movement: another person must approve or reject it.",
	"alreadyApproved":               "You have already decided on this movement.",
	"movementNotRequested":          "This movement no longer waits for a decision.",
	"notYourRequest":                "Only the person who requested this movement can cancel it.",
	"idempotencyKeyReused":          "This Idempotency-Key was already used for another request.",
	"interestAlreadyRun":            "The interest of this year has already been credited.",
	"insufficientBalance":           "More than the available balance of {{amountAvailable}}.",
	"amountRange":                   "An amount above 0 and at most {{amountMax}}.",
	"bookBeforeLastLine":            "The account already has a line dated {{date}}: book from that date on.",
	"moneyTiersRequired":            "Choose whose account it is.",
	"subscriptionAmount":            "The subscription is for {{amount}}: the amount must be the same.",
	"statementPeriod":               "The start comes before the end, at most {{max}} years apart.",
	"interestYearFinished":          "A finished year, {{max}} at the latest.",
	"passwordCommon":                "This password is too common: choose one that is harder to guess.",
	"passwordIsEmail":               "The password must not be your e-mail address.",
	"passwordCurrentWrong":          "This is not your current password.",
	"passwordChangedDone":           "Your password was changed. Your other sessions were signed out.",
	"twoStepCodeWrong":              "This code is not right, or it was already used.",
	"twoStepSetupFirst":             "Set up two-step sign-in first: scan the QR code, then enter a code.",
	"twoStepAlreadyEnabled":         "Two-step sign-in is already on: turn it off first to set it up again.",
	"twoStepNotEnabled":             "Two-step sign-in is not on.",
	"twoStepExpired":                "This sign-in took too long: enter your e-mail and password again.",
	"twoStepEnabledDone":            "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
	"twoStepDisabledDone":           "Two-step sign-in is off.",
	"twoStepRecoveryCodesDone":      "New recovery codes were made; the old ones no longer work.",
	"profileNotFound":               "This profile does not exist.",
	"profileNotAllowed":             "You may not see this profile.",
	"postNotFound":                  "This post does not exist.",
	"postBodyRequired":              "Write something or add a photo.",
	"postBodyTooLong":               "A post is at most {{max}} characters.",
	"postPhotosTooMany":             "A post holds at most {{max}} photos.",
	"postPhotoTooLarge":             "Each picture is at most {{max}} MB.",
	"postPhotoType":                 "Only JPEG, PNG or WebP pictures.",
	"postDeleteNotAllowed":          "Only the author or an administrator may delete this post.",
	"postOwnProfileOnly":            "You can only do this on your own profile.",
	"postCommentRequired":           "Write a comment.",
	"postCommentTooLong":            "A comment is at most {{max}} characters.",
	"postCommentNotFound":           "This comment does not exist.",
	"postCommentDeleteNotAllowed":   "Only the comment’s author, the post’s author or an administrator may delete this comment.",
	"pollNotFound":                  "This poll does not exist.",
	"pollQuestionRequired":          "Write the question.",
	"pollQuestionTooLong":           "The question is at most {{max}} characters.",
	"pollOptionsCount":              "A poll has {{min}} to {{max}} options.",
	"pollOptionRequired":            "Write this option.",
	"pollOptionTooLong":             "An option is at most {{max}} characters.",
	"pollOptionsDistinct":           "Each option must differ from the others.",
	"pollOptionUnknown":             "Choose one of the poll’s options.",
	"pollAlreadyVoted":              "You have already voted in this poll.",
	"pollClosed":                    "This poll is closed.",
	"pollCloseNotAllowed":           "Only the poll’s author may close it.",
	"deviceNotFound":                "No such device among yours.",
	"deviceCurrent":                 "This is the device you are using: sign out with “Logout” instead.",
	"accountFirstNameRequired":      "First name is required.",
	"accountFirstNameTooLong":       "First name is at most {{max}} characters.",
	"accountLastNameRequired":       "Last name is required.",
	"accountLastNameTooLong":        "Last name is at most {{max}} characters.",
	"accountTimeZoneChoice":         "Choose a time zone from the list.",
	"accountPasswordWrong":          "This is not your password.",
	"accountDeleteLastAdmin":        "You are the last admin: make someone else admin before deleting your account.",
	"accountDeleteMember":           "As a member, you leave the cooperative through its exit procedure, not by deleting your account: ask for it from your cooperative page ({{link}}).",
	"emailChangeSame":               "This is already your e-mail address.",
	"emailChangeLinkInvalid":        "This confirmation link is not valid.",
	"emailChangeLinkUsed":           "This confirmation link was already used.",
	"emailChangeLinkExpired":        "This confirmation link has expired: ask for a new one from your account settings.",
	"emailChangeTaken":              "This address is now used by another account: your address was not changed.",
	"notifKindUnknown":              "Unknown notification kind {{kind}}: choose among {{choices}}.",
	"notifKindTwice":                "The notification kind {{kind}} is given twice.",
	"twoStepOwnFromAccount":         "To turn off your own two-step sign-in, use your account settings.",
}

// render is the English of key with params: each {{name}} takes params[name]
// written as an English reader writes it (numbers with thousands separators,
// a name starting with "amount" as euros); an unknown key is shown as itself.
func render(key string, params Params) string {
	text, ok := Messages[key]
	if !ok {
		return key
	}
	return placeholder.ReplaceAllStringFunc(text, func(whole string) string {
		name := placeholder.FindStringSubmatch(whole)[1]
		v, ok := params[name]
		if !ok {
			return whole
		}
		return englishValue(name, v)
	})
}

// placeholder is a {{name}} in a text, as the front end's i18n reads it.
var placeholder = regexp.MustCompile(`\{\{\s*(\w+)\s*\}\}`)

// englishValue writes v for an English reader.
func englishValue(name string, v any) string {
	var f float64
	switch n := v.(type) {
	case int:
		f = float64(n)
	case int64:
		f = float64(n)
	case int32:
		f = float64(n)
	case float64:
		f = n
	case float32:
		f = float64(n)
	default:
		return fmt.Sprint(v)
	}
	if strings.HasPrefix(name, "amount") {
		s := groupThousands(strconv.FormatFloat(math.Abs(f), 'f', 2, 64))
		if f < 0 {
			return "-€" + s
		}
		return "€" + s
	}
	return groupThousands(strconv.FormatFloat(f, 'f', -1, 64))
}

// groupThousands puts a comma between the thousands of a number's whole part: 1234567.5 is 1,234,567.5.
func groupThousands(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	whole, fraction, dot := strings.Cut(s, ".")
	var b strings.Builder
	for i, c := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if dot {
		b.WriteByte('.')
		b.WriteString(fraction)
	}
	return sign + b.String()
}

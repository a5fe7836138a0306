package app

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// langFiles reads the server section of resources/lang/{lng}.json.
func langSection(t *testing.T, lng string) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "resources", "lang", lng+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]json.RawMessage
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatalf("%s.json: %v", lng, err)
	}
	var section map[string]string
	if err := json.Unmarshal(file[LangSection], &section); err != nil {
		t.Fatalf("%s.json: section %q: %v", lng, LangSection, err)
	}
	return section
}

func placeholdersOf(s string) []string {
	var names []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		names = append(names, m[1])
	}
	sort.Strings(names)
	return names
}

// Every text the server can send is in the four languages, with the same
// placeholders, and en.json says what the catalog says.
func TestEveryMessageIsTranslated(t *testing.T) {
	if len(Messages) < 100 {
		t.Fatalf("only %d messages in the catalog", len(Messages))
	}
	en := langSection(t, "en")
	for _, lng := range []string{"en", "fr", "de", "pt"} {
		section := langSection(t, lng)
		for key, english := range Messages {
			text, ok := section[key]
			switch {
			case !ok:
				t.Errorf("%s.json has no %s.%s (%q)", lng, LangSection, key, english)
			case strings.TrimSpace(text) == "":
				t.Errorf("%s.json: %s.%s is empty", lng, LangSection, key)
			case strings.Join(placeholdersOf(text), ",") != strings.Join(placeholdersOf(english), ","):
				t.Errorf("%s.json: %s.%s has placeholders %v, the server fills %v", lng, LangSection, key, placeholdersOf(text), placeholdersOf(english))
			}
		}
		for key := range section {
			if _, ok := Messages[key]; !ok {
				t.Errorf("%s.json: %s.%s is not a message the server sends", lng, LangSection, key)
			}
		}
	}
	for key, english := range Messages {
		if text, ok := en[key]; ok && text != english {
			t.Errorf("en.json: %s.%s is %q, the server says %q", LangSection, key, text, english)
		}
	}
}

func TestTextsInEnglish(t *testing.T) {
	cases := []struct {
		text Text
		want string
	}{
		{T("titleRequired", nil), "Title is required."},
		{T("atMostCharacters", Params{"max": 120}), "At most 120 characters."},
		{T("messageTooLong", Params{"max": 5000}), "A message is at most 5,000 characters."},
		{T("costFormat", Params{"min": 0, "max": 1_000_000}), "Cost is an amount like 120.50, from 0 to 1,000,000."},
		{T("paymentOverBalance", Params{"amount": 1234.5}), "The payment is more than the balance of €1,234.50."},
		{T("addressInvalid", Params{"address": "bob@@example"}), `"bob@@example" is not a valid e-mail address.`},
		{T("tooManyAttempts", Params{"minutes": int64(15)}), "Too many sign-in attempts. Try again in 15 min."},
		{T("atMostCharacters", nil), "At most {{max}} characters."},
		{T("noSuchKey", nil), "noSuchKey"},
	}
	for _, c := range cases {
		if got := c.text.English(); got != c.want {
			t.Errorf("%v: %q, want %q", c.text, got, c.want)
		}
	}
	if got := T("atMostCharacters", Params{"max": 120}).Encoded(); got != `server.atMostCharacters {"max":120}` {
		t.Errorf("encoded: %s", got)
	}
	if got := T("titleRequired", nil).Encoded(); got != "server.titleRequired" {
		t.Errorf("encoded: %s", got)
	}
	b, _ := json.Marshal(T("atMostCharacters", Params{"max": 120}))
	if string(b) != `{"key":"server.atMostCharacters","params":{"max":120}}` {
		t.Errorf("json: %s", b)
	}
}

func TestErrorsKeepTheirEnglish(t *testing.T) {
	err := Invalid("checkFields", nil, Fields{"title": T("titleTooLong", Params{"max": 200})})
	if err.Message != "Check the highlighted fields." || err.Fields["title"] != "Title is at most 200 characters." || ErrorFieldTexts(err)["title"].Key != "titleTooLong" {
		t.Fatalf("%#v", err)
	}
	if ErrorMessage(E(EINTERNAL, "titleRequired", nil)) != "Something went wrong" || ErrorText(os.ErrClosed).Key != "internal" {
		t.Fatal("an internal error tells its text")
	}
}

// Every code has its status, and only an internal error is a server error.
func TestEveryCodeHasItsStatus(t *testing.T) {
	seen := map[int]string{}
	for _, code := range Codes {
		status := HTTPStatus(code)
		if (status == http.StatusInternalServerError) != (code == EINTERNAL) {
			t.Errorf("%s → %d", code, status)
		}
		if other, ok := seen[status]; ok {
			t.Errorf("%s and %s share %d", code, other, status)
		}
		seen[status] = code
	}
	if HTTPStatus(ETOOMANY) != http.StatusTooManyRequests || HTTPStatus(ETOOLARGE) != http.StatusRequestEntityTooLarge {
		t.Error("too_many is 429, too_large 413")
	}
}

var codePattern = regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)

func TestCodesAreDeclaredOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, code := range Codes {
		if !codePattern.MatchString(code) || seen[code] {
			t.Errorf("code %q", code)
		}
		seen[code] = true
	}
}

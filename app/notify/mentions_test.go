package notify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestMentions(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"@Camille peux-tu relire ?", []string{"camille"}},
		{"Merci @camille. Et @julien_b, @camille encore", []string{"camille.", "camille", "julien_b"}},
		{"écrire à camille@partage.coop n'est pas une mention", []string{}},
		{"(@yann) et «@amelie»", []string{"yann", "amelie"}},
		{"@ab est trop court, @-x ne commence pas par une lettre", []string{}},
		{"", []string{}},
	}
	for _, c := range cases {
		if got := Mentions(c.text); !slices.Equal(got, c.want) {
			t.Errorf("Mentions(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	many := ""
	for i := range 30 {
		many += " @user" + string(rune('a'+i%26)) + string(rune('a'+i/26))
	}
	if got := Mentions(many); len(got) != MaxMentions {
		t.Errorf("%d mentions kept, want %d", len(got), MaxMentions)
	}
}

// Every notification the product writes is worded in each language, title and body.
func TestKeysAreTranslated(t *testing.T) {
	keys := []string{KeyTaskAssigned, KeyTaskMention, KeyEventInvited, KeyEventMoved, KeyEventChanged, KeyEventCancelled, KeyInvoicePaid, KeyChatMention,
		KeyMailReceived, KeyMovementPending, KeyChangePending, KeyApplicationNew, KeyContactNew}
	files, err := filepath.Glob("../../resources/lang/*.json")
	if err != nil || len(files) < 4 {
		t.Fatalf("lang files: %v %v", files, err)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var tree map[string]any
		if err := json.Unmarshal(raw, &tree); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, k := range keys {
			for _, part := range []string{".title", ".body"} {
				var v any = tree
				for _, seg := range strings.Split(k+part, ".") {
					m, _ := v.(map[string]any)
					v = m[seg]
				}
				if s, _ := v.(string); s == "" {
					t.Errorf("%s: no text for %s%s", filepath.Base(f), k, part)
				}
			}
		}
	}
}

package lang

import (
	"os"
	"testing"

	"partage/app/menu"
)

func TestEveryMenuTitleIsTranslated(t *testing.T) {
	c, err := Load(os.DirFS("../../resources/lang"))
	if err != nil {
		t.Fatal(err)
	}
	var check func([]*menu.Item)
	check = func(items []*menu.Item) {
		for _, it := range items {
			for _, lng := range Languages {
				if _, ok := c.texts[lng][it.Title]; !ok {
					t.Errorf("%s: no %s text for %s", lng, it.Title, it.Key)
				}
			}
			check(it.Children)
		}
	}
	check(menu.Tree)
	if got := c.T("fr", "menu.coop.parts"); got != "Parts d'intérêt" {
		t.Errorf("fr menu.coop.parts = %q", got)
	}
	if got := c.Translator("xx")("menu.apps.email"); got != c.T("en", "menu.apps.email") {
		t.Errorf("unknown language must fall back to English, got %q", got)
	}
}

// Package lang reads the product's translation files (resources/lang) so the
// server can name pages in the visitor's language where it answers with text:
// search results and bookmarks.
package lang

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"

	"partage/app"
)

// Languages the product is translated into; the first is the fallback.
var Languages = []string{"en", "de", "fr", "pt"}

// Catalog holds every language's texts by dotted key.
type Catalog struct {
	texts map[string]map[string]string
}

// Load reads {lng}.json for every language from fsys.
func Load(fsys fs.FS) (*Catalog, error) {
	c := &Catalog{texts: map[string]map[string]string{}}
	for _, lng := range Languages {
		raw, err := fs.ReadFile(fsys, lng+".json")
		if err != nil {
			return nil, fmt.Errorf("lang: read %s: %w", lng, err)
		}
		var tree map[string]any
		if err := json.Unmarshal(raw, &tree); err != nil {
			return nil, fmt.Errorf("lang: parse %s: %w", lng, err)
		}
		flat := map[string]string{}
		flatten("", tree, flat)
		c.texts[lng] = flat
	}
	return c, nil
}

func flatten(prefix string, tree map[string]any, out map[string]string) {
	for k, v := range tree {
		switch t := v.(type) {
		case string:
			out[prefix+k] = t
		case map[string]any:
			flatten(prefix+k+".", t, out)
		}
	}
}

// Known reports whether lng is one of the product's languages.
func Known(lng string) bool {
	for _, l := range Languages {
		if l == lng {
			return true
		}
	}
	return false
}

// InvalidChoice refuses, on field, a language the product is not translated into.
func InvalidChoice(field string) error {
	return app.InvalidField(field, "languageChoice", app.Params{"languages": strings.Join(Languages, ", ")})
}

// T returns the text of key in lng, falling back to English, then to the key.
func (c *Catalog) T(lng, key string) string {
	if s, ok := c.texts[lng][key]; ok {
		return s
	}
	if s, ok := c.texts[Languages[0]][key]; ok {
		return s
	}
	return key
}

// Translator returns T bound to lng (English when lng is unknown).
func (c *Catalog) Translator(lng string) func(key string) string {
	if !Known(lng) {
		lng = Languages[0]
	}
	return func(key string) string { return c.T(lng, key) }
}

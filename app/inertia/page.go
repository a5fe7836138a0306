package inertia

import (
	"bytes"
	"encoding/json"
	"html/template"
)

// Page is the Inertia v3 page object sent as JSON or embedded in the HTML
// document; component, props, url and version are always present.
type Page struct {
	Component      string              `json:"component"`                // JavaScript page component name
	Props          map[string]any      `json:"props"`                    // page props, always with an errors object
	URL            string              `json:"url"`                      // request path and query
	Version        string              `json:"version"`                  // asset version, "" when untracked
	EncryptHistory bool                `json:"encryptHistory,omitempty"` // encrypt this history entry
	ClearHistory   bool                `json:"clearHistory,omitempty"`   // drop encrypted history state
	MergeProps     []string            `json:"mergeProps,omitempty"`     // props appended on partial reloads
	PrependProps   []string            `json:"prependProps,omitempty"`   // props prepended on partial reloads
	DeepMergeProps []string            `json:"deepMergeProps,omitempty"` // props deep-merged on partial reloads
	MatchPropsOn   []string            `json:"matchPropsOn,omitempty"`   // "<prop>.<field>" keys matching merged items
	DeferredProps  map[string][]string `json:"deferredProps,omitempty"`  // group → props loaded after a full visit
	OnceProps      map[string]OnceProp `json:"onceProps,omitempty"`      // props the client remembers across pages
	SharedProps    []string            `json:"sharedProps,omitempty"`    // keys of shared props (for instant visits)
	Flash          map[string]any      `json:"flash,omitempty"`          // one-time flash data, outside props
}

// OnceProp is one onceProps entry: the prop name and an optional expiry in
// Unix milliseconds (null when the value never expires).
type OnceProp struct {
	Prop      string `json:"prop"`      // the prop's name in props
	ExpiresAt *int64 `json:"expiresAt"` // Unix milliseconds, nil for never
}

// TemplateData is what Config.RootTemplate is executed with on first visits.
type TemplateData struct {
	Page     *Page          // the page object being rendered
	PageJSON template.JS    // the page object as JSON, safe inside <script type="application/json">
	View     map[string]any // extra data set per request with WithViewData
}

// App returns the markup the v3 client mounts on: the page object script
// followed by the root <div id="app">.
func (d *TemplateData) App() template.HTML {
	return template.HTML(`<script data-page="app" type="application/json">` +
		string(d.PageJSON) + `</script><div id="app"></div>`)
}

// scriptSafeJSON encodes v for embedding in a <script> element: encoding/json
// already escapes <, >, & and U+2028/U+2029, and v3 also requires every '/'
// to be written as "\/" (valid JSON, so the client's JSON.parse is unaffected).
func scriptSafeJSON(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.Grow(len(b) + bytes.Count(b, []byte("/")))
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '\\' && i+1 < len(b):
			// Copy an existing escape sequence (including "\/") untouched.
			out.WriteByte(c)
			i++
			out.WriteByte(b[i])
		case c == '/':
			out.WriteString(`\/`)
		default:
			out.WriteByte(c)
		}
	}
	return out.Bytes(), nil
}

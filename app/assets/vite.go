// Package assets turns Vite's build manifest into the tags a page loads and
// the asset version the Inertia client compares against.
package assets

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"strings"
)

// Entry is the client's boot module, as named in vite.config.js.
const Entry = "resources/js/app.tsx"

type chunk struct {
	File    string   `json:"file"`
	CSS     []string `json:"css"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

// Vite knows the built files, or the dev server to load them from.
type Vite struct {
	manifest map[string]chunk
	version  string
	devURL   string
	base     string
}

// Load reads build/manifest.json from public. A missing manifest is not an
// error (the front end is not built yet): pages then load no script.
func Load(public fs.FS) (*Vite, error) {
	v := &Vite{manifest: map[string]chunk{}, base: "/build/"}
	raw, err := fs.ReadFile(public, "build/manifest.json")
	if errors.Is(err, fs.ErrNotExist) {
		return v, nil
	} else if err != nil {
		return nil, fmt.Errorf("assets: read manifest: %w", err)
	}
	if err := json.Unmarshal(raw, &v.manifest); err != nil {
		return nil, fmt.Errorf("assets: parse manifest: %w", err)
	}
	sum := sha256.Sum256(raw)
	v.version = hex.EncodeToString(sum[:8])
	return v, nil
}

// Dev returns a Vite that loads everything from the dev server at url (hot reload).
func Dev(url string) *Vite {
	return &Vite{devURL: strings.TrimRight(url, "/"), version: "dev"}
}

// Built reports whether a production build was found.
func (v *Vite) Built() bool { return len(v.manifest) > 0 }

// Version identifies the current build; it changes whenever any asset does.
func (v *Vite) Version() string { return v.version }

// DevURL is the dev server's address, or "" for a production build.
func (v *Vite) DevURL() string { return v.devURL }

// Pages is where the page components live: the page "Auth/Login" is built
// from resources/js/Pages/Auth/Login.tsx, under that name in the manifest.
const Pages = "resources/js/Pages/"

// Tags returns the link and script tags that load the entry and what it
// imports, and, for the page component the document shows (Inertia's name, like
// "Auth/Login"; "" for none), that page's chunk with its imports and style
// sheets. They load alongside the entry instead of after it, and the entry need
// carry no map of the pages: it imports the chunk its link names, the one marked
// data-page-component (resources/js/lib/pageChunk.ts). A page the manifest does
// not know gets no tags of its own: the client then finds it in its map.
func (v *Vite) Tags(page string) template.HTML {
	var b strings.Builder
	if v.devURL != "" {
		fmt.Fprintf(&b, `<script type="module">import RefreshRuntime from "%[1]s/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true</script>
<script type="module" src="%[1]s/@vite/client"></script>
<script type="module" src="%[1]s/%[2]s"></script>`, v.devURL, Entry)
		return template.HTML(b.String())
	}
	entry, ok := v.manifest[Entry]
	if !ok {
		return ""
	}
	seen := map[string]bool{}
	var css, preload []string
	var walk func(key string, c chunk)
	walk = func(key string, c chunk) {
		if seen[key] {
			return
		}
		seen[key] = true
		css = append(css, c.CSS...)
		for _, imp := range c.Imports {
			if ic, ok := v.manifest[imp]; ok && !seen[imp] {
				preload = append(preload, ic.File)
				walk(imp, ic)
			}
		}
	}
	walk(Entry, entry)
	pageKey := Pages + page + ".tsx"
	pageChunk, hasPage := v.manifest[pageKey]
	hasPage = hasPage && page != "" && !seen[pageKey]
	var pagePreload []string
	if hasPage {
		entryPreload := len(preload)
		walk(pageKey, pageChunk)
		pagePreload = preload[entryPreload:]
		preload = preload[:entryPreload]
	}
	for _, f := range css {
		fmt.Fprintf(&b, `<link rel="stylesheet" href="%s%s">`+"\n", v.base, template.HTMLEscapeString(f))
	}
	for _, f := range preload {
		fmt.Fprintf(&b, `<link rel="modulepreload" href="%s%s">`+"\n", v.base, template.HTMLEscapeString(f))
	}
	if hasPage {
		fmt.Fprintf(&b, `<link rel="modulepreload" href="%s%s" data-page-component="%s">`+"\n",
			v.base, template.HTMLEscapeString(pageChunk.File), template.HTMLEscapeString(page))
		for _, f := range pagePreload {
			fmt.Fprintf(&b, `<link rel="modulepreload" href="%s%s">`+"\n", v.base, template.HTMLEscapeString(f))
		}
	}
	fmt.Fprintf(&b, `<script type="module" src="%s%s"></script>`, v.base, template.HTMLEscapeString(entry.File))
	return template.HTML(b.String())
}

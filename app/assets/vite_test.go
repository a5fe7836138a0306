package assets

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestTagsFollowImportsOnce(t *testing.T) {
	fsys := fstest.MapFS{"build/manifest.json": {Data: []byte(`{
		"resources/js/app.tsx": {"file": "assets/app-1.js", "isEntry": true, "css": ["assets/app-1.css"], "imports": ["_vendor.js", "_ui.js"]},
		"_vendor.js": {"file": "assets/vendor-2.js"},
		"_ui.js": {"file": "assets/ui-3.js", "imports": ["_vendor.js"], "css": ["assets/ui-3.css"]}
	}`)}}
	v, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	got := string(v.Tags(""))
	for _, want := range []string{
		`<link rel="stylesheet" href="/build/assets/app-1.css">`,
		`<link rel="stylesheet" href="/build/assets/ui-3.css">`,
		`<link rel="modulepreload" href="/build/assets/vendor-2.js">`,
		`<script type="module" src="/build/assets/app-1.js"></script>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("tags lack %s:\n%s", want, got)
		}
	}
	if strings.Count(got, "vendor-2.js") != 1 {
		t.Errorf("vendor preloaded more than once:\n%s", got)
	}
	if len(v.Version()) != 16 {
		t.Errorf("version %q, want 16 hex digits", v.Version())
	}
}

func TestTagsNameThePageChunk(t *testing.T) {
	fsys := fstest.MapFS{"build/manifest.json": {Data: []byte(`{
		"resources/js/app.tsx": {"file": "assets/app-1.js", "isEntry": true, "css": ["assets/app-1.css"], "imports": ["_vendor.js"]},
		"_vendor.js": {"file": "assets/vendor-2.js"},
		"_field.js": {"file": "assets/field-3.js", "imports": ["_vendor.js", "resources/js/app.tsx"], "css": ["assets/field-3.css"]},
		"resources/js/Pages/Auth/Login.tsx": {"file": "assets/Login-4.js", "isDynamicEntry": true, "imports": ["_vendor.js", "_field.js", "resources/js/app.tsx"]}
	}`)}}
	v, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	got := string(v.Tags("Auth/Login"))
	want := `<link rel="stylesheet" href="/build/assets/app-1.css">
<link rel="stylesheet" href="/build/assets/field-3.css">
<link rel="modulepreload" href="/build/assets/vendor-2.js">
<link rel="modulepreload" href="/build/assets/Login-4.js" data-page-component="Auth/Login">
<link rel="modulepreload" href="/build/assets/field-3.js">
<script type="module" src="/build/assets/app-1.js"></script>`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// A page the manifest does not know, or none, loads the entry alone.
	for _, page := range []string{"", "Auth/Nowhere", "../app"} {
		got := string(v.Tags(page))
		if strings.Contains(got, "data-page-component") || strings.Contains(got, "field-3") {
			t.Errorf("Tags(%q) names a page:\n%s", page, got)
		}
	}
}

func TestMissingManifestIsEmpty(t *testing.T) {
	v, err := Load(fstest.MapFS{})
	if err != nil || v.Built() || v.Tags("Auth/Login") != "" {
		t.Fatalf("got %v %v %q", err, v.Built(), v.Tags("Auth/Login"))
	}
}

func TestDevLoadsFromViteServer(t *testing.T) {
	got := string(Dev("http://localhost:5173/").Tags("Auth/Login"))
	if !strings.Contains(got, `src="http://localhost:5173/@vite/client"`) || !strings.Contains(got, `src="http://localhost:5173/resources/js/app.tsx"`) {
		t.Fatal(got)
	}
}

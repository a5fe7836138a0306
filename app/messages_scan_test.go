package app

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// goSources parses every Go file (tests aside) under the server's directories.
func goSources(t *testing.T) (*token.FileSet, map[string]*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	files := map[string]*ast.File{}
	for _, dir := range []string{".", filepath.Join("..", "controllers")} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			files[path] = f
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 50 {
		t.Fatalf("only %d Go files found", len(files))
	}
	return fset, files
}

// stringConsts are the string constants of the sources, by name and by package.name.
func stringConsts(files map[string]*ast.File) map[string]string {
	out := map[string]string{}
	for _, f := range files {
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				v := spec.(*ast.ValueSpec)
				for i, name := range v.Names {
					if i < len(v.Values) {
						if lit, ok := v.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							s, _ := strconv.Unquote(lit.Value)
							out[name.Name] = s
							out[f.Name.Name+"."+name.Name] = s
						}
					}
				}
			}
		}
	}
	return out
}

// keyArg is the position of the key among the arguments of the calls that take one.
func keyArg(call *ast.CallExpr, pkg string) (int, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	var name string
	switch {
	case ok:
		name = sel.Sel.Name
		if id, isIdent := sel.X.(*ast.Ident); isIdent && id.Name == "app" {
			switch name {
			case "E":
				return 1, len(call.Args) == 3
			case "T", "Invalid":
				return 0, len(call.Args) >= 2
			case "InvalidField":
				return 1, len(call.Args) == 3
			}
			return 0, false
		}
	case pkg == "app":
		if id, isIdent := call.Fun.(*ast.Ident); isIdent {
			switch id.Name {
			case "E":
				return 1, len(call.Args) == 3
			case "T":
				return 0, len(call.Args) == 2
			}
		}
		return 0, false
	default:
		return 0, false
	}
	// Methods: (*Error).WithField(field, key, params), Fields.Set(field, key, params).
	if (name == "WithField" || name == "Set") && len(call.Args) == 3 {
		return 1, true
	}
	return 0, false
}

// sentence is an English sentence written for people: a capital, words, a full stop.
var sentence = regexp.MustCompile(`^[A-Z][a-z’']*( [^ ]+){2,}[.!?]$`)

// A message for people is built from a key of the catalog, never worded in
// place: every key the code names is in Messages, no Error is built by hand,
// and no English sentence is written outside the catalog except for the logs
// and the errors that only reach them.
func TestMessagesAreBuiltFromKeys(t *testing.T) {
	fset, files := goSources(t)
	problems, keys := scanMessages(fset, files)
	if keys < 100 {
		t.Errorf("only %d keys named in the code: is the scan looking at the right calls?", keys)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

// The scan finds each way of wording a message in place.
func TestTheScanFindsMessagesWithoutKeys(t *testing.T) {
	src := `package controllers

const goodKey = "titleRequired"
const badKey = "Title is required."

func f(fields app.Fields, name string) error {
	fields.Set("title", "titleRequired", nil)
	fields.Set("title", badKey, nil)
	fields.Set("title", "Title is needed", nil)
	s.Log.Error("The request failed for a reason.", "err", err)
	_ = fmt.Errorf("Could not read the file: %w", err)
	_ = fmt.Sprintf("Salesperson is at most %d characters.", 120)
	_ = &app.Error{Code: app.EINVALID}
	_ = app.E(app.EINVALID, goodKey, nil)
	_ = app.InvalidField(name, "noSuchKey", nil)
	return app.E(app.EINVALID, "checkFields", nil).WithField(name, "Title is at most 200 characters.", nil)
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "probe.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	problems, keys := scanMessages(fset, map[string]*ast.File{"probe.go": f})
	want := []string{ // sorted as strings
		`probe.go:12:18: a sentence for people outside the catalog`,
		`probe.go:13:7: an app.Error built by hand`,
		`probe.go:15:29: "noSuchKey" is not a key`,
		`probe.go:16:65: "Title is at most 200 characters." is not a key`,
		`probe.go:16:65: a sentence for people outside the catalog`,
		`probe.go:4:16: a sentence for people outside the catalog`,
		`probe.go:8:22: "Title is required." is not a key`,
		`probe.go:9:22: "Title is needed" is not a key`,
	}
	if keys != 7 || len(problems) != len(want) {
		t.Fatalf("%d keys, problems:\n%s", keys, strings.Join(problems, "\n"))
	}
	sort.Strings(problems)
	for i, p := range problems {
		if !strings.HasPrefix(p, want[i]) {
			t.Errorf("%s, want %s…", p, want[i])
		}
	}
}

// scanMessages returns the places that word a message for people without a
// key, and how many keys the code names.
func scanMessages(fset *token.FileSet, files map[string]*ast.File) (problems []string, keys int) {
	consts := stringConsts(files)
	report := func(pos token.Pos, format string, args ...any) {
		problems = append(problems, fset.Position(pos).String()+": "+strings.TrimSpace(fmt.Sprintf(format, args...)))
	}
	for path, f := range files {
		// The catalog is messages.go and each area's messages_<area>.go beside it.
		base := filepath.Base(path)
		catalog := (base == "messages.go" || strings.HasPrefix(base, "messages_") && !strings.HasSuffix(base, "_test.go")) && f.Name.Name == "app"
		logged := map[*ast.BasicLit]bool{} // literals that only reach the logs or an internal error
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if sel, ok := n.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "app" {
						report(n.Pos(), "an app.Error built by hand: use app.E, app.Invalid or app.InvalidField")
					}
				}
			case *ast.CallExpr:
				if isLogCall(n) {
					ast.Inspect(n, func(m ast.Node) bool {
						if lit, ok := m.(*ast.BasicLit); ok {
							logged[lit] = true
						}
						return true
					})
				}
				i, ok := keyArg(n, f.Name.Name)
				if !ok {
					return true
				}
				var key string
				switch arg := n.Args[i].(type) {
				case *ast.BasicLit:
					key, _ = strconv.Unquote(arg.Value)
				case *ast.Ident:
					if key, ok = consts[arg.Name]; !ok {
						return true // a variable: its values are literals checked where they are set
					}
				case *ast.SelectorExpr:
					if x, isIdent := arg.X.(*ast.Ident); isIdent {
						if key, ok = consts[x.Name+"."+arg.Sel.Name]; !ok {
							return true
						}
					}
				default:
					return true
				}
				keys++
				if _, known := Messages[key]; !known {
					report(n.Args[i].Pos(), "%q is not a key of app.Messages", key)
				}
			}
			return true
		})
		if catalog {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING || logged[lit] {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && sentence.MatchString(s) {
				report(lit.Pos(), "a sentence for people outside the catalog: %q", s)
			}
			return true
		})
	}
	return problems, keys
}

// isLogCall reports whether call writes to the logs or makes an error only the logs see.
func isLogCall(call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	switch sel.Sel.Name {
	case "Error", "Warn", "Info", "Debug", "Printf", "Println", "Fatalf", "Errorf", "New":
	default:
		return false
	}
	switch x := sel.X.(type) {
	case *ast.Ident:
		return x.Name == "fmt" || x.Name == "errors" || x.Name == "slog" || x.Name == "log" || strings.HasSuffix(strings.ToLower(x.Name), "log")
	case *ast.SelectorExpr:
		return x.Sel.Name == "Log" || x.Sel.Name == "log" || x.Sel.Name == "Logger"
	}
	return false
}

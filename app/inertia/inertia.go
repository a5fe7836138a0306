package inertia

import (
	"context"
	"html/template"
	"maps"
	"net/http"
	"slices"
	"sync"
)

// Protocol header names (v3).
const (
	headerInertia          = "X-Inertia"
	headerVersion          = "X-Inertia-Version"
	headerLocation         = "X-Inertia-Location"
	headerRedirect         = "X-Inertia-Redirect"
	headerPartialComponent = "X-Inertia-Partial-Component"
	headerPartialData      = "X-Inertia-Partial-Data"
	headerPartialExcept    = "X-Inertia-Partial-Except"
	headerReset            = "X-Inertia-Reset"
	headerErrorBag         = "X-Inertia-Error-Bag"
	headerExceptOnceProps  = "X-Inertia-Except-Once-Props"
)

// Config configures an Inertia adapter.
type Config struct {
	RootTemplate   *template.Template // executed with *TemplateData for first visits
	Version        string             // asset version (hash of the Vite manifest); "" allowed
	Sessions       SessionStore       // nil disables flash, errors and clearHistory across requests
	EncryptHistory bool               // default for the page object's encryptHistory flag
}

// Inertia renders pages and redirects following the Inertia v3 protocol.
type Inertia struct {
	cfg Config

	mu          sync.RWMutex
	shared      Props
	sharedFuncs []func(r *http.Request) Props
}

// New returns an adapter using cfg.
func New(cfg Config) *Inertia {
	return &Inertia{cfg: cfg, shared: Props{}}
}

// Share registers a prop sent with every page.
func (in *Inertia) Share(key string, value any) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.shared[key] = value
}

// ShareFunc registers a function called at every render whose props are
// shared with the page (after Share values, before WithProps values).
func (in *Inertia) ShareFunc(fn func(r *http.Request) Props) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.sharedFuncs = append(in.sharedFuncs, fn)
}

// ctxKey types keep this package's context values private.
type (
	propsKey   struct{}
	viewKey    struct{}
	encryptKey struct{}
	stateKey   struct{}
)

// WithProps returns a context whose renders also share props (merged over
// props set earlier in the same context chain).
func WithProps(ctx context.Context, props Props) context.Context {
	merged := Props{}
	if old, ok := ctx.Value(propsKey{}).(Props); ok {
		maps.Copy(merged, old)
	}
	maps.Copy(merged, props)
	return context.WithValue(ctx, propsKey{}, merged)
}

// WithViewData returns a context whose first-visit HTML renders expose
// value under key in TemplateData.View.
func WithViewData(ctx context.Context, key string, value any) context.Context {
	merged := map[string]any{}
	if old, ok := ctx.Value(viewKey{}).(map[string]any); ok {
		maps.Copy(merged, old)
	}
	merged[key] = value
	return context.WithValue(ctx, viewKey{}, merged)
}

// WithEncryptHistory returns a context whose renders set encryptHistory to
// encrypt, overriding Config.EncryptHistory.
func WithEncryptHistory(ctx context.Context, encrypt bool) context.Context {
	return context.WithValue(ctx, encryptKey{}, encrypt)
}

// IsRequest reports whether r was sent by the Inertia client (X-Inertia: true).
func IsRequest(r *http.Request) bool {
	return r.Header.Get(headerInertia) == "true"
}

// sharedProps returns the merged shared props for r, in increasing
// precedence: Share, ShareFunc, WithProps.
func (in *Inertia) sharedProps(r *http.Request) Props {
	in.mu.RLock()
	out := maps.Clone(in.shared)
	funcs := slices.Clone(in.sharedFuncs)
	in.mu.RUnlock()
	for _, fn := range funcs {
		maps.Copy(out, fn(r))
	}
	if ctxProps, ok := r.Context().Value(propsKey{}).(Props); ok {
		maps.Copy(out, ctxProps)
	}
	return out
}

// addVary adds X-Inertia to the Vary header once.
func addVary(h http.Header) {
	for _, v := range h.Values("Vary") {
		if v == headerInertia {
			return
		}
	}
	h.Add("Vary", headerInertia)
}

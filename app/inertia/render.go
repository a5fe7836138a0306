package inertia

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"maps"
	"net/http"
)

// Render sends component with props and status 200: page JSON for Inertia
// requests, the full HTML document otherwise.
func (in *Inertia) Render(w http.ResponseWriter, r *http.Request, component string, props Props) error {
	return in.RenderStatus(w, r, http.StatusOK, component, props)
}

// RenderStatus is Render with an explicit status code, e.g. for 403, 404 or
// 500 error pages; nothing is written when it returns an error.
func (in *Inertia) RenderStatus(w http.ResponseWriter, r *http.Request, status int, component string, props Props) error {
	page, err := in.buildPage(w, r, component, props)
	if err != nil {
		return err
	}
	if IsRequest(r) {
		body, err := json.Marshal(page)
		if err != nil {
			return fmt.Errorf("inertia: encode page %q: %w", component, err)
		}
		h := w.Header()
		h.Set("Content-Type", "application/json")
		h.Set(headerInertia, "true")
		addVary(h)
		return writeBody(w, status, body)
	}
	body, err := in.renderHTML(r, page)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	addVary(h)
	return writeBody(w, status, body)
}

// renderHTML executes the root template for a first visit into a buffer.
func (in *Inertia) renderHTML(r *http.Request, page *Page) ([]byte, error) {
	if in.cfg.RootTemplate == nil {
		return nil, errors.New("inertia: Config.RootTemplate is nil")
	}
	js, err := scriptSafeJSON(page)
	if err != nil {
		return nil, fmt.Errorf("inertia: encode page %q: %w", page.Component, err)
	}
	view, _ := r.Context().Value(viewKey{}).(map[string]any)
	data := &TemplateData{Page: page, PageJSON: template.JS(js), View: maps.Clone(view)}
	if data.View == nil {
		data.View = map[string]any{}
	}
	var buf bytes.Buffer
	if err := in.cfg.RootTemplate.Execute(&buf, data); err != nil {
		return nil, fmt.Errorf("inertia: root template for %q: %w", page.Component, err)
	}
	return buf.Bytes(), nil
}

// writeBody writes status and the fully rendered body.
func writeBody(w http.ResponseWriter, status int, body []byte) error {
	w.WriteHeader(status)
	_, err := w.Write(body)
	return err
}

// buildPage resolves the props and page-object metadata for r.
func (in *Inertia) buildPage(w http.ResponseWriter, r *http.Request, component string, props Props) (*Page, error) {
	shared := in.sharedProps(r)
	all := maps.Clone(shared)
	maps.Copy(all, props)

	partial := IsRequest(r) && r.Header.Get(headerPartialComponent) == component
	input := resolveInput{partial: partial, reset: headerSet(r, headerReset)}
	if partial {
		input.only = headerSet(r, headerPartialData)
		input.except = headerSet(r, headerPartialExcept)
	} else if IsRequest(r) {
		input.exceptOnce = headerSet(r, headerExceptOnceProps)
	}
	// errors is an always prop handled below, whatever the filters say.
	userErrors, hasUserErrors := all["errors"]
	delete(all, "errors")
	res := resolveProps(all, input)

	pend, err := in.consume(w, r)
	if err != nil {
		return nil, err
	}
	switch {
	case len(pend.errors) > 0:
		res.props["errors"] = pend.errors
	case hasUserErrors:
		res.props["errors"] = evaluate(asProp(userErrors).value)
	default:
		res.props["errors"] = map[string]any{}
	}

	encrypt := in.cfg.EncryptHistory
	if v, ok := r.Context().Value(encryptKey{}).(bool); ok {
		encrypt = v
	}
	var sharedKeys []string
	for _, k := range sortedKeys(shared) {
		if k != "errors" {
			sharedKeys = append(sharedKeys, k)
		}
	}
	page := &Page{
		Component:      component,
		Props:          res.props,
		URL:            r.URL.RequestURI(),
		Version:        in.cfg.Version,
		EncryptHistory: encrypt,
		ClearHistory:   pend.clear,
		MergeProps:     res.merge,
		PrependProps:   res.prepend,
		DeepMergeProps: res.deep,
		MatchPropsOn:   res.matchOn,
		OnceProps:      res.once,
		SharedProps:    sharedKeys,
		Flash:          pend.flash,
	}
	if !partial {
		page.DeferredProps = res.deferred
	}
	return page, nil
}

package inertia

import (
	"net/http"
	"slices"
	"strings"
)

// Props holds page props: plain values, func() any values evaluated lazily,
// or values wrapped by Optional, Always, Defer, Merge, DeepMerge, Prepend,
// MatchOn or Once.
type Props map[string]any

// mergeMode tells the client how to combine a prop with its current value.
type mergeMode uint8

const (
	mergeNone mergeMode = iota
	mergeAppend
	mergePrepend
	mergeDeep
)

// prop is the internal form of every wrapped prop; wrappers compose by
// copying it and setting one more behaviour.
type prop struct {
	value    any // plain value or func() any
	optional bool
	always   bool
	deferred bool
	group    string
	merge    mergeMode
	matchOn  []string
	once     bool
}

// asProp returns a copy of v's prop settings, or a plain prop holding v.
func asProp(v any) *prop {
	if p, ok := v.(*prop); ok {
		c := *p
		c.matchOn = slices.Clone(p.matchOn)
		return &c
	}
	return &prop{value: v}
}

// Optional returns a prop that is never sent on full visits and is evaluated
// only when a partial reload selects it.
func Optional(fn func() any) any {
	return &prop{value: fn, optional: true}
}

// Always returns a prop that is sent on every response, even when a partial
// reload does not select it or excludes it.
func Always(v any) any {
	p := asProp(v)
	p.always = true
	return p
}

// Defer returns a prop that is skipped on full visits and announced under
// deferredProps in the given group ("default" when none), so the client
// fetches it with a follow-up partial reload.
func Defer(fn func() any, group ...string) any {
	g := "default"
	if len(group) > 0 && group[0] != "" {
		g = group[0]
	}
	return &prop{value: fn, deferred: true, group: g}
}

// Merge returns a prop whose new items the client appends to its current
// value on partial reloads (page object key mergeProps).
func Merge(v any) any {
	p := asProp(v)
	p.merge = mergeAppend
	return p
}

// Prepend returns a prop whose new items the client prepends to its current
// value on partial reloads (page object key prependProps).
func Prepend(v any) any {
	p := asProp(v)
	p.merge = mergePrepend
	return p
}

// DeepMerge returns a prop that the client deep-merges into its current
// value on partial reloads (page object key deepMergeProps).
func DeepMerge(v any) any {
	p := asProp(v)
	p.merge = mergeDeep
	return p
}

// MatchOn returns a merge prop whose array items the client matches on the
// given fields (e.g. "id") to update them in place; entries are sent in
// matchPropsOn as "<prop>.<field>". A v that is not already a merge prop
// becomes an appending one.
func MatchOn(v any, fields ...string) any {
	p := asProp(v)
	if p.merge == mergeNone {
		p.merge = mergeAppend
	}
	p.matchOn = append(p.matchOn, fields...)
	return p
}

// Once returns a prop that the client remembers across pages: it is listed
// under onceProps and skipped when the client reports it already holds it.
func Once(fn func() any) any {
	return &prop{value: fn, once: true}
}

// evaluate returns v, calling it first when it is a lazy func() any.
func evaluate(v any) any {
	if fn, ok := v.(func() any); ok {
		if fn == nil {
			return nil
		}
		return fn()
	}
	return v
}

// Values returns every prop's plain value, lazy ones evaluated, in key
// order: the page's data for a caller that wants it without the protocol.
func Values(all Props) map[string]any {
	out := make(map[string]any, len(all))
	for _, key := range sortedKeys(all) {
		out[key] = evaluate(asProp(all[key]).value)
	}
	return out
}

// keySet is a set of prop keys parsed from a comma-separated header.
type keySet map[string]bool

// headerSet parses the comma-separated header name of r into a keySet.
func headerSet(r *http.Request, name string) keySet {
	s := keySet{}
	for _, part := range strings.Split(r.Header.Get(name), ",") {
		if part = strings.TrimSpace(part); part != "" {
			s[part] = true
		}
	}
	return s
}

// selects reports whether key, or a dotted path below it, is in s.
func (s keySet) selects(key string) bool {
	if s[key] {
		return true
	}
	for k := range s {
		if strings.HasPrefix(k, key+".") {
			return true
		}
	}
	return false
}

// resolveInput describes which props the current request asks for.
type resolveInput struct {
	partial    bool   // a partial reload of the rendered component
	only       keySet // X-Inertia-Partial-Data
	except     keySet // X-Inertia-Partial-Except
	reset      keySet // X-Inertia-Reset
	exceptOnce keySet // X-Inertia-Except-Once-Props
}

// resolved is the outcome of prop resolution: the props to send and the
// page-object metadata describing them.
type resolved struct {
	props    map[string]any
	merge    []string
	prepend  []string
	deep     []string
	matchOn  []string
	deferred map[string][]string
	once     map[string]OnceProp
}

// resolveProps applies the v3 prop evaluation model to all props.
func resolveProps(all map[string]any, in resolveInput) resolved {
	out := resolved{props: map[string]any{}}
	for _, key := range sortedKeys(all) {
		p := asProp(all[key])
		include := false
		if in.partial {
			include = p.always || ((len(in.only) == 0 || in.only.selects(key)) && !in.except[key])
		} else {
			switch {
			case p.always:
				include = true
			case p.optional:
			case p.deferred:
				if out.deferred == nil {
					out.deferred = map[string][]string{}
				}
				out.deferred[p.group] = append(out.deferred[p.group], key)
			case p.once && in.exceptOnce[key]:
			default:
				include = true
			}
		}
		if p.once && (include || !in.partial) {
			if out.once == nil {
				out.once = map[string]OnceProp{}
			}
			out.once[key] = OnceProp{Prop: key}
		}
		if !include {
			continue
		}
		out.props[key] = evaluate(p.value)
		if p.merge == mergeNone || in.reset[key] {
			continue
		}
		switch p.merge {
		case mergeAppend:
			out.merge = append(out.merge, key)
		case mergePrepend:
			out.prepend = append(out.prepend, key)
		case mergeDeep:
			out.deep = append(out.deep, key)
		}
		for _, f := range p.matchOn {
			out.matchOn = append(out.matchOn, key+"."+f)
		}
	}
	return out
}

// sortedKeys returns the keys of m in a stable order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

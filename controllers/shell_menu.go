package controllers

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"

	"partage/app/auth"
	"partage/app/menu"
)

// The menu is on every signed-in page. Which entries a person sees depends
// on their role alone (auth.RulesFor), and its badges on a few counts: the
// tree and its JSON are the same for every visit with the same role and the
// same counts. menuCache keeps that JSON, so a visit reads the counts (kept
// counts, one small query each) and reuses the bytes instead of walking the
// tree and encoding it again.

// menuCacheSize bounds the kept menus (role × counts): past it they are forgotten all at once.
const menuCacheSize = 1024

type menuCache struct {
	mu      sync.Mutex
	sources map[string][]string        // role → the badge sources its menu shows, in tree order
	kept    map[string]json.RawMessage // role and counts → the menu's JSON
}

// sourcesOf returns the badge sources of the menu role sees.
func (c *menuCache) sourcesOf(role string, rules []auth.Rule) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if src, ok := c.sources[role]; ok {
		return src
	}
	src := []string{}
	menu.Visible(rules, func(source string) int {
		if !slices.Contains(src, source) {
			src = append(src, source)
		}
		return 0
	})
	if c.sources == nil {
		c.sources = map[string][]string{}
	}
	c.sources[role] = src
	return src
}

func (c *menuCache) get(key string) (json.RawMessage, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.kept[key]
	return b, ok
}

func (c *menuCache) put(key string, b json.RawMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.kept == nil || len(c.kept) >= menuCacheSize {
		c.kept = map[string]json.RawMessage{}
	}
	c.kept[key] = b
}

// menuJSON is the menu u sees, with its badges, as JSON.
func (s *Server) menuJSON(ctx context.Context, u *auth.User, rules []auth.Rule) json.RawMessage {
	sources := s.menus.sourcesOf(u.Role, rules)
	counts := make(map[string]int, len(sources))
	var key strings.Builder
	key.WriteString(u.Role)
	for _, src := range sources {
		n := s.badgeCount(ctx, u, rules, src)
		counts[src] = n
		key.WriteByte('|')
		key.WriteString(strconv.Itoa(n))
	}
	if b, ok := s.menus.get(key.String()); ok {
		return b
	}
	b, err := json.Marshal(menu.Visible(rules, func(source string) int { return counts[source] }))
	if err != nil { // a tree of strings and numbers: cannot happen
		s.Log.Error("menu", "request_id", RequestIDFrom(ctx), "err", err)
		return json.RawMessage("[]")
	}
	s.menus.put(key.String(), b)
	return b
}

// badgeCount is the count shown beside the entries whose badge reads source.
func (s *Server) badgeCount(ctx context.Context, u *auth.User, rules []auth.Rule, source string) int {
	var n int
	var err error
	switch source {
	case menu.BadgeUnreadMail:
		n, err = s.Mail.UnreadCount(ctx, u.ID)
	case menu.BadgeUnseenChat:
		n, err = s.Chat.UnseenTotal(ctx, u.ID)
	case menu.BadgeApplications:
		if auth.Can(rules, "read", auth.SubjectApplication) {
			n, err = s.Members.PendingCount(ctx)
		}
	}
	if err != nil {
		s.Log.Error("menu badge", "request_id", RequestIDFrom(ctx), "source", source, "err", err)
	}
	return n
}

package chat

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"partage/app/db"
)

// ProfilesList is the version (db.Version) every change to a chat profile moves.
const ProfilesList = "chat_profiles"

// The contacts list without a search is the same for everyone: the first
// MaxListed people who may chat, in name order, but for the reader, whom it
// leaves out. So it is drawn from the directory's head, the first
// MaxListed+1 of them, which each instance keeps in memory under the versions
// of the users and of the chat profiles (any change to either reads it again,
// on every instance), each person with their JSON ready but for the status,
// which is their presence at the moment of asking.
//
// The head also decides who hears of whom (see presence.go): a person in it
// shows in everyone's contacts list.

// directory is the head of the directory, as of two versions.
type directory struct {
	users, profiles int64
	people          []listed
	ids             []int64       // of people, in order
	at              map[int64]int // index in people by user id
}

// listed is one person of the head: Status holds their chosen status ("" for
// none), and raw their JSON up to the value of "status".
type listed struct {
	Contact
	raw []byte
}

func (d *directory) has(id int64) bool {
	_, ok := d.at[id]
	return ok
}

type directoryCache struct {
	mu    sync.Mutex // guards cur
	build sync.Mutex // one reading at a time
	cur   *directory
}

// directory returns the head of the directory as of now.
func (s *Service) directory(ctx context.Context) (*directory, error) {
	// The versions first: the rows read after them are at least as new.
	uv, err := s.db.Version(ctx, db.UsersList)
	if err != nil {
		return nil, err
	}
	pv, err := s.db.Version(ctx, ProfilesList)
	if err != nil {
		return nil, err
	}
	fresh := func() *directory {
		s.dir.mu.Lock()
		defer s.dir.mu.Unlock()
		if d := s.dir.cur; d != nil && d.users == uv && d.profiles == pv {
			return d
		}
		return nil
	}
	if d := fresh(); d != nil {
		return d, nil
	}
	s.dir.build.Lock()
	defer s.dir.build.Unlock()
	if d := fresh(); d != nil { // read meanwhile by another request
		return d, nil
	}
	d, err := s.readDirectory(ctx, uv, pv)
	if err != nil {
		return nil, err
	}
	s.dir.mu.Lock()
	if cur := s.dir.cur; cur == nil || cur.users < uv || cur.profiles < pv || (cur.users == uv && cur.profiles == pv) {
		s.dir.cur = d
	}
	s.dir.mu.Unlock()
	return d, nil
}

// readDirectory reads the head: the first MaxListed+1 of each role that may
// chat (along the index on role and sort key), merged in name order.
func (s *Service) readDirectory(ctx context.Context, uv, pv int64) (*directory, error) {
	type row struct {
		listed
		key string
	}
	var all []row
	for _, role := range s.roles {
		err := func() error {
			rows, err := s.db.QueryContext(ctx, `SELECT `+contactColumns+`, u.sort_name FROM users u
				LEFT JOIN chat_profiles p ON p.user_id = u.id
				WHERE u.role = $1 AND u.status <> 'inactive' ORDER BY u.sort_name, u.id LIMIT `+strconv.Itoa(MaxListed+1), role)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var r row
				if err := rows.Scan(&r.ID, &r.FullName, &r.Role, &r.About, &r.Avatar, &r.Status, &r.key); err != nil {
					return err
				}
				all = append(all, r)
			}
			return rows.Err()
		}()
		if err != nil {
			return nil, fmt.Errorf("chat: directory: %w", err)
		}
	}
	slices.SortFunc(all, func(a, b row) int { return cmp.Or(strings.Compare(a.key, b.key), cmp.Compare(a.ID, b.ID)) })
	d := &directory{users: uv, profiles: pv, at: map[int64]int{}}
	for _, r := range all[:min(len(all), MaxListed+1)] {
		r.raw = contactPrefix(r.Contact)
		d.at[r.ID] = len(d.people)
		d.people = append(d.people, r.listed)
		d.ids = append(d.ids, r.ID)
	}
	return d, nil
}

// contactPrefix is c's JSON up to the value of "status": `{…,"status":`.
func contactPrefix(c Contact) []byte {
	c.Status = ""
	b, _ := json.Marshal(c)
	const tail = `""}`
	return b[:len(b)-len(tail)]
}

// appendHead appends the contacts list of reader without a search to b as a
// JSON array: the head but the reader, at most MaxListed, with each one's
// status from online (by index in people).
func (d *directory) appendHead(b []byte, reader int64, online []bool) []byte {
	b = append(b, '[')
	n := 0
	for i := range d.people {
		l := &d.people[i]
		if l.ID == reader {
			continue
		}
		if n == MaxListed {
			break
		}
		if n > 0 {
			b = append(b, ',')
		}
		n++
		b = append(b, l.raw...)
		b = strconv.AppendQuote(b, effective(l.Status, online[i])) // one of Statuses: plain ASCII
		b = append(b, '}')
	}
	return append(b, ']')
}

// head is the contacts list of reader without a search, as appendHead writes it.
func (d *directory) head(reader int64, online []bool) []Contact {
	out := make([]Contact, 0, MaxListed)
	for i := range d.people {
		if d.people[i].ID == reader {
			continue
		}
		if len(out) == MaxListed {
			break
		}
		c := d.people[i].Contact
		c.Status = effective(c.Status, online[i])
		out = append(out, c)
	}
	return out
}

package chat

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"partage/app/db"
	"partage/app/realtime"
)

// Who hears of whose presence. A person's status shows wherever the chat
// shows them to others, and goes live only there:
//
//   - in the chats of those who have a chat with them: their chat partners
//     (every chat, not only the MaxListed latest a list shows);
//   - in the contacts list without a search, which is the head of the
//     directory (directory.go): everyone who may chat sees it, so a change of
//     a person of the head is one broadcast to every stream that takes them.
//
// Only those who may chat hear (the head's broadcast reaches only their
// streams; partners are counted when they may chat), and a person's own other
// tabs hear of a status they chose. A search's results and a contact opened
// without a chat yet show the status as it was when asked.
//
// Every partner gets the event, connected or not: it is kept for replay, so a
// tab that comes back with its last event id, or a page rendered just before
// its stream opened, still hears of a change it would otherwise miss (whether
// the partner is connected is only known for the moment of asking).
//
// Changes come in batches (realtime.OnPresence): a batch makes one broadcast
// for the people of the head in it, and one event per partner with all of
// that partner's people in it, whatever the size of the batch: at most one row
// per person who may chat, and usually a handful per change.

// Presence is a person's status as others see it.
type Presence struct {
	UserID int64  `json:"userId"`
	Status string `json:"status"`
}

// PresenceEvent is the data of an EventPresence: the statuses that changed.
type PresenceEvent struct {
	Users []Presence `json:"users"`
}

// presenceChanged tells those who see them of users who came online or went
// offline; when it fails, the hub gives the changes again.
func (s *Service) presenceChanged(changes []realtime.Change) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	online := make(map[int64]bool, len(changes))
	ids := make([]int64, len(changes))
	for i, c := range changes {
		ids[i], online[c.UserID] = c.UserID, c.Online
	}
	chosen, err := s.chosenStatuses(ctx, ids)
	if err != nil {
		return err
	}
	statuses := make(map[int64]string, len(chosen))
	for id, c := range chosen {
		statuses[id] = effective(c, online[id])
	}
	return s.tellPresence(ctx, statuses, false)
}

// tellPresence publishes statuses to those who see them (see above); with
// self, also to each person's own streams.
func (s *Service) tellPresence(ctx context.Context, statuses map[int64]string, self bool) error {
	if len(statuses) == 0 {
		return nil
	}
	dir, err := s.directory(ctx)
	if err != nil {
		return err
	}
	var wide []Presence
	var narrow []int64
	for id, st := range statuses {
		if dir.has(id) {
			wide = append(wide, Presence{UserID: id, Status: st})
		} else {
			narrow = append(narrow, id)
		}
	}
	var out []realtime.Outgoing
	if len(wide) > 0 {
		slices.SortFunc(wide, func(a, b Presence) int { return cmp.Compare(a.UserID, b.UserID) })
		out = append(out, realtime.Outgoing{UserID: realtime.Everyone, Type: EventPresence, Data: PresenceEvent{Users: wide}})
	}
	to := map[int64][]Presence{}
	if len(narrow) > 0 {
		pairs, err := s.partners(ctx, narrow)
		if err != nil {
			return err
		}
		for _, p := range pairs { // connected or not: see above
			to[p[1]] = append(to[p[1]], Presence{UserID: p[0], Status: statuses[p[0]]})
		}
		if self {
			for _, id := range narrow {
				to[id] = append(to[id], Presence{UserID: id, Status: statuses[id]})
			}
		}
	}
	recipients := make([]int64, 0, len(to))
	for id := range to {
		recipients = append(recipients, id)
	}
	slices.Sort(recipients)
	for _, id := range recipients {
		out = append(out, realtime.Outgoing{UserID: id, Type: EventPresence, Data: PresenceEvent{Users: to[id]}})
	}
	return s.hub.PublishMany(ctx, out)
}

// chosenStatuses returns the status each of ids chose ("" for none), for those who may chat.
func (s *Service) chosenStatuses(ctx context.Context, ids []int64) (map[int64]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT u.id, COALESCE(p.status, '') FROM (SELECT `+realtime.IDsFrom(s.db.Engine, 1)+`) AS ids
		`+s.thenJoin()+` users u ON u.id = ids.id
		LEFT JOIN chat_profiles p ON p.user_id = u.id
		WHERE `+s.roleIn(), realtime.IDList(ids))
	if err != nil {
		return nil, fmt.Errorf("chat: statuses: %w", err)
	}
	defer rows.Close()
	out := map[int64]string{}
	for rows.Next() {
		var id int64
		var st string
		if err := rows.Scan(&id, &st); err != nil {
			return nil, fmt.Errorf("chat: statuses: %w", err)
		}
		out[id] = st
	}
	return out, rows.Err()
}

// partners returns, for each of ids, the people who have a chat with them and
// may chat: pairs of (one of ids, partner).
func (s *Service) partners(ctx context.Context, ids []int64) ([][2]int64, error) {
	j := s.thenJoin()
	rows, err := s.db.QueryContext(ctx, `SELECT m.user_id, o.user_id FROM (SELECT `+realtime.IDsFrom(s.db.Engine, 1)+`) AS ids
		`+j+` chat_members m ON m.user_id = ids.id
		`+j+` chat_members o ON o.chat_id = m.chat_id AND o.user_id <> m.user_id
		`+j+` users u ON u.id = o.user_id
		WHERE `+s.roleIn(), realtime.IDList(ids))
	if err != nil {
		return nil, fmt.Errorf("chat: partners: %w", err)
	}
	defer rows.Close()
	var out [][2]int64
	for rows.Next() {
		var p [2]int64
		if err := rows.Scan(&p[0], &p[1]); err != nil {
			return nil, fmt.Errorf("chat: partners: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// thenJoin joins the next table in the order written. SQLite cannot tell how
// few ids a JSON array holds and would rather start from every user of a
// role; its CROSS JOIN keeps the order (PostgreSQL reckons on its own).
func (s *Service) thenJoin() string {
	if s.db.Engine == db.Postgres {
		return "JOIN"
	}
	return "CROSS JOIN"
}

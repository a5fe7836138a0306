package ledger

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/mattn/go-sqlite3"

	"partage/app/db"
)

// listAgg is the aggregate that writes a state's holdings as one text
// (a row costs more to hand over through database/sql than to write into
// the text).
func (s *Store) listAgg() string {
	if s.db.Engine == db.Postgres {
		return `string_agg(tiers_id || ' ' || category || ' ' || parts, ' ')`
	}
	return `group_concat(tiers_id || ' ' || category || ' ' || parts, ' ')`
}

// Kinds of driver connection under the store's database.
const (
	connUnknown int32 = iota
	connPgx           // pgx's own: its raw rows are read
	connOwn           // SQLite's own
	connShared        // one connection shared by a long transaction (db.Atomically): one statement at a time
)

// native says what driver connection the store's database hands out (read
// once).
func (s *Store) native(ctx context.Context) int32 {
	if k := s.conn.Load(); k != connUnknown {
		return k
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return connShared
	}
	defer conn.Close()
	k := connShared
	conn.Raw(func(dc any) error {
		switch dc.(type) {
		case *stdlib.Conn:
			k = connPgx
		case *sqlite3.SQLiteConn:
			k = connOwn
		}
		return nil
	})
	s.conn.Store(k)
	return k
}

// readCheckpoint returns a copy of the holdings after entry upto: a
// checkpoint never changes once written, so the ones read last are kept.
func (s *Store) readCheckpoint(ctx context.Context, cats map[string]string, upto int64) ([]held, error) {
	key := strconv.FormatInt(upto, 10)
	if kept, ok := s.checkpoints.Get(key, 0); ok {
		for _, h := range kept {
			intern(cats, h.category)
		}
		return slices.Clone(kept), nil
	}
	rows, err := s.loadCheckpoint(ctx, cats, upto)
	if err != nil {
		return nil, err
	}
	s.checkpoints.Put(key, 0, slices.Clone(rows))
	return rows, nil
}

// loadCheckpoint reads the holdings after entry upto.
func (s *Store) loadCheckpoint(ctx context.Context, cats map[string]string, upto int64) ([]held, error) {
	if s.native(ctx) == connPgx {
		var out []held
		err := s.eachRaw(ctx, `SELECT tiers_id, category, parts FROM share_checkpoints WHERE upto = $1`, []any{upto}, func(v [][]byte, f []pgconn.FieldDescription) error {
			h, err := rawHeld(v, f, 0, cats)
			out = append(out, h)
			return err
		})
		if err == nil && !slices.IsSortedFunc(out, compareHeld) {
			slices.SortFunc(out, compareHeld)
		}
		return out, err
	}
	var list sql.NullString
	if err := s.db.QueryRowContext(ctx, `SELECT `+s.listAgg()+` FROM share_checkpoints WHERE upto = $1`, upto).Scan(&list); err != nil {
		return nil, err
	}
	return parseHeld(list.String, cats)
}

// holdingsNowPostgres reads the holdings now and the number they are
// after, in one statement (so one snapshot of the database).
func (s *Store) holdingsNowPostgres(ctx context.Context, cats map[string]string) ([]held, int64, error) {
	var out []held
	var at int64
	err := s.eachRaw(ctx, `SELECT 0, (SELECT COALESCE(MAX(number), 0) FROM share_entries), '', 0
		UNION ALL SELECT 1, tiers_id, category, parts FROM share_holdings WHERE parts > 0`, nil, func(v [][]byte, f []pgconn.FieldDescription) error {
		kind, err := rawInt(v[0], f[0].Format)
		if err != nil {
			return err
		}
		if kind == 0 {
			at, err = rawInt(v[1], f[1].Format)
			return err
		}
		h, err := rawHeld(v, f, 1, cats)
		out = append(out, h)
		return err
	})
	if err == nil && !slices.IsSortedFunc(out, compareHeld) {
		slices.SortFunc(out, compareHeld)
	}
	return out, at, err
}

// rawHeld reads holder, category and parts from the columns at i.
func rawHeld(v [][]byte, f []pgconn.FieldDescription, i int, cats map[string]string) (held, error) {
	tiers, err := rawInt(v[i], f[i].Format)
	if err != nil {
		return held{}, err
	}
	parts, err := rawInt(v[i+2], f[i+2].Format)
	return held{tiers, internBytes(cats, v[i+1]), parts}, err
}

// eachRaw runs query on PostgreSQL with the driver's own rows and calls fn
// with each row's raw values (valid until fn returns).
func (s *Store) eachRaw(ctx context.Context, query string, args []any, fn func([][]byte, []pgconn.FieldDescription) error) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("unexpected driver connection %T", dc)
		}
		rows, err := c.Conn().Query(ctx, query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		f := rows.FieldDescriptions()
		for rows.Next() {
			if err := fn(rows.RawValues(), f); err != nil {
				return err
			}
		}
		return rows.Err()
	})
}

// parseHeld reads "holder category parts …", sorted by holder then category.
func parseHeld(list string, cats map[string]string) ([]held, error) {
	out := make([]held, 0, strings.Count(list, " ")/3+1)
	for f := (fields{s: list}); !f.done(); {
		var h held
		var err error
		if h.tiers, err = f.int(); err != nil {
			return nil, err
		}
		h.category = intern(cats, f.next())
		if h.parts, err = f.int(); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	if !slices.IsSortedFunc(out, compareHeld) {
		slices.SortFunc(out, compareHeld)
	}
	return out, nil
}

// readDelta lists sign × the parts each holder received (positive) and
// gave (negative) by the entries after from up to to.
func (s *Store) readDelta(ctx context.Context, cats map[string]string, from, to int64, sign int64) ([]held, error) {
	if to <= from {
		return nil, nil
	}
	out := make([]held, 0, 2*(to-from))
	if s.native(ctx) == connPgx {
		err := s.eachRaw(ctx, `SELECT from_tiers, to_tiers, category, parts FROM share_entries WHERE number > $1 AND number <= $2`, []any{from, to},
			func(v [][]byte, f []pgconn.FieldDescription) error {
				fromT, err := rawInt(v[0], f[0].Format)
				if err != nil {
					return err
				}
				h, err := rawHeld(v, f, 1, cats)
				if err != nil {
					return err
				}
				if fromT != 0 {
					out = append(out, held{fromT, h.category, -sign * h.parts})
				}
				if h.tiers != 0 {
					out = append(out, held{h.tiers, h.category, sign * h.parts})
				}
				return nil
			})
		return out, err
	}
	agg := `group_concat(COALESCE(from_tiers, 0) || ' ' || COALESCE(to_tiers, 0) || ' ' || category || ' ' || parts, ' ')`
	if s.db.Engine == db.Postgres {
		agg = `string_agg(COALESCE(from_tiers, 0) || ' ' || COALESCE(to_tiers, 0) || ' ' || category || ' ' || parts, ' ')`
	}
	var list sql.NullString
	if err := s.db.QueryRowContext(ctx, `SELECT `+agg+` FROM share_entries WHERE number > $1 AND number <= $2`, from, to).Scan(&list); err != nil {
		return nil, err
	}
	for f := (fields{s: list.String}); !f.done(); {
		fromT, err := f.int()
		if err != nil {
			return nil, err
		}
		toT, err := f.int()
		if err != nil {
			return nil, err
		}
		cat := intern(cats, f.next())
		p, err := f.int()
		if err != nil {
			return nil, err
		}
		if fromT != 0 {
			out = append(out, held{fromT, cat, -sign * p})
		}
		if toT != 0 {
			out = append(out, held{toT, cat, sign * p})
		}
	}
	return out, nil
}

// settle applies delta to rows (sorted) and counts the totals.
func settle(n int64, rows []held, delta []held) *snapshot {
	firstOf := firstRows(rows)
	extra := map[holdingKey]int64{}
next:
	for _, d := range delta {
		if i, ok := firstOf(d.tiers); ok {
			for j := i; j < len(rows) && rows[j].tiers == d.tiers; j++ {
				if rows[j].category == d.category {
					rows[j].parts += d.parts
					continue next
				}
			}
		}
		extra[holdingKey{d.tiers, d.category}] += d.parts
	}
	if len(extra) > 0 {
		more := make([]held, 0, len(extra))
		for k, p := range extra {
			if p != 0 {
				more = append(more, held{k.tiers, k.category, p})
			}
		}
		slices.SortFunc(more, compareHeld)
		rows = merge(rows, more)
	}
	out := &snapshot{number: n, totals: map[string]int64{}, holders: map[string]int{}}
	kept := rows[:0]
	var last int64
	for _, h := range rows {
		if h.parts == 0 {
			continue
		}
		kept = append(kept, h)
		out.totals[h.category] += h.parts
		out.holders[h.category]++
		if len(kept) == 1 || h.tiers != last {
			out.distinct++
			last = h.tiers
		}
	}
	out.rows = slices.Clip(kept)
	return out
}

// firstRows returns where each holder's first row is in rows (sorted by
// holder): an array over the holders' ids when they are dense, as tiers
// ids are, else a map.
func firstRows(rows []held) func(tiers int64) (int, bool) {
	if len(rows) == 0 {
		return func(int64) (int, bool) { return 0, false }
	}
	lo, hi := rows[0].tiers, rows[len(rows)-1].tiers
	if hi-lo < 8*int64(len(rows))+1024 {
		at := make([]int32, hi-lo+1)
		for i := len(rows) - 1; i >= 0; i-- {
			at[rows[i].tiers-lo] = int32(i) + 1
		}
		return func(tiers int64) (int, bool) {
			if tiers < lo || tiers > hi || at[tiers-lo] == 0 {
				return 0, false
			}
			return int(at[tiers-lo]) - 1, true
		}
	}
	at := make(map[int64]int, len(rows)/2+1)
	for i := len(rows) - 1; i >= 0; i-- {
		at[rows[i].tiers] = i
	}
	return func(tiers int64) (int, bool) {
		i, ok := at[tiers]
		return i, ok
	}
}

// merge returns the rows of a and b (sorted, no key in both) in order.
func merge(a, b []held) []held {
	out := make([]held, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if compareHeld(a[0], b[0]) < 0 {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, a...), b...)
}

// internBytes returns the one copy of category kept in cats.
func internBytes(cats map[string]string, category []byte) string {
	if c, ok := cats[string(category)]; ok {
		return c
	}
	return intern(cats, string(category))
}

// intern returns the one copy of category kept in cats.
func intern(cats map[string]string, category string) string {
	if c, ok := cats[category]; ok {
		return c
	}
	c := strings.Clone(category)
	cats[c] = c
	return c
}

// fields reads a text's words separated by single spaces.
type fields struct {
	s   string
	pos int
}

func (f *fields) done() bool { return f.pos >= len(f.s) }

func (f *fields) next() string {
	start := f.pos
	end := strings.IndexByte(f.s[start:], ' ')
	if end < 0 {
		f.pos = len(f.s)
		return f.s[start:]
	}
	f.pos = start + end + 1
	return f.s[start : start+end]
}

func (f *fields) int() (int64, error) {
	w := f.next()
	n, err := strconv.ParseInt(w, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("holdings list: %q is not a number", w)
	}
	return n, nil
}

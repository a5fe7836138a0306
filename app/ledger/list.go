package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"partage/app"
)

// EntryFilter chooses entries of the register: a period of entry dates, a
// kind, a category, a holder (from or to), a search (names, decision; a
// number finds that entry), a page.
type EntryFilter struct {
	From     string `json:"from"`
	To       string `json:"to"`
	Kind     string `json:"kind"`
	Category string `json:"category"`
	TiersID  int64  `json:"holder"`
	Q        string `json:"q"`
	Page     int    `json:"page"`
	PerPage  int    `json:"perPage"`
}

// Normalize fills the defaults (page 1 of 25) and checks the rest.
func (f *EntryFilter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	app.CheckDay(fields, "from", f.From)
	app.CheckDay(fields, "to", f.To)
	if f.Kind != "" && !oneOf(f.Kind, Kinds...) {
		fields.Set("kind", "ledgerKind", nil)
	}
	if f.TiersID < 0 {
		fields.Set("holder", "ledgerUnknownTiers", nil)
	}
	if len([]rune(f.Q)) > 100 {
		fields.Set("q", "atMostCharacters", app.Params{"max": 100})
	}
	if f.PerPage == 0 {
		f.PerPage = 25
	}
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// span is the numbers of the entries dated in the filter's period: the
// numbers' order is the dates' order, so a period is a range of numbers,
// found at its two ends on the dates' index. empty: no entry in the period.
type span struct {
	first, last int64
	empty       bool
}

func (s *Store) spanOf(ctx context.Context, f EntryFilter) (span, error) {
	var sp span
	var err error
	if f.From == "" {
		sp.first = 1
	} else {
		err = s.db.QueryRowContext(ctx, `SELECT number FROM share_entries WHERE entry_date >= $1 ORDER BY entry_date, number LIMIT 1`, f.From).Scan(&sp.first)
	}
	if err == nil {
		if f.To == "" {
			err = s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(number), 0) FROM share_entries`).Scan(&sp.last)
		} else {
			err = s.db.QueryRowContext(ctx, `SELECT number FROM share_entries WHERE entry_date <= $1 ORDER BY entry_date DESC, number DESC LIMIT 1`, f.To).Scan(&sp.last)
		}
	}
	if errors.Is(err, sql.ErrNoRows) {
		return span{empty: true}, nil
	} else if err != nil {
		return span{}, fmt.Errorf("ledger: period: %w", err)
	}
	sp.empty = sp.last < sp.first
	return sp, nil
}

// others says whether the filter chooses by more than the period.
func (f EntryFilter) others() bool {
	return f.Kind != "" || f.Category != "" || f.TiersID != 0 || f.Q != ""
}

// where is the filter's condition, its period as the numbers of sp.
func (f EntryFilter) where(sp span) (string, []any) {
	conds, args := []string{}, []any{}
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, strings.ReplaceAll(cond, "?", "$"+strconv.Itoa(len(args))))
	}
	if f.From != "" {
		add("e.number >= ?", sp.first)
	}
	if f.To != "" {
		add("e.number <= ?", sp.last)
	}
	if f.Kind != "" {
		add("e.kind = ?", f.Kind)
	}
	if f.Category != "" {
		add("e.category = ?", f.Category)
	}
	if f.TiersID != 0 {
		add("(e.from_tiers = ? OR e.to_tiers = ?)", f.TiersID)
	}
	if f.Q != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(strings.ToLower(f.Q)) + "%"
		text := `(lower(e.from_name) LIKE ? ESCAPE '\' OR lower(e.to_name) LIKE ? ESCAPE '\' OR lower(e.decision) LIKE ? ESCAPE '\')`
		if n, err := strconv.ParseInt(f.Q, 10, 64); err == nil {
			args = append(args, n)
			num := "$" + strconv.Itoa(len(args))
			add("(e.number = "+num+" OR "+text+")", like)
		} else {
			add(text, like)
		}
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

type entryPage struct {
	entries []Entry
	total   int
}

// ListEntries returns a page of the entries the filter chooses, newest
// first, and how many it chooses in all.
func (s *Store) ListEntries(ctx context.Context, f EntryFilter) ([]Entry, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	version, err := s.db.Version(ctx, "ledger")
	if err != nil {
		return nil, 0, err
	}
	key := fmt.Sprintf("%+v", f)
	if kept, ok := s.pages.Get(key, version); ok {
		return append([]Entry{}, kept.entries...), kept.total, nil
	}
	sp, err := s.spanOf(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	out := []Entry{}
	var total int
	collect := func(e Entry) error {
		out = append(out, e)
		return nil
	}
	const joined = `SELECT ` + entryColumns + `, COALESCE(c.number, 0) FROM share_entries e LEFT JOIN share_entries c ON c.corrects = e.number`
	switch {
	case sp.empty:
	case !f.others():
		// Only a period (or nothing): the count and the page are numbers.
		total = int(sp.last - sp.first + 1)
		hi := sp.last - int64((f.Page-1)*f.PerPage)
		lo := max(sp.first, hi-int64(f.PerPage)+1)
		if hi >= sp.first {
			err = s.each(ctx, joined+` WHERE e.number >= $1 AND e.number <= $2 ORDER BY e.number DESC`, []any{lo, hi}, collect)
		}
	default:
		where, args := f.where(sp)
		if err = s.db.QueryRowContext(ctx, `SELECT count(*) FROM share_entries e`+where, args...).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("ledger: count entries: %w", err)
		}
		args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
		err = s.each(ctx, joined+where+fmt.Sprintf(` ORDER BY e.number DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args, collect)
	}
	if err != nil {
		return nil, 0, err
	}
	s.pages.Put(key, version, entryPage{entries: out, total: total})
	return append([]Entry{}, out...), total, nil
}

// EachEntry calls fn with every entry the filter chooses (its page ignored),
// in the register's order (the exports).
func (s *Store) EachEntry(ctx context.Context, f EntryFilter, fn func(Entry) error) error {
	f.Page, f.PerPage = 1, 25
	if err := f.Normalize(); err != nil {
		return err
	}
	sp, err := s.spanOf(ctx, f)
	if err != nil || sp.empty {
		return err
	}
	where, args := f.where(sp)
	return s.each(ctx, `SELECT `+entryColumns+`, COALESCE(c.number, 0) FROM share_entries e LEFT JOIN share_entries c ON c.corrects = e.number`+
		where+` ORDER BY e.number`, args, fn)
}

func (s *Store) each(ctx context.Context, query string, args []any, fn func(Entry) error) error {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("ledger: entries: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var e Entry
		if err := scanEntry(rows, &e, &e.CorrectedBy); err != nil {
			return fmt.Errorf("ledger: entries: %w", err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return rows.Err()
}

// FindEntry returns entry number (not found: app.ENOTFOUND).
func (s *Store) FindEntry(ctx context.Context, number int64) (Entry, error) {
	e, ok, err := (&dbState{ctx: ctx, q: s.db}).entry(number)
	if err != nil {
		return Entry{}, err
	}
	if !ok {
		return Entry{}, app.E(app.ENOTFOUND, "ledgerNoEntry", app.Params{"number": number})
	}
	return e, nil
}

// Chain is the register's last entry: its number and hash (0 and "" when empty).
type Chain struct {
	Number int64  `json:"number"`
	Hash   string `json:"hash"`
}

// Last returns the last entry's number and hash.
func (s *Store) Last(ctx context.Context) (Chain, error) {
	var c Chain
	err := s.db.QueryRowContext(ctx, `SELECT number, hash FROM share_entries ORDER BY number DESC LIMIT 1`).Scan(&c.Number, &c.Hash)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Chain{}, fmt.Errorf("ledger: last entry: %w", err)
	}
	return c, nil
}

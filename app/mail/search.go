package mail

import (
	"context"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"partage/app/db"
)

// A subject search finds what it found before: the subject holds the text,
// whatever its accents and case (db.Matches). Its page is read in two steps,
// so that neither a common word nor a rare one reads the whole mailbox:
//
//  1. the newest mails of the list (window of them), each subject tested: a
//     common word ("convocation", one mail in eight) fills its page there;
//  2. below them, the mails the subject's trigram index gives (SQLite: the
//     full-text table of migration 0016; PostgreSQL: the trigram index on the
//     folded subject of migration 0047), newest first: a rare one.
//
// When the first window found a few, a second one, as large as they suggest
// the rest needs (at most maxWindow), comes before the index. A search of a
// label's mail or of the starred mail, or of a text too short for the index,
// reads the list's mails in order and tests each (a label's mails, the
// starred ones, are few beside the mailbox).
var (
	window    = 256
	maxWindow = 8192
)

// subjectTest is the condition "the subject holds text" on the row of
// alias. On PostgreSQL: its folded subject (subject_folded, migration 0047)
// compared with the folded text, folded once per query. On SQLite: its
// subject key (subject_key, migration 0047: the subject folded as the
// full-text index folds it) holds the text's sort key, when folding the text
// leaves no letter with a case, so that the key answers what the full-text
// index and the GLOB patterns of db.Matches answered; otherwise those GLOB
// patterns on the subject.
func (s *Store) subjectTest(alias, text string) test {
	return func(args []any) (string, []any) {
		if s.db.Engine == db.Postgres {
			args = append(args, "%"+escapeLike(text)+"%")
			return fmt.Sprintf(`%s.subject_folded LIKE (SELECT folded($%d)) ESCAPE '\'`, alias, len(args)), args
		}
		if k := db.SortKey(text); plain(k) {
			args = append(args, k)
			return fmt.Sprintf("instr(%s.subject_key, $%d) > 0", alias, len(args)), args
		}
		return s.db.Matches(db.Search{Texts: []string{alias + ".subject"}}, text, args)
	}
}

// plain reports whether a sort key holds no letter nor accent beyond ASCII:
// subject keys leave such letters as they are, where the full-text index
// folds some ("ǰ" is "j" to it).
func plain(k string) bool {
	for _, r := range k {
		if r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.ToLower(r) != r) {
			return false
		}
	}
	return true
}

// keyed reports whether the filter's list is a folder's, read along
// (owner_id, folder, id), which holds the subject key (SQLite) or the folded
// subject (PostgreSQL).
func keyed(f Filter) bool { return !byLabel(f) && f.Folder != "starred" && f.Folder != "" }

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// indexed reports whether the subject's trigram index answers text.
func indexed(text string) bool { return utf8.RuneCountInString(db.SortKey(text)) >= 3 }

// searchIDs returns the ids of the filter's mails after c whose subject holds
// f.Q, in list order: limit of them after skipping offset.
func (s *Store) searchIDs(ctx context.Context, f Filter, c cursor, limit, offset int) ([]int64, error) {
	text := strings.TrimSpace(f.Q)
	need := offset + limit
	if !keyed(f) || !indexed(text) {
		q, args := walkSQL(f, c, "e.id", "", s.subjectTest("e", text), nil)
		return s.ids(ctx, q, append(args, limit, offset)...)
	}
	var found []int64
	size := window
	for round := 0; round < 2; round++ {
		ids, last, err := s.windowIDs(ctx, f, c, text, size, need-len(found))
		if err != nil {
			return nil, err
		}
		found = append(found, ids...)
		if len(found) >= need || last == 0 {
			return page(found, limit, offset), nil // the page is full, or the list read to its end
		}
		c.id = last
		if len(found) == 0 {
			break // none in the newest: the index's answers are few
		}
		size = min(maxWindow, 2*size*(need-len(found))/len(found)+1)
	}
	ids, err := s.indexIDs(ctx, f, c, text, need-len(found))
	if err != nil {
		return nil, err
	}
	return page(append(found, ids...), limit, offset), nil
}

// page keeps limit ids after offset.
func page(ids []int64, limit, offset int) []int64 {
	if offset >= len(ids) {
		return nil
	}
	return ids[offset:min(len(ids), offset+limit)]
}

// windowIDs tests the next size mails of the list after c and returns the ids
// of at most n of them whose subject holds text, and the id of the last mail
// tested (0 when the list ended before size mails).
func (s *Store) windowIDs(ctx context.Context, f Filter, c cursor, text string, size, n int) ([]int64, int64, error) {
	q, args := s.windowSQL(f, c, text, size, n)
	ids, err := s.ids(ctx, q, args...)
	if err != nil {
		return nil, 0, err
	}
	if s.db.Engine == db.Postgres {
		// Its last row is the last mail of the window (0: the list ended).
		return ids[:len(ids)-1], ids[len(ids)-1], nil
	}
	if len(ids) == n {
		return ids, 0, nil
	}
	// The last mail of the window: where the next step starts.
	q, args = walkSQL(f, c, "e.id", "", nil, nil)
	last, err := s.ids(ctx, q, append(args, 1, size-1)...)
	if err != nil || len(last) == 0 {
		return ids, 0, err
	}
	return ids, last[0], nil
}

// windowSQL is the query of windowIDs. On SQLite, the mails down to the
// window's last one (found along the index first) are read in the list's
// order along the folder's index, which holds the subject key: no table row,
// no sort. On PostgreSQL, the window's rows (folderRun) are materialized,
// then tested and sorted.
func (s *Store) windowSQL(f Filter, c cursor, text string, size, n int) (string, []any) {
	_, dir := c.order()
	if s.db.Engine == db.Postgres {
		inner, args := folderRun(f, c, "e.id, e.subject_folded", size)
		test, args := s.subjectTest("w", text)(args)
		args = append(args, n, size)
		last := "min"
		if c.newer {
			last = "max"
		}
		// The matches, then the window's last mail (one round trip less).
		return fmt.Sprintf(`WITH w AS MATERIALIZED (%s)
			SELECT id FROM (SELECT w.id FROM w WHERE %s ORDER BY w.id %s LIMIT $%d) h
			UNION ALL SELECT CASE WHEN count(*) = $%d THEN %s(w.id) ELSE 0 END FROM w`, inner, test, dir, len(args)-1, len(args), last), args
	}
	within := func(args []any) (string, []any) {
		last, args := walkSQL(f, c, "e.id", "", nil, args)
		args = append(args, 1, size-1)
		cond := fmt.Sprintf("e.id >= COALESCE((%s), 0)", last)
		if c.newer {
			cond = fmt.Sprintf("e.id <= COALESCE((%s), %d)", last, int64(math.MaxInt64))
		}
		test, args := s.subjectTest("e", text)(args)
		return cond + " AND " + test, args
	}
	q, args := walkSQL(f, c, "e.id", "", within, nil)
	return q, append(args, n, 0)
}

// probe is the part of text the trigram index is asked for: each trigram
// of it costs the index a pass over the mails that hold it, so one word, not
// the whole text. Of its words (split at spaces) of three letters or more,
// the longest with a digit (a number: few mails hold it, "n°125"), else the
// longest. The mails found are then tested for the whole text.
func probe(text string) string {
	best, digits := "", false
	for _, w := range strings.Fields(text) {
		if utf8.RuneCountInString(w) < 3 {
			continue
		}
		d := strings.IndexFunc(w, unicode.IsDigit) >= 0
		if (d && !digits) || (d == digits && utf8.RuneCountInString(w) > utf8.RuneCountInString(best)) {
			best, digits = w, d
		}
	}
	if best == "" {
		return text
	}
	return best
}

// indexIDs returns the ids of at most n of the list's mails after c whose
// subject holds text, in list order: the mails the trigram index gives for
// the probe, each then tested for the whole text.
func (s *Store) indexIDs(ctx context.Context, f Filter, c cursor, text string, n int) ([]int64, error) {
	q, args := s.indexSQL(f, c, text, n)
	return s.ids(ctx, q, args...)
}

// indexSQL is the query of indexIDs.
func (s *Store) indexSQL(f Filter, c cursor, text string, n int) (string, []any) {
	cmp, dir := c.order()
	p := probe(text)
	if s.db.Engine == db.Postgres {
		// Materialized: the mailbox's mails the trigram index gives, then the
		// list's conditions and order on them. "+ 0" keeps the planner off
		// the b-tree indexes, whose order would read the mailbox below the
		// cursor whatever the text (a generic plan knows not how rare it is).
		args := []any{f.OwnerID}
		inIndex, args := s.subjectTest("e", p)(args)
		args = append(args, c.id)
		cursorArg := len(args)
		cond, args := folderCond(f, args)
		whole, args := s.subjectTest("e", text)(args)
		args = append(args, n)
		return fmt.Sprintf(`WITH m AS MATERIALIZED (SELECT e.id, e.folder, e.is_starred, e.subject_folded FROM emails e
			WHERE e.owner_id + 0 = $1 AND %s AND e.id + 0 %s $%d)
			SELECT e.id FROM m e WHERE true%s AND %s ORDER BY e.id %s LIMIT $%d`, inIndex, cmp, cursorArg, cond, whole, dir, len(args)), args
	}
	// The full-text table's rows after the cursor, then each mail's owner,
	// folder and whole subject, read from the folder's index.
	inIndex := func(args []any) (string, []any) {
		match, args := s.db.Matches(subjectSearch, p, args)
		if strings.Contains(match, " MATCH ") {
			args = append(args, c.id)
			match = strings.TrimSuffix(match, ")") + fmt.Sprintf(" AND rowid %s $%d)", cmp, len(args))
		}
		whole, args := s.subjectTest("e", text)(args)
		return match + " AND " + whole, args
	}
	q, args := walkSQL(f, c, "e.id", "", inIndex, nil)
	return q, append(args, n, 0)
}

// folderRun is, on PostgreSQL, the query of the next size mails of a
// folder's list after c, read in order along (owner_id, folder, id) from a
// row comparison: a table without statistics (never analyzed) makes
// "owner_id = $1 AND folder = $2" look like two rows, and the planner would
// then read the whole folder and sort it; a row comparison looks like a third
// of the table, which only the index's order serves. The run may go past the
// folder's last mail into the next folder's: the conditions on the folder
// apply outside the LIMIT, which keeps them there.
func folderRun(f Filter, c cursor, cols string, size int) (string, []any) {
	cmp, dir := c.order()
	from := c.id
	if from == 0 && !c.newer {
		from = math.MaxInt64
	}
	args := []any{f.OwnerID, f.Folder, from, size}
	return fmt.Sprintf(`SELECT %s FROM (SELECT e.owner_id, e.folder, %s FROM emails e WHERE (e.owner_id, e.folder, e.id) %s ($1, $2, $3)
		ORDER BY e.owner_id %s, e.folder %s, e.id %s LIMIT $4) e WHERE e.owner_id = $1 AND e.folder = $2`, cols, cols, cmp, dir, dir, dir), args
}

package mail

import (
	"context"
	"fmt"
	"strings"

	"partage/app/db"
)

// A page of a mailbox list is read along an index whatever the size of the
// mailbox, newest first (ordered by id), never by testing each of its mails:
//   - a folder, or the starred mail: emails (owner_id, folder, id), or the
//     starred mail's partial index (owner_id, id);
//   - a label: email_labels (owner_id, label, email_id), each mail's folder
//     and owner read by its id (migration 0047), then the subject tested when
//     there is a search;
//   - a search (search.go): the newest mails of the folder first, tested one by
//     one; what they do not answer, along the subject's trigram index.
//
// A position in a list (cursor) is a mail's id: the mails after it (older,
// or newer when newer is set), in that order, for Neighbour.
type cursor struct {
	id    int64
	newer bool
}

// order is the ORDER BY direction along a column, and cmp the comparison
// that keeps the rows after the cursor.
func (c cursor) order() (cmp, dir string) {
	if c.newer {
		return ">", "ASC"
	}
	return "<", "DESC"
}

// folderCond is the filter's folder condition on e (the starred mail: in any
// folder but the trash; no folder: any but the trash and spam).
func folderCond(f Filter, args []any) (string, []any) {
	switch f.Folder {
	case "starred":
		return " AND e.is_starred AND e.folder <> 'trash'", args
	case "":
		return " AND e.folder NOT IN ('trash', 'spam')", args
	}
	args = append(args, f.Folder)
	return fmt.Sprintf(" AND e.folder = $%d", len(args)), args
}

// byLabel reports whether the filter's page is read from the label's rows.
func byLabel(f Filter) bool { return f.Label != "" }

// test is a condition on a row of e, with its arguments appended to args
// (numbered after them: SQLite binds $N in the order they stand in the text).
type test func(args []any) (string, []any)

// walkSQL is the query of the filter's mails after c (c.id 0: from the
// newest), in list order, each tested with t (nil: none); cols are the
// columns it returns, join what they need besides e. Its last two arguments
// are the LIMIT and the OFFSET, numbered after the ones it returns.
func walkSQL(f Filter, c cursor, cols, join string, t test, args []any) (string, []any) {
	cmp, dir := c.order()
	var b strings.Builder
	if byLabel(f) {
		args = append(args, f.OwnerID, f.Label)
		owner, label := len(args)-1, len(args)
		// The label's rows first, newest first: CROSS JOIN keeps SQLite from
		// reading the mailbox and testing each mail for the label.
		fmt.Fprintf(&b, "SELECT %s FROM email_labels l CROSS JOIN emails e%s WHERE l.owner_id = $%d AND l.label = $%d AND e.id = l.email_id AND e.owner_id = $%d",
			cols, join, owner, label, owner)
	} else {
		args = append(args, f.OwnerID)
		fmt.Fprintf(&b, "SELECT %s FROM emails e%s WHERE e.owner_id = $%d", cols, join, len(args))
	}
	var cond string
	cond, args = folderCond(f, args)
	b.WriteString(cond)
	key := "e.id"
	if byLabel(f) {
		key = "l.email_id"
	}
	if c.id != 0 {
		args = append(args, c.id)
		fmt.Fprintf(&b, " AND %s %s $%d", key, cmp, len(args))
	}
	if t != nil {
		var cond string
		cond, args = t(args)
		b.WriteString(" AND " + cond)
	}
	fmt.Fprintf(&b, " ORDER BY %s %s LIMIT $%d OFFSET $%d", key, dir, len(args)+1, len(args)+2)
	return b.String(), args
}

// pageIDs returns the ids of the filter's mails after c, in list order:
// limit of them after skipping offset.
func (s *Store) pageIDs(ctx context.Context, f Filter, c cursor, limit, offset int) ([]int64, error) {
	if strings.TrimSpace(f.Q) != "" {
		return s.searchIDs(ctx, f, c, limit, offset)
	}
	q, args := s.pageSQL(f, c, "e.id", "", limit, offset)
	return s.ids(ctx, q, args...)
}

// pageSQL is the query of a page of the filter's mails after c, without a
// search: along the folder's or the label's index (walkSQL); on PostgreSQL,
// a folder's from its run along the index (folderRun), whatever statistics
// the planner has.
func (s *Store) pageSQL(f Filter, c cursor, cols, join string, limit, offset int) (string, []any) {
	if s.db.Engine != db.Postgres || !keyed(f) {
		q, args := walkSQL(f, c, cols, join, nil, nil)
		return q, append(args, limit, offset)
	}
	_, dir := c.order()
	run, args := folderRun(f, c, "e.id", offset+limit)
	args = append(args, limit, offset)
	return fmt.Sprintf(`SELECT %s FROM emails e%s WHERE e.id IN (SELECT r.id FROM (%s) r ORDER BY r.id %s LIMIT $%d OFFSET $%d) ORDER BY e.id %s`,
		cols, join, run, dir, len(args)-1, len(args), dir), args
}

// ids runs q and returns the ids it answers.
func (s *Store) ids(ctx context.Context, q string, args ...any) ([]int64, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("mail store: list: %w", err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("mail store: list: %w", err)
		}
		out = append(out, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("mail store: list: %w", err)
	}
	return out, nil
}

// emailsByID reads the mails of ids, newest first (without their details).
func (s *Store) emailsByID(ctx context.Context, ids []int64) ([]Email, error) {
	out := make([]Email, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+emailColumns+emailFrom+`WHERE e.id IN (`+placeholders(0, len(ids))+`) ORDER BY e.id DESC`, idArgs(ids)...)
	if err != nil {
		return nil, fmt.Errorf("mail store: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanEmail(rows)
		if err != nil {
			return nil, fmt.Errorf("mail store: list: %w", err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("mail store: list: %w", err)
	}
	return out, nil
}

// ListEmails returns a page of the filter's mail, newest first, and whether more follow.
func (s *Store) ListEmails(ctx context.Context, f Filter) ([]Email, bool, error) {
	return s.list(ctx, f, nil)
}

// ListWithCounts is ListEmails and the mailbox's Counts, read together.
func (s *Store) ListWithCounts(ctx context.Context, f Filter) ([]Email, bool, Counts, error) {
	var c Counts
	out, more, err := s.list(ctx, f, &c)
	return out, more, c, err
}

// list reads a page of the filter's mail and, when counts is not nil, the counts.
func (s *Store) list(ctx context.Context, f Filter, counts *Counts) ([]Email, bool, error) {
	if err := f.Normalize(); err != nil {
		return nil, false, err
	}
	var out []Email
	if strings.TrimSpace(f.Q) == "" {
		// One query: the page's rows along the folder's or the label's index.
		q, args := s.pageSQL(f, cursor{}, emailColumns, emailJoin, f.PerPage+1, (f.Page-1)*f.PerPage)
		rows, err := s.db.QueryContext(ctx, q, args...)
		if err != nil {
			return nil, false, fmt.Errorf("mail store: list: %w", err)
		}
		out = make([]Email, 0, f.PerPage+1)
		for rows.Next() {
			m, err := scanEmail(rows)
			if err != nil {
				rows.Close()
				return nil, false, fmt.Errorf("mail store: list: %w", err)
			}
			out = append(out, m)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, false, fmt.Errorf("mail store: list: %w", err)
		}
	} else {
		ids, err := s.searchIDs(ctx, f, cursor{}, f.PerPage+1, (f.Page-1)*f.PerPage)
		if err != nil {
			return nil, false, err
		}
		if out, err = s.emailsByID(ctx, ids); err != nil {
			return nil, false, err
		}
	}
	more := len(out) > f.PerPage
	if more {
		out = out[:f.PerPage]
	}
	return out, more, s.details(ctx, out, f.OwnerID, counts)
}

// Neighbour returns the id of the mail before (newer) or after (older) id in
// the filter's list, or 0 when there is none.
func (s *Store) Neighbour(ctx context.Context, f Filter, id int64, newer bool) (int64, error) {
	if err := f.Normalize(); err != nil {
		return 0, err
	}
	ids, err := s.pageIDs(ctx, f, cursor{id: id, newer: newer}, 1, 0)
	if err != nil || len(ids) == 0 {
		return 0, err
	}
	return ids[0], nil
}

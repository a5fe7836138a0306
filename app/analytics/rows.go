package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
)

// anySet in the set changes says a roller rewrote its day sets in full:
// every instance reads again every day set but the users'.
const anySet = "*"

// Rows per statement of the rollup's inserts.
const (
	dailyPerInsert  = 500
	memberPerInsert = 2000
)

// rowWriter writes the rollup's rows in multi-row inserts inside tx: daily
// figures, day set members, and the set changes the instances read.
type rowWriter struct {
	ctx     context.Context
	tx      *sql.Tx
	err     error
	daily   []any
	members strings.Builder
	nMember int
	changes []any
}

func newRowWriter(ctx context.Context, tx *sql.Tx) *rowWriter { return &rowWriter{ctx: ctx, tx: tx} }

// dailyRow queues a figure of analytics_daily.
func (w *rowWriter) dailyRow(metric, day, dim string, value int64) {
	w.daily = append(w.daily, metric, day, dim, value)
	if len(w.daily) >= 4*dailyPerInsert {
		w.flushDaily()
	}
}

// member queues a member of a day set. Its name and day are written in the
// statement itself (they are ours: a constant and a formatted day), the
// member is a number: a long insert binds nothing.
func (w *rowWriter) member(name, day string, m int64) {
	if w.nMember > 0 {
		w.members.WriteByte(',')
	}
	w.members.WriteString("(" + quote(name) + "," + quote(day) + "," + strconv.FormatInt(m, 10) + ")")
	w.nMember++
	if w.nMember >= memberPerInsert {
		w.flushMembers()
	}
}

// change queues a set change (name, day) for the instances' copies.
func (w *rowWriter) change(name, day string) { w.changes = append(w.changes, name, day) }

func (w *rowWriter) flushDaily() {
	if w.err != nil || len(w.daily) == 0 {
		w.daily = w.daily[:0]
		return
	}
	var b strings.Builder
	b.WriteString(`INSERT INTO analytics_daily (metric, day, dim, value) VALUES `)
	for i := 0; i < len(w.daily); i += 4 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "($%d, $%d, $%d, $%d)", i+1, i+2, i+3, i+4)
	}
	_, w.err = w.tx.ExecContext(w.ctx, b.String(), w.daily...)
	w.daily = w.daily[:0]
}

func (w *rowWriter) flushMembers() {
	if w.err == nil && w.nMember > 0 {
		_, w.err = w.tx.ExecContext(w.ctx, `INSERT INTO analytics_day_sets (name, day, member) VALUES `+w.members.String())
	}
	w.members.Reset()
	w.nMember = 0
}

func (w *rowWriter) flushChanges() {
	for len(w.changes) > 0 && w.err == nil {
		n := min(len(w.changes), 2*dailyPerInsert)
		part := w.changes[:n]
		var b strings.Builder
		b.WriteString(`INSERT INTO analytics_set_changes (name, day) VALUES `)
		for i := 0; i < len(part); i += 2 {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "($%d, $%d)", i+1, i+2)
		}
		_, w.err = w.tx.ExecContext(w.ctx, b.String(), part...)
		w.changes = w.changes[n:]
	}
}

// flush writes what is queued and returns the first error.
func (w *rowWriter) flush() error {
	w.flushDaily()
	w.flushMembers()
	w.flushChanges()
	return w.err
}

// quote writes s as an SQL string literal.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

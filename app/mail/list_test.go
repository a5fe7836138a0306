package mail_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/mail"
)

// listRow is a mail of the reference list.
type listRow struct {
	id      int64
	owner   int64
	folder  string
	subject string
	starred bool
	labels  []string
}

// listSubjects are the subjects mails take in turn: common words, accents,
// ligatures, typographic apostrophes, numbers.
var listSubjects = []string{"Relevé de parts", "Assemblée générale", "Convocation", "Dépôt reçu", "L’été de l’Œuvre", "ÉLODIE à la Forêt", "Rapport annuel"}

// fillMailbox writes n mails into owner's mailbox (and a few into other's,
// with the same subjects), some starred, labelled or in other folders, and
// returns them as the reference reads them.
func fillMailbox(t *testing.T, d *db.DB, s *mail.Store, owner, other int64, n int) []listRow {
	t.Helper()
	ctx := context.Background()
	var rows []listRow
	for k := 0; k < n; k++ {
		r := listRow{owner: owner, folder: "inbox", subject: fmt.Sprintf("%s n°%d", listSubjects[k%len(listSubjects)], k), starred: k%11 == 0}
		switch {
		case k%13 == 0:
			r.folder = "trash"
		case k%17 == 0:
			r.folder = "sent"
		case k%19 == 0:
			r.folder = "spam"
		}
		if k%29 == 0 {
			r.owner = other
		}
		err := d.QueryRowContext(ctx, `INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, is_read, is_starred, thread_key, created_at)
			VALUES ($1, $2, 'Synthé', 'synthe@example.org', $3, '<p>x</p>', FALSE, $4, $5, CURRENT_TIMESTAMP) RETURNING id`,
			r.owner, r.folder, r.subject, r.starred, fmt.Sprintf("t%d", k)).Scan(&r.id)
		if err != nil {
			t.Fatal(err)
		}
		if k%7 == 3 {
			if err := s.ToggleLabel(ctx, r.owner, []int64{r.id}, "important"); err != nil {
				t.Fatal(err)
			}
			r.labels = []string{"important"}
		}
		rows = append(rows, r)
	}
	return rows
}

// expected is the reference answer of f: the owner's mails in the filter's
// folder or label whose subject holds the text, whatever its accents and case.
func expected(rows []listRow, f mail.Filter) []int64 {
	var out []int64
	q := db.SortKey(strings.TrimSpace(f.Q))
	for _, r := range slices.Backward(rows) {
		in := r.owner == f.OwnerID
		switch f.Folder {
		case "starred":
			in = in && r.starred && r.folder != "trash"
		case "":
			in = in && r.folder != "trash" && r.folder != "spam"
		default:
			in = in && r.folder == f.Folder
		}
		if f.Label != "" {
			in = in && slices.Contains(r.labels, f.Label)
		}
		if in && strings.Contains(db.SortKey(r.subject), q) {
			out = append(out, r.id)
		}
	}
	return out
}

// Every list of a mailbox larger than the search's windows answers what a
// reading of every mail answers: folders, labels, searches common and rare,
// with accents, ligatures and apostrophes, pages, and the neighbours of a mail.
func TestListsAnswerWhatAReadingOfEveryMailAnswers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := mail.NewStore(d)
		owner := addUser(t, d, "Camille", "camille@example.org").ID
		other := addUser(t, d, "Nadia", "nadia@example.org").ID
		rows := fillMailbox(t, d, s, owner, other, 1500)
		for _, w := range [][2]int{{256, 8192}, {1, 2}, {3, 40}} {
			mail.SetWindows(t.Cleanup, w[0], w[1])
			checkLists(t, s, rows, owner)
		}
	})
}

// checkLists compares the lists of owner's mailbox with the reference.
func checkLists(t *testing.T, s *mail.Store, rows []listRow, owner int64) {
	t.Helper()
	ctx := context.Background()
	for _, f := range []mail.Filter{
		{}, {Page: 3}, {Folder: "sent"}, {Folder: "starred"}, {Folder: "trash", Page: 2}, {Label: "important"}, {Label: "important", Folder: "inbox", Page: 2},
		{Q: "convocation"}, {Q: "CONVOCATION", Page: 4}, {Q: "assemblee generale"}, {Q: "Assemblée", Folder: "sent"},
		{Q: "convocation n°12"}, {Q: "n°1234"}, {Q: "n°7"}, {Q: "oeuvre"}, {Q: "l'ete"}, {Q: "élodie à la foret n°5"},
		{Q: "zzz"}, {Q: "té"}, {Q: "à"}, {Q: "assemblee", Label: "important"}, {Q: "n°14", Folder: "starred"},
		{Q: "rapport annuel n°1", Page: 2, PerPage: 7}, {Q: "relevé", Folder: "spam"},
	} {
		f.OwnerID = owner
		want := expected(rows, withDefaults(f))
		per := f.PerPage
		if per < 1 || per > 100 {
			per = 20
		}
		from := min(len(want), (max(f.Page, 1)-1)*per)
		page := want[from:min(len(want), from+per)]
		got, more, err := s.ListEmails(ctx, f)
		if err != nil {
			t.Fatalf("%+v: %v", f, err)
		}
		var ids []int64
		for _, m := range got {
			ids = append(ids, m.ID)
		}
		if !slices.Equal(ids, page) || more != (from+per < len(want)) {
			t.Errorf("%+v: got %v (more %v), want %v of %d", f, ids, more, page, len(want))
		}
		// The neighbours of a mail of the list, along the whole list.
		if len(want) > 2 {
			i := len(want) / 2
			newer, err1 := s.Neighbour(ctx, f, want[i], true)
			older, err2 := s.Neighbour(ctx, f, want[i], false)
			if err1 != nil || err2 != nil || newer != want[i-1] || older != want[i+1] {
				t.Errorf("%+v: neighbours of %d: %d %d (%v %v), want %d %d", f, want[i], newer, older, err1, err2, want[i-1], want[i+1])
			}
			if last, _ := s.Neighbour(ctx, f, want[len(want)-1], false); last != 0 {
				t.Errorf("%+v: a mail after the last: %d", f, last)
			}
		}
	}
}

// withDefaults is f as the store reads it.
func withDefaults(f mail.Filter) mail.Filter {
	if f.Folder == "" && f.Label == "" {
		f.Folder = "inbox"
	}
	return f
}

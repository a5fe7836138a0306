package mail_test

import (
	"context"
	"testing"
	"unicode"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// A subject's key (SQLite, migration 0047) folds every letter as the
// full-text index folds it and as db.SortKey folds it, so that a search
// through the key finds what the index and the GLOB patterns found.
func TestSubjectKeyFoldsAsTheIndexAndSortKeys(t *testing.T) {
	ctx := context.Background()
	d := dbtest.SQLite(t)
	owner := addUser(t, d, "Camille", "camille@example.org").ID
	var letters []rune
	for r := rune(0x80); r < 0x250; r++ {
		letters = append(letters, r)
	}
	for r := rune(0x1E00); r < 0x1F00; r++ {
		letters = append(letters, r)
	}
	letters = append(letters, '\u2018', '\u2019', '\u02bc', '\u0301', '\u0308', '\u0327')
	for _, r := range letters {
		if _, err := d.ExecContext(ctx, `INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, thread_key, created_at)
			VALUES ($1, 'inbox', 'x', 'x@example.org', $2, '', '', CURRENT_TIMESTAMP)`, owner, "X"+string(r)+"y"); err != nil {
			t.Fatal(err)
		}
	}
	keys := map[string]string{}
	rows, err := d.QueryContext(ctx, `SELECT subject, subject_key FROM emails WHERE owner_id = $1`, owner)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var subject, key string
		rows.Scan(&subject, &key)
		keys[subject] = key
	}
	rows.Close()
	if len(keys) != len(letters) {
		t.Fatalf("%d keys for %d subjects", len(keys), len(letters))
	}
	// As db.SortKey folds it, whenever that leaves plain letters.
	for _, r := range letters {
		subject := "X" + string(r) + "y"
		want := db.SortKey(subject)
		plainKey := true
		for _, c := range want {
			if c >= 0x80 && (unicode.IsLetter(c) || unicode.Is(unicode.Mn, c) || unicode.ToLower(c) != c) {
				plainKey = false
			}
		}
		if unicode.Is(unicode.Mn, r) && r != '\u0301' && r != '\u0308' && r != '\u0327' {
			continue
		}
		if plainKey && keys[subject] != want {
			t.Errorf("%q (U+%04X): key %q, sort key %q", subject, r, keys[subject], want)
		}
	}
	// As the full-text index folds it: a letter it reads as "b" is "b" in the key.
	for b := 'a'; b <= 'z'; b++ {
		rows, err := d.QueryContext(ctx, `SELECT e.subject, e.subject_key FROM emails e WHERE e.owner_id = $1
			AND e.id IN (SELECT rowid FROM emails_subject_fts WHERE emails_subject_fts MATCH $2)`, owner, `"x`+string(b)+`y"`)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for rows.Next() {
			var subject, key string
			rows.Scan(&subject, &key)
			if key != "x"+string(b)+"y" {
				t.Errorf("the index reads %q as %q, its key is %q", subject, "x"+string(b)+"y", key)
			}
			n++
		}
		rows.Close()
		if b == 'a' && n < 30 {
			t.Errorf("the index reads only %d subjects as xay", n)
		}
	}
}

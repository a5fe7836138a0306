package seed

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/files"
	"partage/app/mail"
)

type demoMail struct {
	Owner      string            `json:"owner"`
	Folder     string            `json:"folder"`
	From       mail.Address      `json:"from"`
	To         []mail.Address    `json:"to"`
	Cc         []string          `json:"cc"`
	Subject    string            `json:"subject"`
	Message    string            `json:"message"`
	MinutesAgo int               `json:"minutesAgo"`
	Labels     []string          `json:"labels"`
	Starred    bool              `json:"starred"`
	Read       bool              `json:"read"`
	Files      map[string]string `json:"files"`
}

var replyPrefix = regexp.MustCompile(`(?i)^((re|fwd?|tr)\s*:\s*)+`)

// threadOf groups a mail with the others of its conversation: same subject once Re:/Fwd: are dropped.
func threadOf(subject string) string {
	return "demo-" + strings.ToLower(replyPrefix.ReplaceAllString(subject, ""))
}

// demoMailboxes fills the demo accounts' mailboxes, oldest mail first; the
// attachments go to the file store of d and dataDir.
func demoMailboxes(ctx context.Context, d *db.DB, dataDir string) error {
	kept := mail.NewFiles(files.New(d, dataDir))
	raw, err := data.ReadFile("data/emails.json")
	if err != nil {
		return fmt.Errorf("seed: read mails: %w", err)
	}
	var mails []demoMail
	if err := json.Unmarshal(raw, &mails); err != nil {
		return fmt.Errorf("seed: parse mails: %w", err)
	}
	sort.SliceStable(mails, func(i, j int) bool { return mails[i].MinutesAgo > mails[j].MinutesAgo })
	users := auth.NewStore(d)
	store := mail.NewStore(d)
	now := time.Now().UTC()
	for _, dm := range mails {
		owner, err := users.FindUserByEmail(ctx, dm.Owner)
		if err != nil {
			return fmt.Errorf("seed: mail owner %s: %w", dm.Owner, err)
		}
		m := mail.Imported{
			Owner: owner.ID, Folder: dm.Folder, From: mail.Person{Name: dm.From.Name, Email: dm.From.Email},
			Cc: dm.Cc, Subject: dm.Subject, Message: dm.Message, Labels: dm.Labels, Starred: dm.Starred, Read: dm.Read,
			Thread: threadOf(dm.Subject), Time: now.Add(-time.Duration(dm.MinutesAgo) * time.Minute),
			Files: map[string][]byte{}, Recipient: map[string]string{},
		}
		for _, to := range dm.To {
			m.To = append(m.To, to.Email)
			m.Recipient[strings.ToLower(to.Email)] = to.Name
		}
		for name, content := range dm.Files {
			m.Files[name] = []byte(content)
		}
		if _, err := store.Import(ctx, kept, m); err != nil {
			return fmt.Errorf("seed: mail %q: %w", dm.Subject, err)
		}
	}
	return nil
}

// ScaleMail adds n synthetic mails to the inbox of the account with ownerEmail, for benchmarks.
func ScaleMail(ctx context.Context, d *db.DB, ownerEmail string, n int) error {
	owner, err := auth.NewStore(d).FindUserByEmail(ctx, ownerEmail)
	if err != nil {
		return fmt.Errorf("seed: scale mail owner: %w", err)
	}
	subjects := []string{"Relevé de parts", "Assemblée générale", "Question d'un membre", "Dépôt reçu", "Retrait demandé", "Convocation", "Rapport annuel", "Bulletin d'adhésion"}
	start := time.Now().UTC().Add(-time.Duration(n) * time.Minute)
	// On SQLite each mail's subject key (migration 0047) is written with it
	// instead of by its trigger: the same folding, done in Go on another core.
	insert, width, triggers := `INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, is_read, thread_key, created_at) VALUES `, 9, []string(nil)
	if d.Engine == db.SQLite {
		insert, width, triggers = strings.Replace(insert, "created_at)", "created_at, subject_key)", 1), 10, []string{"emails_subject_key_ai"}
	}
	return bulkLoadWriting(ctx, d, []string{"emails"}, triggers, func() error {
		return d.Tx(ctx, func(tx *sql.Tx) error {
			err := db.InsertRows(ctx, tx, insert, n, width, func(k int) []any {
				name := firstNames[k%len(firstNames)] + " " + lastNames[(k/len(firstNames))%len(lastNames)]
				subject := fmt.Sprintf("%s n°%d", subjects[k%len(subjects)], k)
				return []any{owner.ID, "inbox", name, fmt.Sprintf("membre%d@example.org", k), subject,
					"<p>Message de démonstration pour les mesures de charge.</p>", k%5 != 0, fmt.Sprintf("scale-%d", k),
					start.Add(time.Duration(k) * time.Minute), db.SortKey(subject)}[:width]
			})
			if err != nil {
				return fmt.Errorf("seed: scale mail: %w", err)
			}
			return nil
		})
	})
}

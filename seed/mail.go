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
	return d.Tx(ctx, func(tx *sql.Tx) error {
		for first := 0; first < n; first += batch {
			size := min(batch, n-first)
			var sb strings.Builder
			sb.WriteString(`INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, is_read, thread_key, created_at) VALUES `)
			args := []any{owner.ID}
			for i := 0; i < size; i++ {
				k := first + i
				if i > 0 {
					sb.WriteString(",")
				}
				p := len(args)
				fmt.Fprintf(&sb, "($1,'inbox',$%d,$%d,$%d,$%d,$%d,$%d,$%d)", p+1, p+2, p+3, p+4, p+5, p+6, p+7)
				name := firstNames[k%len(firstNames)] + " " + lastNames[(k/len(firstNames))%len(lastNames)]
				args = append(args, name, fmt.Sprintf("membre%d@example.org", k), fmt.Sprintf("%s n°%d", subjects[k%len(subjects)], k),
					"<p>Message de démonstration pour les mesures de charge.</p>", k%5 != 0, fmt.Sprintf("scale-%d", k), start.Add(time.Duration(k)*time.Minute))
			}
			if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
				return fmt.Errorf("seed: scale mail: %w", err)
			}
		}
		return nil
	})
}

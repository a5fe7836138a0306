package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"partage/app/audit"
	"partage/app/db"
	"partage/app/registry"
)

// demoAccount turns one of the user list's members into a sign-in of the
// demo: the list keeps its 50 people, and the login page offers a manager, an
// accountant, a viewer and a member. hash is bcrypt of the password the login
// page shows (the role's name), computed once: hashing at every load would
// cost every test that starts from the demo a quarter of a second.
type demoAccount struct {
	From    string `json:"from"`
	Email   string `json:"email"`
	Role    string `json:"role"`
	Company string `json:"company"`
	Hash    string `json:"hash"`
}

// demoMembership is a tiers' membership; dates are days before today
// (exit: negative for a date to come).
type demoMembership struct {
	Status         string `json:"status"`
	Parts          int    `json:"parts"`
	Applied        int    `json:"applied"`
	Decided        int    `json:"decided"`
	ExitKind       string `json:"exitKind"`
	Exit           int    `json:"exit"`
	ExitReason     string `json:"exitReason"`
	RejectedReason string `json:"rejectedReason"`
}

type demoTiers struct {
	registry.Input
	Company string          `json:"company"`
	Holder  string          `json:"holder"`
	Since   int             `json:"since"`  // days in the register (members: since they applied)
	NoIBAN  bool            `json:"noIban"` // a prospect or a client who never gave one
	User    string          `json:"user"`   // e-mail of the person's own account
	Member  *demoMembership `json:"member"`
}

// days is how long ago t entered the register.
func (t demoTiers) days() int {
	if t.Member != nil {
		return t.Member.Applied
	}
	return t.Since
}

type demoContact struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Subject  string `json:"subject"`
	Body     string `json:"body"`
	Language string `json:"language"`
	Status   string `json:"status"`
	Assignee string `json:"assignee"`
	HoursAgo int    `json:"hoursAgo"`
	Reply    *struct {
		Author   string `json:"author"`
		Body     string `json:"body"`
		HoursAgo int    `json:"hoursAgo"`
	} `json:"reply"`
}

// numbered are the membership states that hold a member number.
var numbered = map[string]bool{"admis": true, "actif": true, "sortant": true, "sorti": true}

// seedActor is who the audit log says created the demo's rows.
var seedActor = audit.Actor{Name: "seed"}

// demoCoop adds the cooperative's people: the staff's and a member's
// sign-ins, 40 tiers (25 of them members or candidates over every state of
// the lifecycle, 5 with a pending application), 6 contact messages, and the
// audit entries of their creation. SIRENs and IBANs are computed, so their
// keys hold.
func demoCoop(ctx context.Context, d *db.DB) error {
	var data struct {
		Accounts []demoAccount `json:"accounts"`
		Tiers    []demoTiers   `json:"tiers"`
		Contacts []demoContact `json:"contacts"`
	}
	if err := readJSON("data/coop.json", &data); err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Second)
	users := map[string]int64{}
	for _, a := range data.Accounts {
		var id int64
		err := d.QueryRowContext(ctx, `UPDATE users SET email = $1, role = $2, company = $3, password_hash = $4 WHERE email = $5 RETURNING id`,
			a.Email, a.Role, a.Company, a.Hash, a.From).Scan(&id)
		if err != nil {
			return fmt.Errorf("seed: account %s: %w", a.Email, err)
		}
		users[a.Email] = id
		if a.Role != "member" {
			if err := auditCreated(ctx, d, now, audit.RecordStaff, id, map[string]any{"email": a.Email, "role": a.Role}); err != nil {
				return err
			}
		}
	}
	var admin int64
	if err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&admin); err != nil {
		return fmt.Errorf("seed: coop admin: %w", err)
	}
	users["admin@demo.com"] = admin
	// Oldest first, so that ids follow the day each one entered the register.
	sort.SliceStable(data.Tiers, func(i, j int) bool { return data.Tiers[i].days() > data.Tiers[j].days() })
	tiers := map[string]int64{} // by e-mail, for the contact messages
	for i, t := range data.Tiers {
		id, err := demoOneTiers(ctx, d, now, i, t, users)
		if err != nil {
			return fmt.Errorf("seed: tiers %s: %w", t.Email, err)
		}
		tiers[t.Email] = id
	}
	if err := numberDemoMembers(ctx, d); err != nil {
		return err
	}
	for _, c := range data.Contacts {
		if err := demoContactMessage(ctx, d, now, c, users, tiers); err != nil {
			return fmt.Errorf("seed: contact %q: %w", c.Subject, err)
		}
	}
	return nil
}

// demoOneTiers adds tiers number i with its membership and application.
func demoOneTiers(ctx context.Context, d *db.DB, now time.Time, i int, t demoTiers, users map[string]int64) (int64, error) {
	in := t.Input
	in.CompanyName, in.Country, in.HolderCategory, in.IsShareholder = t.Company, "France", t.Holder, t.Holder != ""
	if in.Kind == registry.KindEntity {
		in.SIREN = demoSIREN(i)
	}
	if !t.NoIBAN {
		in.IBAN = demoIBAN(i)
	}
	if err := in.Normalize(now); err != nil {
		return 0, err // the demo's data passes the register's own checks
	}
	status := ""
	if t.Member != nil {
		status = t.Member.Status
	}
	created := now.AddDate(0, 0, -t.days())
	var user any
	if t.User != "" {
		user = users[t.User]
	}
	var id int64
	err := d.QueryRowContext(ctx, `INSERT INTO clients (kind, civility, first_name, last_name, company, legal_form, siren, name, email,
		contact, address, postal_code, city, country, birth_date, iban, language, notes, is_client, is_shareholder, holder_category,
		member_status, user_id, sort_name, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $25) RETURNING id`,
		in.Kind, in.Civility, in.FirstName, in.LastName, in.CompanyName, in.LegalForm, in.SIREN, in.DisplayName(), in.Email,
		in.Phone, in.Address, in.PostalCode, in.City, in.Country, in.BirthDate, in.IBAN, in.Language, in.Notes, in.IsClient, in.IsShareholder,
		in.HolderCategory, status, user, db.SortKey(in.DisplayName()), created).Scan(&id)
	if err != nil {
		return 0, err
	}
	fields, err := fieldsOfInput(in)
	if err != nil {
		return 0, err
	}
	if err := auditCreated(ctx, d, created, audit.RecordTiers, id, fields); err != nil {
		return 0, err
	}
	if t.Member == nil {
		return id, nil
	}
	return id, demoMembershipOf(ctx, d, now, id, in, *t.Member, users["admin@demo.com"])
}

// demoMembershipOf adds a tiers' membership (numbered later, in admission
// order) and a candidate's pending application.
func demoMembershipOf(ctx context.Context, d *db.DB, now time.Time, id int64, in registry.Input, m demoMembership, admin int64) error {
	applied := now.AddDate(0, 0, -m.Applied)
	var decidedBy, decidedAt any
	admittedOn, ref, exitDate, completed := "", "", "", ""
	updated := applied
	if m.Decided > 0 {
		at := now.AddDate(0, 0, -m.Decided).Add(-3 * time.Hour)
		decidedBy, decidedAt, ref, updated = admin, at, "CA-"+at.Format("2006-01"), at
		if numbered[m.Status] {
			admittedOn = at.Format(time.DateOnly)
		}
	}
	if m.ExitKind != "" {
		exitDate = now.AddDate(0, 0, -m.Exit).Format(time.DateOnly)
		if m.Status == "sorti" {
			completed = exitDate
		}
	}
	_, err := d.ExecContext(ctx, `INSERT INTO memberships (tiers_id, status, parts_wished, applied_at, admitted_on, decided_by, decided_at,
		decision_ref, exit_kind, exit_date, exit_reason, exit_completed_on, rejected_reason, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
		id, m.Status, m.Parts, applied, admittedOn, decidedBy, decidedAt, ref, m.ExitKind, exitDate, m.ExitReason, completed, m.RejectedReason, updated)
	if err != nil {
		return fmt.Errorf("membership: %w", err)
	}
	if m.Status != "candidat" {
		return nil
	}
	var app int64
	err = d.QueryRowContext(ctx, `INSERT INTO applications (tiers_id, email, status, parts_wished, consent_statutes, consent_data, language, ip, created_at)
		VALUES ($1, $2, 'pending', $3, $4, $4, $5, '', $4) RETURNING id`, id, in.Email, m.Parts, applied, in.Language).Scan(&app)
	if err != nil {
		return fmt.Errorf("application: %w", err)
	}
	return auditCreated(ctx, d, applied, audit.RecordApplication, app, map[string]any{"tiersId": id, "email": in.Email, "partsWished": m.Parts})
}

// numberDemoMembers gives the admitted members their numbers from the
// member_number sequence in the order of their admission, as admissions
// would have, then records each membership's creation in the audit log.
func numberDemoMembers(ctx context.Context, d *db.DB) error {
	ids, err := queryIDs(ctx, d, `SELECT tiers_id FROM memberships WHERE status IN ('admis', 'actif', 'sortant', 'sorti') ORDER BY decided_at, tiers_id`)
	if err != nil {
		return fmt.Errorf("seed: members to number: %w", err)
	}
	for _, id := range ids {
		_, err := d.ExecContext(ctx, `UPDATE memberships SET number = (SELECT value FROM sequences WHERE name = 'member_number') + 1 WHERE tiers_id = $1`, id)
		if err == nil {
			_, err = d.ExecContext(ctx, `UPDATE sequences SET value = value + 1 WHERE name = 'member_number'`)
		}
		if err != nil {
			return fmt.Errorf("seed: member number of %d: %w", id, err)
		}
	}
	rows, err := d.QueryContext(ctx, `SELECT tiers_id, status, COALESCE(number, 0), parts_wished, admitted_on, decision_ref, exit_kind, exit_date,
		exit_reason, exit_completed_on, rejected_reason, updated_at FROM memberships ORDER BY tiers_id`)
	if err != nil {
		return fmt.Errorf("seed: memberships: %w", err)
	}
	type entry struct {
		id     int64
		at     time.Time
		fields map[string]any
	}
	var entries []entry
	for rows.Next() {
		var e entry
		var status, admitted, ref, kind, date, reason, completed, rejected string
		var number int64
		var parts int
		if err := rows.Scan(&e.id, &status, &number, &parts, &admitted, &ref, &kind, &date, &reason, &completed, &rejected, &e.at); err != nil {
			rows.Close()
			return err
		}
		e.fields = map[string]any{"status": status, "number": number, "partsWished": parts, "admittedOn": admitted, "decisionRef": ref,
			"exitKind": kind, "exitDate": date, "exitReason": reason, "exitCompletedOn": completed, "rejectedReason": rejected}
		entries = append(entries, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, e := range entries {
		if err := auditCreated(ctx, d, e.at, audit.RecordMembership, e.id, e.fields); err != nil {
			return err
		}
	}
	return nil
}

// queryIDs returns the ids q selects.
func queryIDs(ctx context.Context, d *db.DB, q string) ([]int64, error) {
	rows, err := d.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// demoContactMessage adds a message of the contact form, its reply and its
// assignee, linked to the tiers whose e-mail sent it.
func demoContactMessage(ctx context.Context, d *db.DB, now time.Time, c demoContact, users, tiers map[string]int64) error {
	if c.Language == "" {
		c.Language = "fr"
	}
	at := now.Add(-time.Duration(c.HoursAgo) * time.Hour)
	var assignee, tiersID, firstReply any
	if c.Assignee != "" {
		assignee = users[c.Assignee]
	}
	if id, ok := tiers[c.Email]; ok {
		tiersID = id
	}
	updated := at
	if c.Reply != nil {
		updated = now.Add(-time.Duration(c.Reply.HoursAgo) * time.Hour)
		firstReply = updated
	}
	var id int64
	err := d.QueryRowContext(ctx, `INSERT INTO contact_messages (name, email, subject, body, language, ip, status, assigned_to, tiers_id,
		created_at, updated_at, first_reply_at) VALUES ($1, $2, $3, $4, $5, '', $6, $7, $8, $9, $10, $11) RETURNING id`,
		c.Name, c.Email, c.Subject, c.Body, c.Language, c.Status, assignee, tiersID, at, updated, firstReply).Scan(&id)
	if err != nil {
		return err
	}
	if err := auditCreated(ctx, d, at, audit.RecordContact, id, map[string]any{"email": c.Email, "subject": c.Subject, "status": c.Status}); err != nil {
		return err
	}
	if c.Reply == nil {
		return nil
	}
	_, err = d.ExecContext(ctx, `INSERT INTO contact_replies (message_id, author_id, body, created_at) VALUES ($1, $2, $3, $4)`,
		id, users[c.Reply.Author], c.Reply.Body, updated)
	return err
}

// auditCreated records that the seed created a row, at the time the row says.
func auditCreated(ctx context.Context, ex audit.Execer, at time.Time, recordType string, id int64, fields map[string]any) error {
	raw, err := json.Marshal(audit.Diff(nil, fields))
	if err != nil {
		return err
	}
	_, err = ex.ExecContext(ctx, `INSERT INTO audit_log (at, actor_id, actor_name, ip, record_type, record_id, action, changes)
		VALUES ($1, NULL, $2, '', $3, $4, 'created', $5)`, at, seedActor.Name, recordType, id, string(raw))
	if err != nil {
		return fmt.Errorf("seed: audit %s %d: %w", recordType, id, err)
	}
	return nil
}

// fieldsOfInput is a tiers' input by JSON field name, as the register's own
// audit entries list it.
func fieldsOfInput(in registry.Input) (map[string]any, error) {
	raw, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	return m, json.Unmarshal(raw, &m)
}

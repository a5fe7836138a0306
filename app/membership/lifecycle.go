package membership

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/registry"
)

// Statuses of a membership, as stored.
const (
	StatusCandidat = "candidat"
	StatusExamen   = "examen"
	StatusAdmis    = "admis"
	StatusActif    = "actif"
	StatusSortant  = "sortant"
	StatusSorti    = "sorti"
	StatusRejete   = "rejete"
)

// Statuses lists every status in the lifecycle's order.
var Statuses = []string{StatusCandidat, StatusExamen, StatusAdmis, StatusActif, StatusSortant, StatusSorti, StatusRejete}

// Actions: the transitions, as the routes and the audit log name them.
const (
	ActionReview   = "review"
	ActionReject   = "reject"
	ActionAdmit    = "admit"
	ActionActivate = "activate"
	ActionExit     = "exit"
	ActionComplete = "complete"
)

// Exit kinds (démission, exclusion, décès), as stored.
var ExitKinds = []string{"demission", "exclusion", "deces"}

// Rule is one transition: the states it leaves from and the state it reaches.
type Rule struct {
	From []string `json:"from"`
	To   string   `json:"to"`
}

// Transitions is the lifecycle: every allowed move, and nothing else.
// Admission (ActionAdmit) is here so that pages and tests know it, but it is
// made by admission.go, which also numbers the member and opens their account.
var Transitions = map[string]Rule{
	ActionReview:   {From: []string{StatusCandidat}, To: StatusExamen},
	ActionReject:   {From: []string{StatusCandidat, StatusExamen}, To: StatusRejete},
	ActionAdmit:    {From: []string{StatusCandidat, StatusExamen}, To: StatusAdmis},
	ActionActivate: {From: []string{StatusAdmis}, To: StatusActif},
	ActionExit:     {From: []string{StatusActif}, To: StatusSortant},
	ActionComplete: {From: []string{StatusSortant}, To: StatusSorti},
}

// Allowed reports whether action may leave from status.
func Allowed(action, status string) bool {
	return oneOf(status, Transitions[action].From)
}

// ActionsFrom lists the transitions allowed from status, in a stable order.
func ActionsFrom(status string) []string {
	out := []string{}
	for _, a := range []string{ActionReview, ActionAdmit, ActionReject, ActionActivate, ActionExit, ActionComplete} {
		if Allowed(a, status) {
			out = append(out, a)
		}
	}
	return out
}

// Membership is a tiers' membership of the cooperative.
type Membership struct {
	TiersID         int64      `json:"tiersId"`
	Status          string     `json:"status"`
	Number          int64      `json:"number"` // 0 until admission
	PartsWished     int        `json:"partsWished"`
	AppliedAt       time.Time  `json:"appliedAt"`
	AdmittedOn      string     `json:"admittedOn"`
	DecidedBy       int64      `json:"decidedBy"`
	DecidedByName   string     `json:"decidedByName"`
	DecidedAt       *time.Time `json:"decidedAt"`
	DecisionRef     string     `json:"decisionRef"`
	ExitKind        string     `json:"exitKind"`
	ExitDate        string     `json:"exitDate"`
	ExitReason      string     `json:"exitReason"`
	ExitCompletedOn string     `json:"exitCompletedOn"`
	RejectedReason  string     `json:"rejectedReason"`
	UpdatedAt       time.Time  `json:"updatedAt"`
}

// fields is m as the audit log compares it.
func (m Membership) fields() map[string]any {
	return map[string]any{"status": m.Status, "number": m.Number, "partsWished": m.PartsWished, "admittedOn": m.AdmittedOn,
		"decisionRef": m.DecisionRef, "exitKind": m.ExitKind, "exitDate": m.ExitDate, "exitReason": m.ExitReason,
		"exitCompletedOn": m.ExitCompletedOn, "rejectedReason": m.RejectedReason}
}

// Input is what a transition's form sends. From is the status the person saw:
// if the membership has moved since, the transition is refused.
type Input struct {
	From        string `json:"from"`
	Reason      string `json:"reason"`      // reject, exit
	Date        string `json:"date"`        // admit (admission), exit, complete
	ExitKind    string `json:"exitKind"`    // exit
	DecisionRef string `json:"decisionRef"` // admit
}

// ErrNotFound is the answer about a membership that does not exist.
var ErrNotFound = app.E(app.ENOTFOUND, "membershipNotFound", nil)

const maxReason = 2000

// check trims in and checks the fields action needs.
func (in *Input) check(action string) error {
	for _, p := range []*string{&in.From, &in.Reason, &in.Date, &in.ExitKind, &in.DecisionRef} {
		*p = strings.TrimSpace(*p)
	}
	f := app.Fields{}
	if in.From == "" {
		f.Set("from", "membershipFromRequired", nil)
	}
	needReason := action == ActionReject || action == ActionExit
	if needReason && in.Reason == "" {
		f.Set("reason", "reasonRequired", nil)
	} else if utf8.RuneCountInString(in.Reason) > maxReason {
		f.Set("reason", "atMostCharacters", app.Params{"max": maxReason})
	}
	if action == ActionExit && !oneOf(in.ExitKind, ExitKinds) {
		f.Set("exitKind", "exitKindChoice", nil)
	}
	if action == ActionExit || action == ActionComplete || action == ActionAdmit {
		if _, err := time.Parse(time.DateOnly, in.Date); err != nil {
			f.Set("date", "dayFormat", nil)
		}
	}
	if utf8.RuneCountInString(in.DecisionRef) > 120 {
		f.Set("decisionRef", "atMostCharacters", app.Params{"max": 120})
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// Transition moves a membership along the lifecycle (any action but
// admission, which Admit makes) in one transaction with its audit entry.
func (s *Store) Transition(ctx context.Context, a audit.Actor, tiersID int64, action string, in Input) (Membership, error) {
	if _, ok := Transitions[action]; !ok || action == ActionAdmit {
		return Membership{}, app.E(app.ENOTFOUND, "transitionUnknown", nil)
	}
	if err := in.check(action); err != nil {
		return Membership{}, err
	}
	now := s.now().UTC()
	var out Membership
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		before, err := BeginTx(ctx, tx, tiersID, action, in.From)
		if err != nil {
			return err
		}
		after := before
		after.Status = Transitions[action].To
		switch action {
		case ActionReject:
			after.RejectedReason = in.Reason
		case ActionExit:
			after.ExitKind, after.ExitDate, after.ExitReason = in.ExitKind, in.Date, in.Reason
		case ActionComplete:
			after.ExitCompletedOn = in.Date
		}
		decided := action == ActionReject
		out, err = SaveTx(ctx, tx, a, before, after, action, decided, now)
		if err == nil && action == ActionReject {
			// A rejected candidate's application is closed too (admission.go).
			err = DecideApplicationTx(ctx, tx, a, tiersID, ApplicationRejected, in.Reason, now)
		}
		if err == nil && action == ActionComplete && s.hooks.Completed != nil {
			// The leaving member's parts are redeemed with the exit (ledger, money).
			err = s.hooks.Completed(ctx, tx, a, tiersID, in.Date, in.DecisionRef)
		}
		return err
	})
	return out, err
}

// BeginTx reads the membership of tiersID in tx and checks that action may
// leave from its status and that it is still the status the person saw
// (from); admission starts here too.
func BeginTx(ctx context.Context, tx *sql.Tx, tiersID int64, action, from string) (Membership, error) {
	m, err := findTx(ctx, tx, tiersID)
	if err != nil {
		return Membership{}, err
	}
	if m.Status != from {
		return Membership{}, app.E(app.ECONFLICT, "membershipChanged", app.Params{"status": m.Status})
	}
	if !Allowed(action, m.Status) {
		return Membership{}, app.E(app.ECONFLICT, "transitionNotAllowed", app.Params{"from": m.Status, "to": Transitions[action].To})
	}
	return m, nil
}

// SaveTx writes after over before in tx — the membership and the tiers'
// copy of its status — and records action in the audit log. The update holds
// only if the status is still before's: of two transitions made at once from
// the same state, one wins and the other gets a conflict. decided records
// the actor and the time as the decision (admission, rejection).
func SaveTx(ctx context.Context, tx *sql.Tx, a audit.Actor, before, after Membership, action string, decided bool, now time.Time) (Membership, error) {
	now = now.UTC()
	var by any
	var at any
	if after.DecidedAt != nil {
		at = *after.DecidedAt
	}
	if after.DecidedBy != 0 {
		by = after.DecidedBy
	}
	if decided {
		by, at = nil, now
		if a.ID != 0 {
			by = a.ID
		}
	}
	var number any
	if after.Number != 0 {
		number = after.Number
	}
	res, err := tx.ExecContext(ctx, `UPDATE memberships SET status = $1, number = $2, parts_wished = $3, admitted_on = $4, decided_by = $5,
		decided_at = $6, decision_ref = $7, exit_kind = $8, exit_date = $9, exit_reason = $10, exit_completed_on = $11,
		rejected_reason = $12, updated_at = $13 WHERE tiers_id = $14 AND status = $15`,
		after.Status, number, after.PartsWished, after.AdmittedOn, by, at, after.DecisionRef, after.ExitKind, after.ExitDate,
		after.ExitReason, after.ExitCompletedOn, after.RejectedReason, now, before.TiersID, before.Status)
	if err != nil {
		return Membership{}, fmt.Errorf("membership: %s %d: %w", action, before.TiersID, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return Membership{}, app.E(app.ECONFLICT, "membershipChanged", app.Params{"status": before.Status})
	}
	if _, err := tx.ExecContext(ctx, `UPDATE clients SET member_status = $1, updated_at = $2 WHERE id = $3`, after.Status, now, before.TiersID); err != nil {
		return Membership{}, fmt.Errorf("membership: %s %d: %w", action, before.TiersID, err)
	}
	if err := audit.Write(ctx, tx, a, audit.RecordMembership, before.TiersID, action, audit.Diff(before.fields(), after.fields())); err != nil {
		return Membership{}, err
	}
	return findTx(ctx, tx, before.TiersID)
}

// CreateTx makes tiersID a candidate in tx (an application, or staff adding
// a member) and records it; a tiers already holding a membership is refused.
func CreateTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, partsWished int, now time.Time) (Membership, error) {
	now = now.UTC()
	var status string
	err := tx.QueryRowContext(ctx, `SELECT member_status FROM clients WHERE id = $1`, tiersID).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return Membership{}, registry.ErrNotFound
	} else if err != nil {
		return Membership{}, fmt.Errorf("membership: create %d: %w", tiersID, err)
	}
	var exists int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memberships WHERE tiers_id = $1`, tiersID).Scan(&exists); err != nil {
		return Membership{}, fmt.Errorf("membership: create %d: %w", tiersID, err)
	}
	if exists > 0 || status != "" {
		return Membership{}, app.E(app.ECONFLICT, "alreadyMember", nil)
	}
	// Two people adding the same tiers at once: the second finds the row.
	res, err := tx.ExecContext(ctx, `INSERT INTO memberships (tiers_id, status, parts_wished, applied_at, updated_at) VALUES ($1, $2, $3, $4, $4)
		ON CONFLICT (tiers_id) DO NOTHING`, tiersID, StatusCandidat, partsWished, now)
	if err != nil {
		return Membership{}, fmt.Errorf("membership: create %d: %w", tiersID, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return Membership{}, app.E(app.ECONFLICT, "alreadyMember", nil)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE clients SET member_status = $1, updated_at = $2 WHERE id = $3`, StatusCandidat, now, tiersID); err != nil {
		return Membership{}, fmt.Errorf("membership: create %d: %w", tiersID, err)
	}
	m := Membership{Status: StatusCandidat, PartsWished: partsWished}
	if err := audit.Write(ctx, tx, a, audit.RecordMembership, tiersID, "created", audit.Diff(nil, m.fields())); err != nil {
		return Membership{}, err
	}
	return findTx(ctx, tx, tiersID)
}

const membershipColumns = `m.tiers_id, m.status, m.number, m.parts_wished, m.applied_at, m.admitted_on, m.decided_by,
	COALESCE(u.full_name, ''), m.decided_at, m.decision_ref, m.exit_kind, m.exit_date, m.exit_reason, m.exit_completed_on,
	m.rejected_reason, m.updated_at`

const membershipFrom = ` FROM memberships m LEFT JOIN users u ON u.id = m.decided_by`

// membershipDest are the scan targets of membershipColumns into m, and what
// to do once scanned.
func membershipDest(m *Membership) ([]any, func()) {
	var number, by sql.NullInt64
	var at sql.NullTime
	dest := []any{&m.TiersID, &m.Status, &number, &m.PartsWished, &m.AppliedAt, &m.AdmittedOn, &by, &m.DecidedByName, &at,
		&m.DecisionRef, &m.ExitKind, &m.ExitDate, &m.ExitReason, &m.ExitCompletedOn, &m.RejectedReason, &m.UpdatedAt}
	return dest, func() {
		m.Number, m.DecidedBy = number.Int64, by.Int64
		if at.Valid {
			t := at.Time.UTC()
			m.DecidedAt = &t
		}
		m.AppliedAt, m.UpdatedAt = m.AppliedAt.UTC(), m.UpdatedAt.UTC()
	}
}

func scanMembership(row interface{ Scan(...any) error }) (Membership, error) {
	var m Membership
	dest, finish := membershipDest(&m)
	err := row.Scan(dest...)
	finish()
	return m, err
}

type queryRower interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func findTx(ctx context.Context, q queryRower, tiersID int64) (Membership, error) {
	m, err := scanMembership(q.QueryRowContext(ctx, `SELECT `+membershipColumns+membershipFrom+` WHERE m.tiers_id = $1`, tiersID))
	if errors.Is(err, sql.ErrNoRows) {
		return Membership{}, ErrNotFound
	} else if err != nil {
		return Membership{}, fmt.Errorf("membership: %d: %w", tiersID, err)
	}
	return m, nil
}

// FindMembership returns the membership of tiersID, or ErrNotFound.
func (s *Store) FindMembership(ctx context.Context, tiersID int64) (Membership, error) {
	return findTx(ctx, s.db, tiersID)
}

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

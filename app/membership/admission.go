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

// AdmitInput is the board's decision to admit a candidate.
type AdmitInput struct {
	// AdmittedOn is the admission date (YYYY-MM-DD); today when empty.
	AdmittedOn string `json:"admittedOn"`
	// DecisionRef is the reference of the board's decision (minutes, vote…).
	DecisionRef string `json:"decisionRef"`
	// From is the status the staff saw when deciding; when given, the
	// admission is refused if the membership has moved on since.
	From string `json:"from"`
	// UserID is the member's own account, linked to the tiers in the same
	// transaction (0: none).
	UserID int64 `json:"-"`
}

// Admission is what an admission recorded.
type Admission struct {
	TiersID     int64     `json:"tiersId"`
	Number      int64     `json:"number"`
	AdmittedOn  string    `json:"admittedOn"`
	DecisionRef string    `json:"decisionRef"`
	DecidedBy   int64     `json:"decidedBy"`
	DecidedAt   time.Time `json:"decidedAt"`
	UserID      int64     `json:"userId"`
}

// admittable are the statuses a candidate is admitted from.
var admittable = Transitions[ActionAdmit].From

// ErrUserLinked refuses to link an account that is already another tiers' own.
var ErrUserLinked = app.E(app.ECONFLICT, "userLinkedElsewhere", nil).WithField("email", "userLinkedElsewhere", nil)

// notAllowed is the refusal of a transition from a status that does not allow it.
func notAllowed(from, to string) error {
	return app.E(app.ECONFLICT, "transitionNotAllowed", app.Params{"from": from, "to": to})
}

// normalize checks the decision; today is the default admission date.
func (in *AdmitInput) normalize(today time.Time) error {
	in.AdmittedOn, in.DecisionRef, in.From = strings.TrimSpace(in.AdmittedOn), strings.TrimSpace(in.DecisionRef), strings.TrimSpace(in.From)
	if in.AdmittedOn == "" {
		in.AdmittedOn = today.Format(time.DateOnly)
	}
	f := app.Fields{}
	if d, err := time.Parse(time.DateOnly, in.AdmittedOn); err != nil || d.Year() < 1900 || d.After(today) {
		f.Set("admittedOn", "admittedOnFormat", nil)
	}
	if utf8.RuneCountInString(in.DecisionRef) > 120 {
		f.Set("decisionRef", "atMostCharacters", app.Params{"max": 120})
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// MembershipStatus is the status of the tiers' membership, or ErrNotFound.
func (s *Store) MembershipStatus(ctx context.Context, tiersID int64) (string, error) {
	return statusOf(ctx, s.db, tiersID)
}

func statusOf(ctx context.Context, q registry.Querier, tiersID int64) (string, error) {
	var status string
	err := q.QueryRowContext(ctx, `SELECT status FROM memberships WHERE tiers_id = $1`, tiersID).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	} else if err != nil {
		return "", fmt.Errorf("membership: status of %d: %w", tiersID, err)
	}
	return status, nil
}

// CheckAdmittable is nil when the tiers' membership may be admitted now
// (from is the status the staff saw, "" for any), else the refusal Admit
// would give: the HTTP layer asks before it makes the member's account.
func (s *Store) CheckAdmittable(ctx context.Context, tiersID int64, from string) error {
	status, err := statusOf(ctx, s.db, tiersID)
	if err != nil {
		return err
	}
	if !oneOf(status, admittable) || (from != "" && from != status) {
		return notAllowed(status, StatusAdmis)
	}
	return nil
}

// Admit admits a candidate (from candidat or examen) in one transaction: the
// next member number of the unbroken sequence (a rolled-back admission gives
// it back), the decision (by whom, when, its reference, the admission date),
// the register's copy of the status, the account link, the application, and
// their audit entries.
func (s *Store) Admit(ctx context.Context, a audit.Actor, tiersID int64, in AdmitInput) (Admission, error) {
	now := s.now().UTC()
	if err := in.normalize(now); err != nil {
		return Admission{}, err
	}
	out := Admission{TiersID: tiersID, AdmittedOn: in.AdmittedOn, DecisionRef: in.DecisionRef, DecidedBy: a.ID, DecidedAt: now, UserID: in.UserID}
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		from, err := statusOf(ctx, tx, tiersID)
		if err != nil {
			return err
		}
		if !oneOf(from, admittable) || (in.From != "" && in.From != from) {
			return notAllowed(from, StatusAdmis)
		}
		// The status is changed only from the one just read: a concurrent
		// decision that got there first leaves no row to change.
		res, err := tx.ExecContext(ctx, `UPDATE memberships SET status = 'admis', admitted_on = $1, decided_by = $2, decided_at = $3,
			decision_ref = $4, updated_at = $3 WHERE tiers_id = $5 AND status = $6`, in.AdmittedOn, by, now, in.DecisionRef, tiersID, from)
		if err != nil {
			return fmt.Errorf("membership: admit %d: %w", tiersID, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			cur, _ := statusOf(ctx, tx, tiersID)
			return notAllowed(cur, StatusAdmis)
		}
		if err := tx.QueryRowContext(ctx, `UPDATE sequences SET value = value + 1 WHERE name = 'member_number' RETURNING value`).Scan(&out.Number); err != nil {
			return fmt.Errorf("membership: member number: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE memberships SET number = $1 WHERE tiers_id = $2`, out.Number, tiersID); err != nil {
			return fmt.Errorf("membership: admit %d: %w", tiersID, err)
		}
		if err := s.linkAccount(ctx, tx, a, tiersID, in.UserID, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE clients SET member_status = 'admis', updated_at = $1 WHERE id = $2`, now, tiersID); err != nil {
			return fmt.Errorf("membership: admit %d: %w", tiersID, err)
		}
		if err := audit.Write(ctx, tx, a, audit.RecordMembership, tiersID, "admitted", audit.Diff(
			map[string]any{"status": from},
			map[string]any{"status": "admis", "number": out.Number, "admittedOn": in.AdmittedOn, "decisionRef": in.DecisionRef})); err != nil {
			return err
		}
		if err := DecideApplicationTx(ctx, tx, a, tiersID, ApplicationAdmitted, "", now); err != nil {
			return err
		}
		if s.hooks.Admitted == nil {
			return nil
		}
		var wished int
		if err := tx.QueryRowContext(ctx, `SELECT parts_wished FROM memberships WHERE tiers_id = $1`, tiersID).Scan(&wished); err != nil {
			return fmt.Errorf("membership: admit %d: %w", tiersID, err)
		}
		return s.hooks.Admitted(ctx, tx, a, tiersID, wished, in.DecisionRef)
	})
	if err != nil {
		return Admission{}, err
	}
	return out, nil
}

// linkAccount makes userID the tiers' own account (nothing when 0); an
// account that is another tiers' own is ErrUserLinked.
func (s *Store) linkAccount(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID, userID int64, now time.Time) error {
	if userID == 0 {
		return nil
	}
	var before sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT user_id FROM clients WHERE id = $1`, tiersID).Scan(&before); err != nil {
		return fmt.Errorf("membership: link account: %w", err)
	}
	if before.Int64 == userID {
		return nil
	}
	if err := s.adoptAccount(ctx, tx, a, tiersID, userID, now); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE clients SET user_id = $1, updated_at = $2 WHERE id = $3`, userID, now, tiersID)
	if isUniqueViolation(err) {
		return ErrUserLinked
	} else if err != nil {
		return fmt.Errorf("membership: link account: %w", err)
	}
	if err := audit.Write(ctx, tx, a, audit.RecordTiers, tiersID, "updated",
		[]audit.Change{{Field: "userId", Before: nullable(before), After: userID}}); err != nil {
		return err
	}
	// A client's account becomes a member's: the member's own page opens
	// to it. Staff keep their role.
	res, err := tx.ExecContext(ctx, `UPDATE users SET role = 'member', updated_at = $1 WHERE id = $2 AND role = 'client'`, now, userID)
	if err != nil {
		return fmt.Errorf("membership: link account: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return audit.Write(ctx, tx, a, audit.RecordStaff, userID, "role", []audit.Change{{Field: "role", Before: "client", After: "member"}})
	}
	return nil
}

// adoptAccount frees userID for tiersID when another tiers has it. The
// shop makes a tiers for a buyer's first order and links their account to
// it; when that person later joins, the account moves to the member's
// tiers, and the buyer's record keeps its orders and invoices. An account
// that is another member's, candidate's or shareholder's own stays where
// it is (ErrUserLinked).
func (s *Store) adoptAccount(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID, userID int64, now time.Time) error {
	var other int64
	var holder bool
	err := tx.QueryRowContext(ctx, `SELECT id, is_shareholder FROM clients WHERE user_id = $1 AND id <> $2`, userID, tiersID).Scan(&other, &holder)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return fmt.Errorf("membership: link account: %w", err)
	}
	var memberships int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memberships WHERE tiers_id = $1`, other).Scan(&memberships); err != nil {
		return fmt.Errorf("membership: link account: %w", err)
	}
	if holder || memberships > 0 {
		return ErrUserLinked
	}
	if _, err := tx.ExecContext(ctx, `UPDATE clients SET user_id = NULL, updated_at = $1 WHERE id = $2`, now, other); err != nil {
		return fmt.Errorf("membership: link account: %w", err)
	}
	return audit.Write(ctx, tx, a, audit.RecordTiers, other, "updated",
		[]audit.Change{{Field: "userId", Before: userID, After: nil}})
}

func nullable(v sql.NullInt64) any {
	if v.Valid {
		return v.Int64
	}
	return nil
}

// DecideApplicationTx closes the tiers' pending application (if any) as
// admitted or rejected, with its audit entry: admission calls it, and so
// must every rejection of a candidate, wherever it is made.
func DecideApplicationTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, status, reason string, now time.Time) error {
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	var id int64
	err := tx.QueryRowContext(ctx, `UPDATE applications SET status = $1, decided_by = $2, decided_at = $3, rejected_reason = $4
		WHERE tiers_id = $5 AND status = 'pending' RETURNING id`, status, by, now, reason, tiersID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // a candidate staff entered by hand has no application
	} else if err != nil {
		return fmt.Errorf("membership: decide application of %d: %w", tiersID, err)
	}
	changes := map[string]any{"status": status}
	if reason != "" {
		changes["rejectedReason"] = reason
	}
	return audit.Write(ctx, tx, a, audit.RecordApplication, id, status, audit.Diff(map[string]any{"status": ApplicationPending}, changes))
}

// RejectApplication rejects the candidate of an application (candidat or
// examen → rejete, the lifecycle's "reject") and closes the application with
// the reason, in one transaction.
func (s *Store) RejectApplication(ctx context.Context, a audit.Actor, applicationID int64, in Input) (Membership, error) {
	x, err := s.FindApplicationByID(ctx, applicationID)
	if err != nil {
		return Membership{}, err
	}
	if err := in.check(ActionReject); err != nil {
		return Membership{}, err
	}
	now := s.now().UTC()
	var out Membership
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		before, err := BeginTx(ctx, tx, x.TiersID, ActionReject, in.From)
		if err != nil {
			return err
		}
		after := before
		after.Status, after.RejectedReason = StatusRejete, in.Reason
		if out, err = SaveTx(ctx, tx, a, before, after, ActionReject, true, now); err != nil {
			return err
		}
		return DecideApplicationTx(ctx, tx, a, x.TiersID, ApplicationRejected, in.Reason, now)
	})
	return out, err
}

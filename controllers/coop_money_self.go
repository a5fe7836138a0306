package controllers

import (
	"context"
	"maps"
	"net/http"
	"strconv"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/ledger"
	"partage/app/money"
)

// How much of an account its pages show: the statement's latest lines and
// the latest movements (the statement and the movements' list have all).
const (
	selfLines       = 10
	selfMovements   = 20
	tiersMovements  = 10
	partsDateParam  = "partsAsOf"
	maxPartsAsOfLen = len("2006-01-02")
)

// partsProps is a tiers' parts as the parts section shows them (on the
// tiers' page and the member's own): holdings as of the URL's partsAsOf
// (today by default), pending subscriptions and the categories' labels.
func (s *Server) partsProps(r *http.Request, tiersID int64) (map[string]any, error) {
	ctx := r.Context()
	today := time.Now().UTC().Format(time.DateOnly)
	asOf := r.URL.Query().Get(partsDateParam)
	if asOf == "" {
		asOf = today
	} else if _, err := time.Parse(time.DateOnly, asOf); err != nil || len(asOf) != maxPartsAsOfLen {
		if wantsJSON(r) {
			return nil, app.InvalidField(partsDateParam, "dayFormat", nil)
		}
		asOf = today // a page shows today's parts rather than an error
	}
	holdings, err := s.Ledger.HoldingsOf(ctx, tiersID, asOf)
	if err != nil {
		return nil, err
	}
	pending, err := s.Ledger.ListSubscriptions(ctx, ledger.SubscriptionPending, tiersID)
	if err != nil {
		return nil, err
	}
	set, err := s.Settings.Get(ctx)
	if err != nil {
		return nil, err
	}
	return map[string]any{"asOf": asOf, "holdings": holdings, "pending": pending, "categories": set.Categories}, nil
}

// accountProps are a tiers' account, its latest lines (newest first) and
// its latest movements.
func (s *Server) accountProps(ctx context.Context, tiersID int64, lines, movements int) (inertia.Props, error) {
	acc, err := s.Money.Account(ctx, tiersID)
	if err != nil {
		return nil, err
	}
	props := inertia.Props{"account": acc}
	if lines > 0 {
		l, err := s.Money.RecentLines(ctx, tiersID, lines)
		if err != nil {
			return nil, err
		}
		props["statement"] = l
	}
	m, err := s.Money.RecentOf(ctx, tiersID, movements)
	if err != nil {
		return nil, err
	}
	props["movements"] = m
	return props, nil
}

// selfMoneyProps are the member's own money on /coop/profil: account,
// latest lines, movements, parts and what they may withdraw.
func (s *Server) selfMoneyProps(r *http.Request, tiersID int64) (inertia.Props, error) {
	props, err := s.accountProps(r.Context(), tiersID, selfLines, selfMovements)
	if err != nil {
		return nil, err
	}
	if props["parts"], err = s.partsProps(r, tiersID); err != nil {
		return nil, err
	}
	props["withdrawal"] = map[string]any{"maxCents": props["account"].(money.Account).AvailableCents}
	return props, nil
}

// withdrawalRequest is POST /coop/profil/withdrawals {amountCents, label}
// with an Idempotency-Key: the member asks for a withdrawal from their own
// account (201 {movement, account}; 200 for the same request again).
func (s *Server) withdrawalRequest(w http.ResponseWriter, r *http.Request) {
	t, err := s.ownTiers(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var in struct {
		AmountCents    int64  `json:"amountCents"`
		Label          string `json:"label"`
		IdempotencyKey string `json:"idempotencyKey"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	m, created, err := s.Money.RequestSelf(r.Context(), s.actor(r), t.ID, in.AmountCents, in.Label, idempotencyKey(r, in.IdempotencyKey))
	s.requested(w, r, m, created, err, "coop.profile.flash.withdrawalRequested")
}

// withdrawalCancel is POST /coop/profil/withdrawals/{id}/cancel: the member
// withdraws their own request while it waits ({movement}); a movement of
// another account is not found.
func (s *Server) withdrawalCancel(w http.ResponseWriter, r *http.Request) {
	t, err := s.ownTiers(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.Money.Find(r.Context(), movementID(r))
	if err == nil && m.TiersID != t.ID {
		err = money.ErrNotFound
	}
	if err == nil {
		m, err = s.Money.Cancel(r.Context(), s.actor(r), m.ID)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "movement", m, "coop.profile.flash.withdrawalCancelled", nil)
}

// selfStatement is GET /coop/profil/statement?from=&to=: the member's own
// statement, {statement, account}.
func (s *Server) selfStatement(w http.ResponseWriter, r *http.Request) {
	if t, err := s.ownTiers(r); err != nil {
		s.fail(w, r, err)
	} else {
		s.statementJSON(w, r, t.ID)
	}
}

// selfStatementPDF is GET /coop/profil/statement.pdf?from=&to=.
func (s *Server) selfStatementPDF(w http.ResponseWriter, r *http.Request) {
	s.selfStatementFile(w, r, "pdf")
}

// selfStatementCSV is GET /coop/profil/statement.csv?from=&to=.
func (s *Server) selfStatementCSV(w http.ResponseWriter, r *http.Request) {
	s.selfStatementFile(w, r, "csv")
}

func (s *Server) selfStatementFile(w http.ResponseWriter, r *http.Request, format string) {
	if t, err := s.ownTiers(r); err != nil {
		s.fail(w, r, err)
	} else {
		s.statementFile(w, r, t.ID, format)
	}
}

// tiersMoneyProps are what a tiers' page shows of its money, for a reader
// who may read it: the account, the latest movements and the parts.
func (s *Server) tiersMoneyProps(r *http.Request, tiersID int64, props inertia.Props) error {
	rules := auth.RulesOf(auth.UserFrom(r.Context()))
	if auth.Can(rules, "read", auth.SubjectMoney) {
		account, err := s.accountProps(r.Context(), tiersID, 0, tiersMovements)
		if err != nil {
			return err
		}
		maps.Copy(props, account)
		props["statementUrl"] = "/coop/tiers/" + strconv.FormatInt(tiersID, 10) + "/statement"
	}
	if auth.Can(rules, "read", auth.SubjectShares) {
		parts, err := s.partsProps(r, tiersID)
		if err != nil {
			return err
		}
		props["parts"] = parts
	}
	return nil
}

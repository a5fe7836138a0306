package money

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/ledger"
)

// InterestHolder is one holder's interest for a year.
type InterestHolder struct {
	TiersID      int64  `json:"tiersId"`
	Name         string `json:"name"`
	Parts        int64  `json:"parts"`
	CapitalCents int64  `json:"capitalCents"`
	AmountCents  int64  `json:"amountCents"`
}

// InterestPreview is what a year's interest run would credit, written nowhere.
type InterestPreview struct {
	Year            int              `json:"year"`
	RateBasisPoints int64            `json:"rateBasisPoints"`
	CapBasisPoints  int64            `json:"capBasisPoints"`
	AsOf            string           `json:"asOf"`
	Holders         []InterestHolder `json:"holders"`
	Count           int              `json:"count"`
	TotalCents      int64            `json:"totalCents"`
	AlreadyRun      bool             `json:"alreadyRun"`
}

// InterestRun is a year's interest, credited.
type InterestRun struct {
	Year            int       `json:"year"`
	RateBasisPoints int64     `json:"rateBasisPoints"`
	Decision        string    `json:"decision"`
	Holders         int       `json:"holders"`
	TotalCents      int64     `json:"totalCents"`
	RunBy           int64     `json:"runBy"`
	RunByName       string    `json:"runByName"`
	RunAt           time.Time `json:"runAt"`
}

// checkInterest checks a year (finished) and a rate (above 0, at most the cap).
func (s *Store) checkInterest(ctx context.Context, year int, rate int64) (int64, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return 0, err
	}
	fields := app.Fields{}
	if current := s.now().UTC().Year(); year < 1900 || year >= current {
		fields.Set("year", "interestYearFinished", app.Params{"max": strconv.Itoa(current - 1)})
	}
	if rate <= 0 || rate > set.Interest.CapBasisPoints {
		fields.Set("rateBasisPoints", "interestCapRule", app.Params{"max": float64(set.Interest.CapBasisPoints) / 100})
	}
	if len(fields) > 0 {
		return 0, app.Invalid("checkFields", nil, fields)
	}
	return set.Interest.CapBasisPoints, nil
}

// InterestPreview lists what the interest of year at rate (basis points)
// would credit each holder: the capital of the parts they held on 31
// December, times the rate, rounded down to the cent. Nothing is written.
func (s *Store) InterestPreview(ctx context.Context, year int, rate int64) (InterestPreview, error) {
	limit, err := s.checkInterest(ctx, year, rate)
	if err != nil {
		return InterestPreview{}, err
	}
	p := InterestPreview{Year: year, RateBasisPoints: rate, CapBasisPoints: limit, AsOf: strconv.Itoa(year) + "-12-31", Holders: []InterestHolder{}}
	byTiers := map[int64]*InterestHolder{}
	err = s.ledger.EachHoldingAt(ctx, p.AsOf, func(h ledger.Holding) error {
		ih := byTiers[h.TiersID]
		if ih == nil {
			ih = &InterestHolder{TiersID: h.TiersID, Name: h.Name}
			byTiers[h.TiersID] = ih
		}
		ih.Parts += h.Parts
		ih.CapitalCents += h.CapitalCents
		return nil
	})
	if err != nil {
		return p, err
	}
	for _, ih := range byTiers {
		ih.AmountCents = ih.CapitalCents * rate / 10000
		p.TotalCents += ih.AmountCents
		p.Holders = append(p.Holders, *ih)
	}
	sort.Slice(p.Holders, func(i, j int) bool {
		a, b := strings.ToLower(p.Holders[i].Name), strings.ToLower(p.Holders[j].Name)
		return a < b || (a == b && p.Holders[i].TiersID < p.Holders[j].TiersID)
	})
	p.Count = len(p.Holders)
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM interest_runs WHERE year = $1`, year).Scan(&n); err != nil {
		return p, fmt.Errorf("money: interest run %d: %w", year, err)
	}
	p.AlreadyRun = n > 0
	return p, nil
}

// RunInterest credits the interest of year at rate to every holder's
// account in one transaction, on the general assembly's decision: an
// executed interest movement and its booked line each, the run recorded
// (a year runs once: ErrInterestRun) and audited.
func (s *Store) RunInterest(ctx context.Context, a audit.Actor, year int, rate int64, decision string) (InterestRun, error) {
	decision = strings.TrimSpace(decision)
	if decision == "" {
		return InterestRun{}, app.InvalidField("decision", "ledgerDecisionRequired", nil)
	} else if utf8.RuneCountInString(decision) > MaxLabel {
		return InterestRun{}, app.InvalidField("decision", "atMostCharacters", app.Params{"max": MaxLabel})
	}
	p, err := s.InterestPreview(ctx, year, rate)
	if err != nil {
		return InterestRun{}, err
	}
	if p.AlreadyRun {
		return InterestRun{}, ErrInterestRun
	}
	now := s.now().UTC()
	run := InterestRun{Year: year, RateBasisPoints: rate, Decision: decision, RunBy: a.ID, RunByName: a.Name, RunAt: now}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		for _, h := range p.Holders {
			if h.AmountCents > 0 {
				run.Holders++
				run.TotalCents += h.AmountCents
			}
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO interest_runs (year, rate_bp, decision, holders, total_cents, run_by, run_by_name, run_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (year) DO NOTHING`, year, rate, decision, run.Holders, run.TotalCents, nullID(a.ID), a.Name, now)
		if err != nil {
			return fmt.Errorf("money: interest run %d: %w", year, err)
		} else if n, _ := res.RowsAffected(); n == 0 {
			return ErrInterestRun
		}
		for _, h := range p.Holders {
			if h.AmountCents == 0 {
				continue
			}
			e := executed{TiersID: h.TiersID, Kind: KindInterest, AmountCents: h.AmountCents, Label: decision, InterestYear: year}
			if _, err := s.executeNowTx(ctx, tx, a, e, now); err != nil {
				return err
			}
		}
		return audit.Write(ctx, tx, a, audit.RecordInterestRun, int64(year), "run", []audit.Change{
			{Field: "rate", After: rate}, {Field: "decision", After: decision}, {Field: "holders", After: run.Holders}, {Field: "total", After: run.TotalCents}})
	})
	if err != nil {
		return InterestRun{}, err
	}
	return run, nil
}

// InterestRuns returns the years' runs, the latest first.
func (s *Store) InterestRuns(ctx context.Context) ([]InterestRun, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT year, rate_bp, decision, holders, total_cents, COALESCE(run_by, 0), run_by_name, run_at FROM interest_runs ORDER BY year DESC`)
	if err != nil {
		return nil, fmt.Errorf("money: interest runs: %w", err)
	}
	defer rows.Close()
	out := []InterestRun{}
	for rows.Next() {
		var r InterestRun
		if err := rows.Scan(&r.Year, &r.RateBasisPoints, &r.Decision, &r.Holders, &r.TotalCents, &r.RunBy, &r.RunByName, &r.RunAt); err != nil {
			return nil, err
		}
		r.RunAt = r.RunAt.UTC()
		out = append(out, r)
	}
	return out, rows.Err()
}

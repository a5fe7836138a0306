// Package pricing keeps the plans of the pricing page (/pages/pricing),
// their benefits and the pricing FAQ, which admins edit.
package pricing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/db"
)

// Store reads and writes the plans.
type Store struct{ db *db.DB }

// New returns the plans' store on d.
func New(d *db.DB) *Store { return &Store{db: d} }

// Limits of what admins write.
const (
	MaxTitle       = 60
	MaxSubtitle    = 160
	MaxBenefits    = 12
	MaxBenefit     = 120
	MaxPriceCents  = 100_000_00 // 100,000 euros a month
	planLangFrench = "fr"
)

// YearlyPlan is spec §3's yearly price: per month, and the year's total.
type YearlyPlan struct {
	PerMonth    float64 `json:"perMonth"`
	TotalAnnual float64 `json:"totalAnnual"`
}

// Plan is one plan as the pricing page shows it, in one language; prices
// are in euros (spec §3), kept in cents.
type Plan struct {
	ID           int64      `json:"id"`
	Code         string     `json:"code"`
	Title        string     `json:"title"`
	Subtitle     string     `json:"subtitle"`
	MonthlyPrice float64    `json:"monthlyPrice"`
	YearlyPlan   YearlyPlan `json:"yearlyPlan"`
	PlanBenefits []string   `json:"planBenefits"`
	Popular      bool       `json:"popular"`
	Users        int        `json:"users"`
	Lang         string     `json:"lang"`
}

// Entry is a question of the pricing FAQ.
type Entry struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

func euros(cents int64) float64 { return float64(cents) / 100 }

// texts are a plan's words in one language.
type texts struct{ title, subtitle, benefits string }

// langOf picks lng's texts, or the other language's when lng's title is empty.
func langOf(lng string, fr, en texts) (string, texts) {
	if lng == planLangFrench {
		if fr.title == "" && en.title != "" {
			return "en", en
		}
		return "fr", fr
	}
	if en.title == "" && fr.title != "" {
		return "fr", fr
	}
	return "en", en
}

func benefitsOf(s string) []string {
	out := []string{}
	for _, line := range strings.Split(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

const planColumns = `id, code, title_fr, title_en, subtitle_fr, subtitle_en, benefits_fr, benefits_en, monthly_cents, yearly_month_cents, popular`

func scanPlan(sc interface{ Scan(...any) error }, lng string) (Plan, error) {
	var p Plan
	var fr, en texts
	var monthly, yearly int64
	if err := sc.Scan(&p.ID, &p.Code, &fr.title, &en.title, &fr.subtitle, &en.subtitle, &fr.benefits, &en.benefits, &monthly, &yearly, &p.Popular); err != nil {
		return p, err
	}
	var t texts
	p.Lang, t = langOf(lng, fr, en)
	p.Title, p.Subtitle, p.PlanBenefits = t.title, t.subtitle, benefitsOf(t.benefits)
	p.MonthlyPrice = euros(monthly)
	p.YearlyPlan = YearlyPlan{PerMonth: euros(yearly), TotalAnnual: euros(12 * yearly)}
	return p, nil
}

// Plans are the plans in their order, in lng (fr or en; the other when a
// plan has no text in lng), each with how many users are on it.
func (s *Store) Plans(ctx context.Context, lng string) ([]Plan, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+planColumns+` FROM pricing_plans ORDER BY position, id`)
	if err != nil {
		return nil, fmt.Errorf("pricing: plans: %w", err)
	}
	plans := []Plan{}
	for rows.Next() {
		p, err := scanPlan(rows, lng)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("pricing: plan: %w", err)
		}
		plans = append(plans, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("pricing: plans: %w", err)
	}
	codes := make([]string, len(plans))
	for i, p := range plans {
		codes[i] = p.Code
	}
	// user_counts is kept by the users table's triggers: no scan of the users, however many.
	counts, err := db.CountBy(ctx, s.db, `SELECT current_plan, SUM(n) FROM user_counts GROUP BY current_plan`, codes)
	if err != nil {
		return nil, fmt.Errorf("pricing: users by plan: %w", err)
	}
	for i := range plans {
		plans[i].Users = counts[plans[i].Code]
	}
	return plans, nil
}

// Plan is one plan in lng, with its users.
func (s *Store) Plan(ctx context.Context, id int64, lng string) (Plan, error) {
	p, err := scanPlan(s.db.QueryRowContext(ctx, `SELECT `+planColumns+` FROM pricing_plans WHERE id = $1`, id), lng)
	if errors.Is(err, sql.ErrNoRows) {
		return p, app.E(app.ENOTFOUND, "planNotFound", nil)
	} else if err != nil {
		return p, fmt.Errorf("pricing: plan %d: %w", id, err)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(SUM(n), 0) FROM user_counts WHERE current_plan = $1`, p.Code).Scan(&p.Users); err != nil {
		return p, fmt.Errorf("pricing: users of plan: %w", err)
	}
	return p, nil
}

// FAQ is the pricing FAQ in lng, or in the other language when lng has none.
func (s *Store) FAQ(ctx context.Context, lng string) ([]Entry, error) {
	other := "fr"
	if lng == planLangFrench {
		other = "en"
	}
	for _, l := range []string{lng, other} {
		rows, err := s.db.QueryContext(ctx, `SELECT question, answer FROM pricing_faq WHERE lang = $1 ORDER BY position, id`, l)
		if err != nil {
			return nil, fmt.Errorf("pricing: faq: %w", err)
		}
		out := []Entry{}
		for rows.Next() {
			var e Entry
			if err := rows.Scan(&e.Question, &e.Answer); err != nil {
				rows.Close()
				return nil, fmt.Errorf("pricing: faq entry: %w", err)
			}
			out = append(out, e)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("pricing: faq: %w", err)
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	return []Entry{}, nil
}

// amount is a sum of euros as a JSON number (or a string of one): at most two
// decimals, never negative.
var amount = regexp.MustCompile(`^\d{1,9}(\.\d{1,2})?$`)

// cents reads an amount of euros; ok is false when it is not one.
func cents(n Amount) (int64, bool) {
	s := strings.TrimSpace(string(n))
	if !amount.MatchString(s) {
		return 0, false
	}
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	return w*100 + f, true
}

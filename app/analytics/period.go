package analytics

import (
	"net/url"
	"time"
	_ "time/tzdata" // the cooperative's zone is known even where the system has no zone files

	"partage/app"
)

// Zone is the cooperative's time zone: the days of the figures are its days
// (config TIME_ZONE, set once at start by the wiring; Europe/Paris by default).
var Zone = mustZone("Europe/Paris")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic("analytics: " + err.Error())
	}
	return loc
}

// Period keys and units.
const (
	Period7d     = "7d"
	Period30d    = "30d"
	Period12m    = "12m"
	PeriodCustom = "custom"
	UnitDay      = "day"
	UnitMonth    = "month"
)

// Limits of a custom period: at most MaxPeriodDays days, shown per day up to
// MaxDailyDays days and per month beyond.
const (
	MaxPeriodDays = 1096
	MaxDailyDays  = 62
)

// Period is the span a dashboard or a card call shows: its key (7d, 30d,
// 12m, custom), its first and last day (YYYY-MM-DD, both included) and the
// unit of its series (day or month).
type Period struct {
	Key  string `json:"key"`
	From string `json:"from"`
	To   string `json:"to"`
	Unit string `json:"unit"`
}

// ParsePeriod reads period, from and to of q for a day today (YYYY-MM-DD):
// 7d and 30d end today, per day; 12m starts on the first day of the month
// eleven months ago, per month; custom takes from and to (to at the latest
// today, at most MaxPeriodDays days), per day up to MaxDailyDays days and
// per month beyond. No period is 30d. A bad one is an EINVALID error naming
// the field (period, from or to).
func ParsePeriod(q url.Values, today string) (Period, error) {
	t, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return Period{}, app.InvalidField("period", "analyticsPeriodInvalid", nil)
	}
	switch key := q.Get("period"); key {
	case "", Period30d:
		return Period{Key: Period30d, From: dayOf(t.AddDate(0, 0, -29)), To: today, Unit: UnitDay}, nil
	case Period7d:
		return Period{Key: Period7d, From: dayOf(t.AddDate(0, 0, -6)), To: today, Unit: UnitDay}, nil
	case Period12m:
		first := time.Date(t.Year(), t.Month()-11, 1, 0, 0, 0, 0, time.UTC)
		return Period{Key: Period12m, From: dayOf(first), To: today, Unit: UnitMonth}, nil
	case PeriodCustom:
		return parseCustom(q.Get("from"), q.Get("to"), t)
	default:
		return Period{}, app.InvalidField("period", "analyticsPeriodInvalid", nil)
	}
}

// parseCustom checks a custom period's days.
func parseCustom(fromText, toText string, today time.Time) (Period, error) {
	fields := app.Fields{}
	from, ferr := time.Parse(time.DateOnly, fromText)
	if ferr != nil {
		fields.Set("from", "analyticsPeriodFrom", nil)
	}
	to, terr := time.Parse(time.DateOnly, toText)
	if terr != nil || to.After(today) {
		fields.Set("to", "analyticsPeriodTo", nil)
	}
	if len(fields) == 0 && from.After(to) {
		fields.Set("from", "analyticsPeriodFrom", nil)
	}
	if len(fields) > 0 {
		return Period{}, app.Invalid("analyticsPeriodInvalid", nil, fields)
	}
	days := daysBetween(from, to) + 1
	if days > MaxPeriodDays {
		return Period{}, app.Invalid("analyticsPeriodInvalid", nil, app.Fields{"to": app.T("analyticsPeriodTooLong", app.Params{"max": MaxPeriodDays})})
	}
	unit := UnitDay
	if days > MaxDailyDays {
		unit = UnitMonth
	}
	return Period{Key: PeriodCustom, From: dayOf(from), To: dayOf(to), Unit: unit}, nil
}

// Days is the number of days of p.
func (p Period) Days() int {
	from, to := parseDay(p.From), parseDay(p.To)
	return daysBetween(from, to) + 1
}

// Previous is the period of the same number of days just before p, in the
// same unit (the comparison of "change": the previous 30 days, the 360-odd
// days before the last twelve months).
func (p Period) Previous() Period {
	from := parseDay(p.From)
	n := p.Days()
	return Period{Key: p.Key, From: dayOf(from.AddDate(0, 0, -n)), To: dayOf(from.AddDate(0, 0, -1)), Unit: p.Unit}
}

// Buckets are the labels of p's series: its days (YYYY-MM-DD) or months (YYYY-MM).
func (p Period) Buckets() []string {
	from, to := parseDay(p.From), parseDay(p.To)
	if to.Before(from) {
		return []string{}
	}
	out := []string{}
	if p.Unit == UnitMonth {
		for m := time.Date(from.Year(), from.Month(), 1, 0, 0, 0, 0, time.UTC); !m.After(to); m = m.AddDate(0, 1, 0) {
			out = append(out, m.Format("2006-01"))
		}
		return out
	}
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		out = append(out, dayOf(d))
	}
	return out
}

// bucketOf is the label of day's bucket in p's unit.
func (p Period) bucketOf(day string) string {
	if p.Unit == UnitMonth {
		return day[:7]
	}
	return day
}

// dayOf writes t's date (its own calendar, no zone conversion).
func dayOf(t time.Time) string { return t.Format(time.DateOnly) }

// parseDay reads a YYYY-MM-DD day as midnight UTC (the zero time when it is not one).
func parseDay(s string) time.Time {
	t, _ := time.Parse(time.DateOnly, s)
	return t
}

// daysBetween is the number of calendar days from a to b (both at midnight UTC).
func daysBetween(a, b time.Time) int { return int(b.Sub(a).Hours() / 24) }

// DayIn is the day (YYYY-MM-DD) of t in Zone.
func DayIn(t time.Time) string { return t.In(Zone).Format(time.DateOnly) }

// dayBounds are the first and last-plus-one unix milliseconds of day in Zone.
func dayBounds(day string) (int64, int64) {
	d := parseDay(day)
	start := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, Zone)
	end := time.Date(d.Year(), d.Month(), d.Day()+1, 0, 0, 0, 0, Zone)
	return start.UnixMilli(), end.UnixMilli()
}

// nextDay is the day after day.
func nextDay(day string) string { return dayOf(parseDay(day).AddDate(0, 0, 1)) }

package seed

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app/db"
)

// scaleStates spreads synthetic tiers over the membership lifecycle, by
// twentieths: 2 not members (a client, an investor), then candidat, examen,
// admis, 10 actif, sortant, 3 sorti, rejete.
var scaleStates = []string{"", "", "candidat", "examen", "admis", "actif", "actif", "actif", "actif", "actif", "actif", "actif",
	"actif", "actif", "actif", "sortant", "sorti", "sorti", "sorti", "rejete"}

// scaleExits are the ways out of synthetic sortant and sorti members.
var scaleExits = []struct{ kind, reason string }{
	{"demission", "Démission adressée au conseil d’administration."},
	{"exclusion", "Exclusion prononcée par l’assemblée générale."},
	{"deces", "Décès de l’associé."},
}

// ScaleTiers adds n synthetic tiers to the register, for benchmarks, with
// memberships over every state (nine in ten are members or candidates, half
// are active), numbered from the member_number sequence in id order, which is
// their admission order. Persons are named like the synthetic users (1% of
// them are Chloé or Zoé Bernard or Bertrand); one in ten is a company. The
// search index follows the inserts (SQLite's triggers, PostgreSQL's indexes).
// Each transaction adds loadChunk tiers with their memberships and numbers.
func ScaleTiers(ctx context.Context, d *db.DB, n int) error {
	now := time.Now().UTC().Truncate(time.Second)
	err := bulkLoad(ctx, d, []string{"clients", "memberships"}, func() error {
		for lo, chunk := 0, loadChunk(d); lo < n; lo += chunk {
			if err := scaleTiersChunk(ctx, d, now, n, lo, min(lo+chunk, n)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if d.Engine == db.Postgres && n > 0 {
		// What autovacuum would do a minute later, so that a benchmark that
		// starts at once meets the tables as production would: the planner's
		// statistics, and the kept counts (tiers_role_counts, a few rows)
		// without the 100,000 dead versions their triggers left.
		tables := "clients, memberships"
		var counts bool
		if err := d.QueryRowContext(ctx, `SELECT to_regclass('tiers_role_counts') IS NOT NULL`).Scan(&counts); err == nil && counts {
			tables += ", tiers_role_counts"
		}
		if _, err := d.ExecContext(ctx, `VACUUM (ANALYZE) `+tables); err != nil {
			return fmt.Errorf("seed: scale tiers: vacuum: %w", err)
		}
	}
	return nil
}

// scaleTiersChunk adds synthetic tiers lo to hi (of n) in one transaction.
func scaleTiersChunk(ctx context.Context, d *db.DB, now time.Time, n, lo, hi int) error {
	return d.Tx(ctx, func(tx *sql.Tx) error {
		var first int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(max(id), 0) FROM clients`).Scan(&first); err != nil {
			return err
		}
		err := bulk(ctx, tx, `INSERT INTO clients (created_at, updated_at, kind, civility, first_name, last_name, company, legal_form,
			siren, name, email, contact, address, postal_code, city, country, birth_date, iban, language, is_client, is_shareholder,
			holder_category, member_status, sort_name) VALUES `, hi-lo, 22, now, func(k int) []any {
			return scaleTiersRow(first+int64(k)+1, lo+k)
		})
		if err != nil {
			return fmt.Errorf("seed: scale tiers: %w", err)
		}
		ids, err := newIDs(ctx, tx, "clients", first)
		if err != nil || len(ids) != hi-lo {
			return fmt.Errorf("seed: scale tiers: %d ids read back: %v", len(ids), err)
		}
		var admin, number int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(min(id), 0) FROM users WHERE role = 'admin'`).Scan(&admin); err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `SELECT value FROM sequences WHERE name = 'member_number'`).Scan(&number); err != nil {
			return fmt.Errorf("seed: scale tiers: member number: %w", err)
		}
		var decider any
		if admin != 0 {
			decider = admin
		}
		var rows [][]any
		for k, id := range ids {
			j := lo + k
			status := scaleStates[scaleSlot(j)]
			if status == "" {
				continue
			}
			applied := now.AddDate(0, 0, -5-(n-1-j)*3650/n) // the newest id applied 5 days ago, the oldest ten years ago
			row := []any{id, status, nil, 1 + j%20, applied, "", nil, nil, "", "", "", "", "", "", applied}
			if status != "candidat" && status != "examen" {
				decided := applied.AddDate(0, 0, 4)
				row[6], row[7], row[8], row[14] = decider, decided, "CA-"+decided.Format("2006-01"), decided
				if numbered[status] {
					number++
					row[2], row[5] = number, decided.Format(time.DateOnly)
				}
			}
			switch status {
			case "sortant", "sorti":
				exit := scaleExits[j%len(scaleExits)]
				days := 30 // a sortant leaves at the end of the month to come
				if status == "sorti" {
					days = -(n - 1 - j) * 365 / n
				}
				row[9], row[10], row[11] = exit.kind, now.AddDate(0, 0, days).Format(time.DateOnly), exit.reason
				if status == "sorti" {
					row[12] = row[10]
				}
			case "rejete":
				row[13] = "Candidature ne répondant pas aux conditions de l’article 8 des statuts."
			}
			rows = append(rows, row)
		}
		err = bulkRows(ctx, tx, `INSERT INTO memberships (tiers_id, status, number, parts_wished, applied_at, admitted_on, decided_by,
			decided_at, decision_ref, exit_kind, exit_date, exit_reason, exit_completed_on, rejected_reason, updated_at) VALUES `, rows)
		if err != nil {
			return fmt.Errorf("seed: scale memberships: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE sequences SET value = $1 WHERE name = 'member_number'`, number); err != nil {
			return fmt.Errorf("seed: scale tiers: member number: %w", err)
		}
		return nil
	})
}

// scaleSlot is synthetic tiers j's twentieth of scaleStates, mixed so that it
// does not follow the person's first name (j%20) or last name.
func scaleSlot(j int) int { return int((uint64(j) * 2654435761 >> 9) % 20) }

// scaleTiersRow is synthetic tiers j as bulk inserts it; seq (its id, most
// likely) keeps its e-mail unique and gives its keys.
func scaleTiersRow(seq int64, j int) []any {
	slot := scaleSlot(j)
	status := scaleStates[slot]
	town := scaleTowns[(j/7)%len(scaleTowns)]
	kind, civility, firstName, lastName, company, form, siren, birth := "person", "", "", "", "", "", "", ""
	var name string
	if j%10 == 3 {
		kind, company, form = "entity", scaleTrades[(j/10)%len(scaleTrades)]+" "+town, []string{"scop", "sarl", "sas", "association"}[(j/10)%4]
		siren, name = sirenOf(uint64(seq)*2654435761), company
	} else {
		firstName, lastName = firstNames[j%len(firstNames)], lastNames[(j/len(firstNames))%len(lastNames)]
		civility, name = []string{"m", "mme"}[j%2], firstName+" "+lastName
		birth = fmt.Sprintf("%d-%02d-%02d", 1940+j%65, 1+j%12, 1+j%28)
	}
	email := strings.ReplaceAll(db.SortKey(name), " ", ".") + "." + strconv.FormatInt(seq, 10) + "@adherents.example"
	holder, shareholder := "", false
	switch {
	case slot == 1:
		holder = "investors"
	case status == "admis" || status == "actif" || status == "sortant":
		holder = map[bool]string{true: "entities", false: "members"}[kind == "entity"]
		if kind == "person" && j%25 == 0 {
			holder = "employees"
		}
	}
	shareholder = holder != ""
	iban := ""
	if status != "" || slot == 1 {
		k := uint64(seq) * 2654435761
		iban = ibanOf(demoBanks[j%len(demoBanks)], fmt.Sprintf("%05d", k%100000), fmt.Sprintf("%011d", (k*31)%100000000000))
	}
	return []any{kind, civility, firstName, lastName, company, form, siren, name, email,
		fmt.Sprintf("+33 6 %02d %02d %02d %02d", j%100, (j/100)%100, (j/10000)%100, seq%97), fmt.Sprintf("%d rue de la République", 1+j%120),
		fmt.Sprintf("%05d", 1000+(j*37)%94000), town, "France", birth, iban, "fr", slot == 0 || j%25 == 0, shareholder, holder, status, db.SortKey(name)}
}

// bulkRows inserts rows (all of one width).
func bulkRows(ctx context.Context, tx *sql.Tx, insert string, rows [][]any) error {
	if len(rows) == 0 {
		return nil
	}
	return db.InsertRows(ctx, tx, insert, len(rows), len(rows[0]), func(i int) []any { return rows[i] })
}

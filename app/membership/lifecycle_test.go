package membership_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"partage/app"
	"partage/app/audit"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/membership"
	"partage/app/registry"
)

var lcActor = audit.Actor{Name: "test", IP: "192.0.2.1"}

// lcMember adds a person to the register as a candidate and moves their
// membership to status directly (the fixture, not a transition).
func lcMember(t *testing.T, d *db.DB, first, last, status string) int64 {
	t.Helper()
	ctx := context.Background()
	m, err := membership.New(d).AddMember(ctx, lcActor, membership.AddInput{Tiers: &registry.Input{FirstName: first, LastName: last,
		Email: fmt.Sprintf("%s.%s@example.org", first, last)}}, 1, 100)
	if err != nil {
		t.Fatal(err)
	}
	id := m.Tiers.ID
	if status != membership.StatusCandidat {
		if _, err := d.ExecContext(ctx, `UPDATE memberships SET status = $1 WHERE tiers_id = $2`, status, id); err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(ctx, `UPDATE clients SET member_status = $1 WHERE id = $2`, status, id); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

// lcInput is a valid input for action from status.
func lcInput(action, from string) membership.Input {
	in := membership.Input{From: from}
	switch action {
	case membership.ActionReject:
		in.Reason = "Dossier incomplet"
	case membership.ActionExit:
		in.ExitKind, in.Date, in.Reason = "demission", "2026-06-30", "Déménagement"
	case membership.ActionComplete:
		in.Date = "2026-07-15"
	}
	return in
}

func lcStatusOf(t *testing.T, d *db.DB, id int64) (string, string) {
	t.Helper()
	var m, c string
	if err := d.QueryRowContext(context.Background(), `SELECT m.status, c.member_status FROM memberships m JOIN clients c ON c.id = m.tiers_id WHERE m.tiers_id = $1`, id).Scan(&m, &c); err != nil {
		t.Fatal(err)
	}
	return m, c
}

func lcAudit(t *testing.T, d *db.DB, id int64, action string) int {
	t.Helper()
	var n int
	if err := d.QueryRowContext(context.Background(), `SELECT count(*) FROM audit_log WHERE record_type = 'membership' AND record_id = $1 AND action = $2`, id, action).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Every transition of the table from every status: allowed ones move the
// membership, the tiers' copy, the counts and write the audit entry; the
// others are a conflict that changes nothing.
func TestTransitionsFromEveryStatus(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := membership.New(d)
		for action, rule := range membership.Transitions {
			if action == membership.ActionAdmit {
				continue // admission.go, with its own tests
			}
			for _, from := range membership.Statuses {
				t.Run(action+"/"+from, func(t *testing.T) {
					id := lcMember(t, d, "Élodie", action+from, from)
					before, _ := s.Counts(ctx)
					m, err := s.Transition(ctx, lcActor, id, action, lcInput(action, from))
					ms, cs := lcStatusOf(t, d, id)
					after, _ := s.Counts(ctx)
					if !membership.Allowed(action, from) {
						if app.ErrorCode(err) != app.ECONFLICT || app.ErrorText(err).Key != "transitionNotAllowed" {
							t.Fatalf("%s from %s: %v, want transitionNotAllowed", action, from, err)
						}
						if p := app.ErrorText(err).Params; p["from"] != from || p["to"] != rule.To {
							t.Fatalf("params %v", p)
						}
						if ms != from || cs != from || lcAudit(t, d, id, action) != 0 || after[from] != before[from] {
							t.Fatalf("refused %s changed something: %s/%s", action, ms, cs)
						}
						return
					}
					if err != nil {
						t.Fatalf("%s from %s: %v", action, from, err)
					}
					if m.Status != rule.To || ms != rule.To || cs != rule.To {
						t.Fatalf("%s from %s: %s, stored %s/%s, want %s", action, from, m.Status, ms, cs, rule.To)
					}
					if lcAudit(t, d, id, action) != 1 {
						t.Fatalf("no audit entry for %s", action)
					}
					if after[from] != before[from]-1 || after[rule.To] != before[rule.To]+1 || after["all"] != before["all"] {
						t.Fatalf("counts %v → %v", before, after)
					}
				})
			}
		}
		// Admission is not a Transition: its route and store are admission.go's.
		id := lcMember(t, d, "Zoé", "Admise", membership.StatusCandidat)
		if _, err := s.Transition(ctx, lcActor, id, membership.ActionAdmit, membership.Input{From: "candidat", Date: "2026-01-01"}); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("admit through Transition: %v", err)
		}
	})
}

// What each transition records, and what it refuses before it looks at the status.
func TestTransitionFields(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := membership.New(d)
		id := lcMember(t, d, "Jean", "Rejeté", membership.StatusExamen)
		for _, c := range []struct {
			action string
			in     membership.Input
			code   string
			field  string
		}{
			{membership.ActionReject, membership.Input{From: "examen"}, app.EINVALID, "reason"},
			{membership.ActionReject, membership.Input{Reason: "x"}, app.EINVALID, "from"},
			{membership.ActionReject, membership.Input{From: "candidat", Reason: "x"}, app.ECONFLICT, ""},
			{"promote", membership.Input{From: "examen"}, app.ENOTFOUND, ""},
		} {
			_, err := s.Transition(ctx, lcActor, id, c.action, c.in)
			if app.ErrorCode(err) != c.code || (c.field != "" && app.ErrorFields(err)[c.field] == "") {
				t.Fatalf("%s %+v: %v, want %s on %q", c.action, c.in, err, c.code, c.field)
			}
		}
		if _, err := s.Transition(ctx, lcActor, id, membership.ActionReject, membership.Input{From: "candidat", Reason: "x"}); app.ErrorText(err).Key != "membershipChanged" {
			t.Fatalf("stale from: %v", err)
		}
		m, err := s.Transition(ctx, lcActor, id, membership.ActionReject, membership.Input{From: "examen", Reason: "  Parts non libérées  "})
		if err != nil || m.RejectedReason != "Parts non libérées" || m.DecidedAt == nil {
			t.Fatalf("reject: %+v %v", m, err)
		}
		if _, err := s.Transition(ctx, lcActor, 999999, membership.ActionReview, membership.Input{From: "candidat"}); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("unknown tiers: %v", err)
		}

		id = lcMember(t, d, "Anne", "Sortante", membership.StatusActif)
		for _, in := range []membership.Input{
			{From: "actif", ExitKind: "depart", Date: "2026-06-30", Reason: "x"},
			{From: "actif", ExitKind: "deces", Date: "30/06/2026", Reason: "x"},
			{From: "actif", ExitKind: "exclusion", Date: "2026-06-30"},
		} {
			if _, err := s.Transition(ctx, lcActor, id, membership.ActionExit, in); app.ErrorCode(err) != app.EINVALID {
				t.Fatalf("exit %+v: %v", in, err)
			}
		}
		m, err = s.Transition(ctx, lcActor, id, membership.ActionExit, membership.Input{From: "actif", ExitKind: "exclusion", Date: "2026-06-30", Reason: "Faute grave"})
		if err != nil || m.ExitKind != "exclusion" || m.ExitDate != "2026-06-30" || m.ExitReason != "Faute grave" {
			t.Fatalf("exit: %+v %v", m, err)
		}
		m, err = s.Transition(ctx, lcActor, id, membership.ActionComplete, membership.Input{From: "sortant", Date: "2026-07-01"})
		if err != nil || m.Status != "sorti" || m.ExitCompletedOn != "2026-07-01" || m.ExitReason != "Faute grave" {
			t.Fatalf("complete: %+v %v", m, err)
		}
		entries, err := audit.New(d).History(ctx, audit.RecordMembership, id)
		if err != nil || len(entries) < 3 {
			t.Fatalf("history: %v %v", entries, err)
		}
		found := false
		for _, e := range entries {
			for _, c := range e.Changes {
				found = found || (e.Action == "exit" && c.Field == "status" && c.Before == "actif" && c.After == "sortant")
			}
		}
		if !found {
			t.Fatalf("no status change actif → sortant in %+v", entries)
		}
	})
}

// Two people moving the same membership at once from the same state: one
// wins, the other gets a conflict, and the audit log holds one transition.
func TestConcurrentTransitions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := membership.New(d)
		for round := 0; round < 3; round++ {
			id := lcMember(t, d, "Paul", fmt.Sprintf("Concurrent%d", round), membership.StatusCandidat)
			actions := []string{membership.ActionReview, membership.ActionReject, membership.ActionReview, membership.ActionReject}
			errs := make([]error, len(actions))
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i, a := range actions {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, errs[i] = s.Transition(ctx, lcActor, id, a, lcInput(a, membership.StatusCandidat))
				}()
			}
			close(start)
			wg.Wait()
			won := 0
			for _, err := range errs {
				if err == nil {
					won++
				} else if app.ErrorCode(err) != app.ECONFLICT {
					t.Fatalf("loser got %v, want a conflict", err)
				}
			}
			var n int
			d.QueryRowContext(ctx, `SELECT count(*) FROM audit_log WHERE record_type = 'membership' AND record_id = $1 AND action IN ('review', 'reject')`, id).Scan(&n)
			if won != 1 || n != 1 {
				t.Fatalf("%d won, %d entries: %v", won, n, errs)
			}
		}
	})
}

// Two people adding the same tiers as a member at once: one wins, the other
// is told the person already has a membership.
func TestConcurrentAdds(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := membership.New(d)
		tiers, err := registry.New(d).CreateTiers(ctx, lcActor, registry.Input{FirstName: "Inès", LastName: "Double", Email: "ines@example.org"})
		if err != nil {
			t.Fatal(err)
		}
		errs := make([]error, 4)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = s.AddMember(ctx, lcActor, membership.AddInput{TiersID: tiers.ID}, 1, 10)
			}()
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			if err == nil {
				won++
			} else if app.ErrorText(err).Key != "alreadyMember" {
				t.Fatalf("loser got %v", err)
			}
		}
		if won != 1 {
			t.Fatalf("%d adds won: %v", won, errs)
		}
	})
}

// The list: by status, searched whatever the accents, sorted, counted from
// the kept counts; staff adding a member.
func TestListMembers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := membership.New(d)
		reg := registry.New(d)
		if _, err := reg.CreateTiers(ctx, lcActor, registry.Input{FirstName: "Pas", LastName: "Membre", Email: "pas@example.org"}); err != nil {
			t.Fatal(err)
		}
		lcMember(t, d, "Élodie", "Durand", membership.StatusCandidat)
		lcMember(t, d, "Bruno", "Martin", membership.StatusActif)
		lcMember(t, d, "Chloé", "Bernard", membership.StatusActif)
		list, total, err := s.ListMembers(ctx, membership.Filter{})
		if err != nil || total != 3 || len(list) != 3 || list[0].Tiers.LastName != "Martin" {
			t.Fatalf("all: %d %+v %v", total, list, err)
		}
		list, total, _ = s.ListMembers(ctx, membership.Filter{Status: "actif", SortBy: "name", SortDesc: true})
		if total != 2 || list[0].Tiers.FirstName != "Chloé" {
			t.Fatalf("actif: %d %+v", total, list)
		}
		for _, q := range []string{"elodie", "ÉLO", "durand@", "dur"} {
			list, total, _ = s.ListMembers(ctx, membership.Filter{Q: q})
			if total != 1 || len(list) != 1 || list[0].Tiers.LastName != "Durand" {
				t.Fatalf("search %q: %d %+v", q, total, list)
			}
		}
		for _, sort := range membership.Sorts {
			if _, n, err := s.ListMembers(ctx, membership.Filter{SortBy: sort, SortDesc: true}); err != nil || n != 3 {
				t.Fatalf("sort %s: %d %v", sort, n, err)
			}
		}
		for _, f := range []membership.Filter{{Status: "member"}, {SortBy: "email"}, {PerPage: 7}, {Page: -1}} {
			if _, _, err := s.ListMembers(ctx, f); app.ErrorCode(err) != app.EINVALID {
				t.Fatalf("filter %+v: %v", f, err)
			}
		}
		counts, err := s.Counts(ctx)
		if err != nil || counts["all"] != 3 || counts["actif"] != 2 || counts["candidat"] != 1 || counts["sorti"] != 0 {
			t.Fatalf("counts %v %v", counts, err)
		}
		// Adding: a tiers of the register, once.
		pas, _, _ := reg.ListTiers(ctx, registry.Filter{Q: "pas@example.org"})
		m, err := s.AddMember(ctx, lcActor, membership.AddInput{TiersID: pas[0].ID, PartsWished: 3}, 1, 10)
		if err != nil || m.Membership.Status != "candidat" || m.Tiers.MemberStatus != "candidat" || m.Membership.PartsWished != 3 {
			t.Fatalf("add: %+v %v", m, err)
		}
		if _, err := s.AddMember(ctx, lcActor, membership.AddInput{TiersID: pas[0].ID}, 1, 10); app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("added twice: %v", err)
		}
		for _, in := range []membership.AddInput{{}, {TiersID: 999999}, {TiersID: pas[0].ID, PartsWished: 11},
			{Tiers: &registry.Input{FirstName: "Sans", LastName: "Courriel"}}} {
			if _, err := s.AddMember(ctx, lcActor, in, 1, 10); err == nil {
				t.Fatalf("add %+v: accepted", in)
			}
		}
		if counts, _ := s.Counts(ctx); counts["all"] != 4 || counts["candidat"] != 2 {
			t.Fatalf("counts after add %v", counts)
		}
	})
}

// The membership card is a PDF for admitted, active and leaving members only.
func TestCard(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := membership.New(d)
		tr := func(k string) string { return k }
		for _, st := range membership.Statuses {
			id := lcMember(t, d, "Łukasz", "Carte"+st, st)
			m, err := s.FindMember(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytesBuffer
			err = membership.WriteCard(&buf, "Coopérative Test", m, "fr", tr)
			want := st == "admis" || st == "actif" || st == "sortant"
			if want && (err != nil || string(buf[:5]) != "%PDF-") {
				t.Fatalf("%s: %v", st, err)
			}
			if !want && app.ErrorCode(err) != app.ECONFLICT {
				t.Fatalf("%s: %v", st, err)
			}
		}
	})
}

type bytesBuffer []byte

func (b *bytesBuffer) Write(p []byte) (int, error) { *b = append(*b, p...); return len(p), nil }

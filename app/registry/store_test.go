package registry

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

var admin = audit.Actor{Name: "Test", IP: "192.0.2.1"}

func person(first, last, email, city string) Input {
	return Input{Kind: KindPerson, FirstName: first, LastName: last, Email: email, City: city, IsClient: true}
}

func mustCreate(t *testing.T, s *Store, in Input) Tiers {
	t.Helper()
	tr, err := s.CreateTiers(context.Background(), admin, in)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func countRows(t *testing.T, d *db.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := d.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// The list filters by role and kind, searches accent-blind over name,
// e-mail, SIREN and city, sorts and pages with the users list's rules.
func TestListTiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		mustCreate(t, s, person("Élodie", "Dupré", "elodie@exemple.coop", "Besançon"))
		mustCreate(t, s, person("Marc", "Aubert", "marc@exemple.coop", "Lyon"))
		mustCreate(t, s, Input{Kind: KindEntity, CompanyName: "Atelier Œuvre", LegalForm: "scop", SIREN: "732 829 320", Email: "contact@oeuvre.coop", City: "Nantes", IsClient: true})
		holder := person("Zoé", "Martin", "zoe@exemple.coop", "Paris")
		holder.IsClient, holder.IsShareholder, holder.HolderCategory = false, true, "investors"
		mustCreate(t, s, holder)

		for _, c := range []struct {
			name  string
			f     Filter
			total int
			first string
		}{
			{"clients by name", Filter{Role: RoleClient}, 3, "Atelier Œuvre"},
			{"everyone", Filter{}, 4, "Atelier Œuvre"},
			{"shareholders", Filter{Role: RoleShareholder}, 1, "Zoé Martin"},
			{"members: none yet", Filter{Role: RoleMember}, 0, ""},
			{"persons", Filter{Role: RoleClient, Kind: KindPerson}, 2, "Élodie Dupré"},
			{"accent-blind name", Filter{Q: "dupre"}, 1, "Élodie Dupré"},
			{"short search", Filter{Q: "du"}, 1, "Élodie Dupré"},
			{"capitals and accents", Filter{Q: "ÉLODIE"}, 1, "Élodie Dupré"},
			{"ligature", Filter{Q: "oeuvre"}, 1, "Atelier Œuvre"},
			{"e-mail", Filter{Q: "marc@"}, 1, "Marc Aubert"},
			{"SIREN with spaces", Filter{Q: "732 829"}, 1, "Atelier Œuvre"},
			{"city without its cedilla", Filter{Q: "besancon"}, 1, "Élodie Dupré"},
			{"city by name", Filter{Q: "nantes"}, 1, "Atelier Œuvre"},
			{"sort by city, descending", Filter{SortBy: "city", SortDesc: true}, 4, "Zoé Martin"},
			{"page 2 of 2 a page", Filter{PerPage: 10, Page: 2}, 4, ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				list, total, err := s.ListTiers(ctx, c.f)
				if err != nil {
					t.Fatal(err)
				}
				if total != c.total {
					t.Errorf("total %d, want %d", total, c.total)
				}
				if c.first == "" && len(list) > 0 && c.total == 0 {
					t.Errorf("rows without a total: %v", list)
				}
				if c.first != "" && (len(list) == 0 || list[0].Name != c.first) {
					t.Errorf("first %v, want %s", list, c.first)
				}
			})
		}
		for name, f := range map[string]Filter{"role": {Role: "owner"}, "kind": {Kind: "robot"}, "sortBy": {SortBy: "iban"},
			"perPage": {PerPage: 1000}, "page": {Page: -1}} {
			if _, _, err := s.ListTiers(ctx, f); app.ErrorFields(err)[name] == "" {
				t.Errorf("%s: want a field error, got %v", name, err)
			}
		}

		counts, err := s.Counts(ctx, RoleClient)
		if err != nil {
			t.Fatal(err)
		}
		if counts["all"] != 3 || counts["persons"] != 2 || counts["entities"] != 1 || counts["noIban"] != 3 {
			t.Errorf("counts %v", counts)
		}
		// Kept until the next write, then counted again.
		mustCreate(t, s, person("Léa", "Roux", "lea@exemple.coop", "Lille"))
		if counts, _ := s.Counts(ctx, RoleClient); counts["all"] != 4 {
			t.Errorf("counts after a write %v", counts)
		}
		if _, total, _ := s.ListTiers(ctx, Filter{Role: RoleClient}); total != 4 {
			t.Errorf("total after a write %d", total)
		}

		var names []string
		if err := s.EachTiers(ctx, Filter{Role: RoleClient, SortBy: "name"}, func(t Tiers) error { names = append(names, t.Name); return nil }); err != nil {
			t.Fatal(err)
		}
		if strings.Join(names, ",") != "Atelier Œuvre,Élodie Dupré,Léa Roux,Marc Aubert" {
			t.Errorf("export order %v", names)
		}
		got, err := s.Suggest(ctx, "dupr", 5)
		if err != nil || len(got) != 1 || got[0].Email != "elodie@exemple.coop" {
			t.Errorf("suggest %v %v", got, err)
		}
	})
}

// An invalid SIREN or IBAN is refused under its field, and nothing is saved:
// neither the tiers nor an audit entry.
func TestCreateAndUpdateRefuseBadIdentifiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		bad := Input{Kind: KindEntity, CompanyName: "Mauvais Numéro", LegalForm: "sarl", SIREN: "732829321", IBAN: "FR76 3000 6000 0112 3456 7890 188", Email: "x@exemple.coop"}
		_, err := s.CreateTiers(ctx, admin, bad)
		f := app.ErrorFields(err)
		if app.ErrorCode(err) != app.EINVALID || f["siren"] == "" || f["iban"] == "" {
			t.Fatalf("want siren and iban field errors, got %v", err)
		}
		if n := countRows(t, d, `SELECT count(*) FROM clients WHERE name = $1`, "Mauvais Numéro"); n != 0 {
			t.Errorf("saved %d", n)
		}
		if n := countRows(t, d, `SELECT count(*) FROM audit_log`); n != 0 {
			t.Errorf("audit entries %d", n)
		}

		good := bad
		good.SIREN, good.IBAN = "73282932000074", "fr76 3000 6000 0112 3456 7890 189"
		tr := mustCreate(t, s, good)
		if tr.SIREN != "73282932000074" || tr.IBAN != "FR7630006000011234567890189" || !tr.IsClient == good.IsClient {
			t.Errorf("stored %+v", tr)
		}
		in := InputOf(tr)
		in.IBAN = "FR76 3000 6000 0112 3456 7890 18"
		if _, err := s.UpdateTiers(ctx, admin, tr.ID, in); app.ErrorFields(err)["iban"] == "" {
			t.Fatalf("update: want an iban error, got %v", err)
		}
		in.IBAN, in.City = tr.IBAN, "Rennes"
		if _, err := s.UpdateTiers(ctx, admin, tr.ID, in); err != nil {
			t.Fatal(err)
		}
		entries, _, err := audit.New(d).ListEntries(ctx, audit.Filter{RecordType: audit.RecordTiers, RecordID: tr.ID})
		if err != nil || len(entries) != 2 || entries[0].Action != "updated" || len(entries[0].Changes) != 1 ||
			entries[0].Changes[0].Field != "city" || entries[0].Changes[0].After != "Rennes" || entries[0].IP != admin.IP {
			t.Errorf("audit %+v %v", entries, err)
		}
	})
}

var pdf = []byte("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")

// Documents: PDF, JPEG or PNG only, at most 5 MB; read by staff or by the
// person whose account the tiers is, nobody else; adding and deleting are audited.
func TestDocuments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		fs := files.New(d, t.TempDir())
		tr := mustCreate(t, s, person("Élodie", "Dupré", "elodie@exemple.coop", "Besançon"))
		if _, err := s.AddDocument(ctx, fs, admin, tr.ID, "rib", "page.html", strings.NewReader("<html><body>hi</body></html>")); app.ErrorFields(err)["file"] == "" {
			t.Errorf("html: want a file error, got %v", err)
		}
		if _, err := s.AddDocument(ctx, fs, admin, tr.ID, "passport", "a.pdf", bytes.NewReader(pdf)); app.ErrorFields(err)["kind"] == "" {
			t.Errorf("kind: want a kind error, got %v", err)
		}
		big := append(append([]byte{}, pdf...), make([]byte, MaxDocument)...)
		if _, err := s.AddDocument(ctx, fs, admin, tr.ID, "rib", "big.pdf", bytes.NewReader(big)); app.ErrorCode(err) != app.ETOOLARGE {
			t.Errorf("big: want too large, got %v", err)
		}
		if _, err := s.AddDocument(ctx, fs, admin, 9999, "rib", "a.pdf", bytes.NewReader(pdf)); !errors.Is(err, ErrNotFound) {
			t.Errorf("unknown tiers: %v", err)
		}
		doc, err := s.AddDocument(ctx, fs, admin, tr.ID, "rib", `../../RIB "Dupré".pdf`, bytes.NewReader(pdf))
		if err != nil {
			t.Fatal(err)
		}
		if doc.Name != "RIB Dupré.pdf" || doc.ContentType != "application/pdf" || doc.Size != int64(len(pdf)) {
			t.Errorf("doc %+v", doc)
		}
		list, err := s.ListDocuments(ctx, tr.ID)
		if err != nil || len(list) != 1 || list[0].ID != doc.ID {
			t.Fatalf("list %v %v", list, err)
		}

		// Staff read it; the person once their account is the tiers'; nobody else.
		var userID int64
		if err := d.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ('Élodie Dupré', 'elodie', 'elodie@exemple.coop', 'x', 'member', $1, $1) RETURNING id`, time.Now().UTC()).Scan(&userID); err != nil {
			t.Fatal(err)
		}
		f, err := s.OpenDocument(ctx, fs, true, 0, tr.ID, doc.ID)
		if err != nil {
			t.Fatal(err)
		}
		f.Body.Close()
		if _, err := s.OpenDocument(ctx, fs, false, 424242, tr.ID, doc.ID); !errors.Is(err, ErrDocumentNotFound) {
			t.Errorf("stranger: %v", err)
		}
		if _, err := s.OpenDocument(ctx, fs, true, 0, tr.ID+1, doc.ID); !errors.Is(err, ErrDocumentNotFound) {
			t.Errorf("another tiers' path: %v", err)
		}
		{
			if _, err := d.ExecContext(ctx, `UPDATE clients SET user_id = $1 WHERE id = $2`, userID, tr.ID); err != nil {
				t.Fatal(err)
			}
			f, err := s.OpenDocument(ctx, fs, false, userID, tr.ID, doc.ID)
			if err != nil {
				t.Fatalf("own document: %v", err)
			}
			f.Body.Close()
		}

		if _, err := s.DeleteDocument(ctx, admin, tr.ID, doc.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DeleteDocument(ctx, admin, tr.ID, doc.ID); !errors.Is(err, ErrDocumentNotFound) {
			t.Errorf("deleted twice: %v", err)
		}
		entries, err := audit.New(d).History(ctx, audit.RecordDocument, tr.ID)
		if err != nil || len(entries) != 2 || entries[0].Action != "deleted" || entries[1].Action != "created" {
			t.Errorf("document audit %+v %v", entries, err)
		}
	})
}

package coopconfig_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"partage/app/audit"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db/dbtest"
	"partage/app/files"
	"partage/app/invoice"
	"partage/app/membership"
)

// pdfTool runs a Poppler tool (pdftotext, pdfimages -list) on pdf and returns its output.
func pdfTool(t *testing.T, pdf []byte, name string, args ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(path, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	if name == "pdftotext" {
		args = append(args, path, "-")
	} else {
		args = append(args, path)
	}
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return strings.ReplaceAll(string(out), "\u00a0", " ")
}

// The invoice and the membership card print the saved name and logo.
func TestLetterheadOnPDFs(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	store := coopconfig.New(d, files.New(d, t.TempDir()), coopconfig.Defaults(config.Coop{Name: "Coopérative Test"}, true))
	set, _ := store.Get(ctx)
	set.Identity.Name, set.Identity.City = "Coopérative des Tisserands", "Lyon"
	if _, err := store.Save(ctx, audit.Actor{Name: "test"}, set); err != nil {
		t.Fatal(err)
	}
	var logo bytes.Buffer
	png.Encode(&logo, image.NewRGBA(image.Rect(0, 0, 60, 20)))
	if _, err := store.SetLogo(ctx, audit.Actor{Name: "test"}, &logo); err != nil {
		t.Fatal(err)
	}
	head, err := store.Letterhead(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tr := func(k string) string { return k }
	var inv, card bytes.Buffer
	d1 := invoice.Detail{Invoice: invoice.Invoice{ID: 7, IssuedDate: "2026-03-01", DueDate: "2026-03-31", TotalCents: 1000, BalanceCents: 1000}}
	if err := invoice.WritePDFOn(&inv, head, d1, "fr", tr); err != nil {
		t.Fatal(err)
	}
	m := membership.Member{}
	m.Tiers.Name, m.Membership.Status, m.Membership.Number, m.Membership.AdmittedOn = "Marc Actifard", membership.StatusActif, 12, "2026-03-14"
	if err := membership.WriteCardOn(&card, head, m, "fr", tr); err != nil {
		t.Fatal(err)
	}
	for name, pdf := range map[string][]byte{"invoice": inv.Bytes(), "card": card.Bytes()} {
		if text := pdfTool(t, pdf, "pdftotext", "-enc", "UTF-8"); !strings.Contains(text, "Coopérative des Tisserands") {
			t.Errorf("the %s does not name the cooperative:\n%s", name, text)
		}
		if images := pdfTool(t, pdf, "pdfimages", "-list"); strings.Count(images, "\n") < 3 {
			t.Errorf("the %s has no logo:\n%s", name, images)
		}
	}
}

package coopconfig_test

import (
	"bytes"
	"context"
	"image"
	"image/jpeg"
	"testing"

	"partage/app"
	"partage/app/audit"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

// Two instances on one database: what one saves, the other reads at once;
// a refused save changes nothing; the logo is kept and removed.
func TestSaveAcrossInstances(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		defaults := coopconfig.Defaults(config.Coop{Name: "Coopérative Test", PartsMin: 1, PartsMax: 50}, false)
		fs := files.New(d, t.TempDir())
		one, two := coopconfig.New(d, fs, defaults), coopconfig.New(d, fs, defaults)
		a := audit.Actor{Name: "test"}
		set, err := two.Get(ctx)
		if err != nil || set.Identity.Name != "Coopérative Test" || two.RegistrationOpen(ctx) || len(set.RequiredDocuments) != 0 {
			t.Fatalf("defaults: %+v %v", set, err)
		}

		bad := set
		bad.Categories = append([]coopconfig.Category{}, set.Categories...)
		bad.Categories[1].Members = true
		bad.Interest.CapBasisPoints = 2500
		_, err = one.Save(ctx, a, bad)
		if f := app.ErrorFieldTexts(err); app.ErrorCode(err) != app.EINVALID || f["categories"].Key != "membersCategoryOne" || f["interest.capBasisPoints"].Key != "interestCapRule" {
			t.Fatalf("a bad save: %v %v", err, f)
		}

		set.RegistrationOpen, set.Identity.Name = true, "  Les Tisserands  "
		set.Mail = coopconfig.Mail{SenderName: "Les Tisserands", SenderAddress: "bonjour@tisserands.example"}
		if _, err := one.Save(ctx, a, set); err != nil {
			t.Fatal(err)
		}
		got, err := two.Get(ctx)
		if err != nil || got.Identity.Name != "Les Tisserands" || !two.RegistrationOpen(ctx) || got.UpdatedAt == nil {
			t.Fatalf("the other instance reads: %+v %v", got, err)
		}
		if name, address := two.Sender(ctx); name != "Les Tisserands" || address != "bonjour@tisserands.example" {
			t.Fatalf("sender: %q %q", name, address)
		}

		// The logo: a JPEG is kept and printed; text is refused; removal is recorded.
		if _, err := one.SetLogo(ctx, a, bytes.NewReader([]byte("GIF89a not really"))); app.ErrorFieldTexts(err)["logo"].Key != "logoType" {
			t.Fatalf("a GIF as logo: %v", err)
		}
		var jpg bytes.Buffer
		jpeg.Encode(&jpg, image.NewGray(image.Rect(0, 0, 30, 10)), nil)
		if s, err := one.SetLogo(ctx, a, bytes.NewReader(jpg.Bytes())); err != nil || !s.Identity.HasLogo {
			t.Fatalf("a JPEG logo: %v", err)
		}
		head, err := two.Letterhead(ctx)
		if err != nil || head.Name != "Les Tisserands" || head.LogoType != "image/jpeg" || !bytes.Equal(head.Logo, jpg.Bytes()) {
			t.Fatalf("letterhead: %+v %v", head.Name, err)
		}
		if s, err := two.RemoveLogo(ctx, a); err != nil || s.Identity.HasLogo {
			t.Fatalf("remove: %v", err)
		}
		entries, err := audit.New(d).History(ctx, audit.RecordSettings, 1)
		if err != nil || len(entries) != 3 {
			t.Fatalf("%d audit entries: %v", len(entries), err)
		}
	})
}

package shop_test

import (
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/shop"
)

// lyon is a good French address.
var lyon = shop.Address{FullName: "Camille Martin", Line1: "12 rue des Tisserands", PostalCode: "69004", City: "Lyon"}

func TestAddressesAreChecked(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newCartEnv(t, d)
		me := e.user()
		with := func(change func(a *shop.Address)) shop.Address {
			a := lyon
			change(&a)
			return a
		}
		for _, c := range []struct {
			a          shop.Address
			field, key string
		}{
			{with(func(a *shop.Address) { a.FullName = "  " }), "fullName", "fullNameRequired"},
			{with(func(a *shop.Address) { a.Line1 = "" }), "line1", "addressLine1Required"},
			{with(func(a *shop.Address) { a.City = "" }), "city", "addressCityRequired"},
			{with(func(a *shop.Address) { a.PostalCode = "6900" }), "postalCode", "addressPostalFrance"},
			{with(func(a *shop.Address) { a.PostalCode = "69 004" }), "postalCode", "addressPostalFrance"},
			{with(func(a *shop.Address) { a.Country = "BE"; a.PostalCode = "1" }), "postalCode", "addressPostalFormat"},
			{with(func(a *shop.Address) { a.Country = "DE"; a.PostalCode = "10115-ABCDEF" }), "postalCode", "addressPostalFormat"},
			{with(func(a *shop.Address) { a.Country = "ZZ" }), "country", "addressCountryChoice"},
			{with(func(a *shop.Address) { a.Country = "France" }), "country", "addressCountryChoice"},
			{with(func(a *shop.Address) { a.Phone = "appelez-moi" }), "phone", "addressPhoneFormat"},
			{with(func(a *shop.Address) { a.Phone = "12 34" }), "phone", "addressPhoneFormat"},
			{with(func(a *shop.Address) { a.Label = "chateau" }), "label", "addressLabelChoice"},
		} {
			_, err := e.s.SaveAddress(e.ctx, me, 0, c.a)
			wantField(t, err, c.field, c.key)
		}
		if list, _ := e.s.Addresses(e.ctx, me); len(list) != 0 {
			t.Fatalf("a refused address was saved: %+v", list)
		}
		// Other countries take 2 to 10 letters and digits; the country and label are read in any case.
		a, err := e.s.SaveAddress(e.ctx, me, 0, with(func(a *shop.Address) {
			a.Country, a.PostalCode, a.Phone, a.Label = "gb", "sw1a 1aa", "+44 (0)20 7946 0958", "Office"
		}))
		if err != nil || a.Country != "GB" || a.PostalCode != "SW1A 1AA" || a.Label != "office" {
			t.Fatalf("a British address: %+v %v", a, err)
		}
	})
}

func TestAddressesAreOwnWithOneDefault(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newCartEnv(t, d)
		me, other := e.user(), e.user()
		first, err := e.s.SaveAddress(e.ctx, me, 0, lyon)
		if err != nil || !first.IsDefault || first.Country != "FR" || first.Label != "home" {
			t.Fatalf("the first address is the default: %+v %v", first, err)
		}
		office := lyon
		office.Line1, office.Label = "3 place Bellecour", "office"
		second, err := e.s.SaveAddress(e.ctx, me, 0, office)
		if err != nil || second.IsDefault {
			t.Fatalf("the second: %+v %v", second, err)
		}
		second.IsDefault = true
		if second, err = e.s.SaveAddress(e.ctx, me, second.ID, second); err != nil || !second.IsDefault {
			t.Fatalf("made the default: %+v %v", second, err)
		}
		list, err := e.s.Addresses(e.ctx, me)
		if err != nil || len(list) != 2 || list[0].ID != second.ID || list[1].IsDefault {
			t.Fatalf("one default, first: %+v %v", list, err)
		}
		// Another person's address is not found, to read, change or delete.
		if _, err := e.s.AddressOf(e.ctx, d, other, first.ID); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("read another's: %v", err)
		}
		if _, err := e.s.SaveAddress(e.ctx, other, first.ID, lyon); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("change another's: %v", err)
		}
		if err := e.s.DeleteAddress(e.ctx, other, first.ID); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("delete another's: %v", err)
		}
		// Deleting the default makes the oldest other one the default.
		if err := e.s.DeleteAddress(e.ctx, me, second.ID); err != nil {
			t.Fatal(err)
		}
		if list, _ = e.s.Addresses(e.ctx, me); len(list) != 1 || !list[0].IsDefault || list[0].ID != first.ID {
			t.Fatalf("after deleting the default: %+v", list)
		}
		for i := 1; i < shop.MaxAddresses; i++ {
			if _, err := e.s.SaveAddress(e.ctx, me, 0, lyon); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := e.s.SaveAddress(e.ctx, me, 0, lyon); app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("one address too many: %v", err)
		}
	})
}

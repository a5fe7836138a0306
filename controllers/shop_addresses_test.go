package controllers_test

import (
	"fmt"
	"testing"
)

func TestShopAddressCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, me := e.addUser(t, "client", "acheteuse@exemple.fr")
		_, other := e.addUser(t, "member", "voisin@exemple.fr")
		addresses := "/apps/ecommerce/addresses"
		home := map[string]any{"fullName": "Camille Martin", "line1": "12 rue des Tisserands", "postalCode": "69004", "city": "Lyon", "country": "FR"}
		created := e.do(nil, "POST", addresses, home, me)
		if created.status != 201 {
			t.Fatalf("create: %d %s", created.status, created.body)
		}
		a := created.json(t)
		if at(a, "address.isDefault") != true || at(a, "address.label") != "home" {
			t.Fatalf("the first address: %v", a)
		}
		id := fmt.Sprint(at(a, "address.id"))
		office := map[string]any{"label": "office", "fullName": "Camille Martin", "line1": "3 place Bellecour", "postalCode": "69002",
			"city": "Lyon", "country": "FR", "isDefault": true, "phone": "04 78 00 00 00"}
		e.runCartCalls(t, []cartCall{
			{"signed out", "GET", addresses, nil, nil, 401, nil},
			{"bad fields", "POST", addresses, map[string]any{"fullName": "", "line1": "", "postalCode": "1", "city": "", "country": "XX", "phone": "?"}, me, 400,
				map[string]any{"error.field_keys.fullName.key": "server.fullNameRequired", "error.field_keys.line1.key": "server.addressLine1Required",
					"error.field_keys.city.key": "server.addressCityRequired", "error.field_keys.country.key": "server.addressCountryChoice",
					"error.field_keys.phone.key": "server.addressPhoneFormat", "error.field_keys.postalCode.key": "server.addressPostalFormat"}},
			{"a French postal code", "POST", addresses, map[string]any{"fullName": "A", "line1": "B", "postalCode": "6900", "city": "C"}, me, 400,
				map[string]any{"error.field_keys.postalCode.key": "server.addressPostalFrance"}},
			{"a second, the default", "POST", addresses, office, me, 201, map[string]any{"address.isDefault": true, "address.label": "office"}},
			{"the list", "GET", addresses, nil, me, 200, map[string]any{"addresses.0.label": "office", "addresses.1.id": at(a, "address.id"), "addresses.1.isDefault": false}},
			{"another's list", "GET", addresses, nil, other, 200, map[string]any{"addresses": []any{}}},
			{"another's address", "PUT", addresses + "/" + id, home, other, 404, nil},
			{"deleting another's", "DELETE", addresses + "/" + id, nil, other, 404, nil},
			{"changed", "PUT", addresses + "/" + id, map[string]any{"fullName": "Camille Martin", "line1": "14 rue des Tisserands", "postalCode": "69004",
				"city": "Lyon", "country": "fr"}, me, 200, map[string]any{"address.line1": "14 rue des Tisserands", "address.country": "FR"}},
			{"deleted", "DELETE", addresses + "/" + id, nil, me, 200, nil},
			{"deleted twice", "DELETE", addresses + "/" + id, nil, me, 404, nil},
			{"an unknown one", "PUT", addresses + "/999999", home, me, 404, nil},
		})
	})
}

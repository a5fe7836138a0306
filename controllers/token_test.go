package controllers_test

import (
	"testing"

	"partage/app/db"
)

// An access token stops working, on every instance, the moment its user logs
// out, a spent refresh token is used again (its family is revoked), or the
// password is reset — not ten minutes later.
func TestAccessTokensEnd(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		one, two := startIn(t, d, dataDir, nil), start(t, d, nil) // two instances on one database
		works := func(e *env, access string) int {
			return e.do(nil, "GET", "/api/bookmarks/data", nil, map[string]string{"Authorization": "Bearer " + access}).status
		}
		// Both instances have checked and kept the token and its user.
		both := func(what, access string, want int) {
			t.Helper()
			for i, e := range []*env{one, two} {
				if got := works(e, access); got != want {
					t.Fatalf("%s: instance %d answers %d, want %d", what, i+1, got, want)
				}
			}
		}

		// Logout, on the first instance.
		access, refresh := one.token("client@demo.com", "client")
		both("before logout", access, 200)
		if r := one.do(nil, "POST", "/jwt/logout", map[string]string{"refreshToken": refresh}, nil); r.status != 204 {
			t.Fatalf("logout: %d %s", r.status, r.body)
		}
		both("after logout", access, 401)

		// A refresh token used twice: the whole family ends, access tokens included.
		access, refresh = two.token("client@demo.com", "client")
		r := two.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil)
		if r.status != 200 {
			t.Fatalf("refresh: %d %s", r.status, r.body)
		}
		fresh, _ := at(r.json(t), "accessToken").(string)
		both("the refreshed token", fresh, 200)
		both("the first token, still within its ten minutes", access, 200)
		if r := one.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil); r.status != 401 {
			t.Fatalf("reuse: %d", r.status)
		}
		both("after reuse, the refreshed token", fresh, 401)
		both("after reuse, the first token", access, 401)

		// A password reset through a link.
		access, _ = one.token("client@demo.com", "client")
		both("before the reset", access, 200)
		token := one.adminLink(t, 2, "reset-link")
		in := map[string]string{"token": token, "email": "client@demo.com", "password": "a new password", "password_confirmation": "a new password"}
		if r := two.do(nil, "POST", "/reset-password", in, map[string]string{"Accept": "application/json"}); r.status != 200 {
			t.Fatalf("reset: %d %s", r.status, r.body)
		}
		both("after the reset", access, 401)

		// A new sign-in works as before.
		access, _ = two.token("client@demo.com", "a new password")
		both("a new sign-in", access, 200)
	})
}

package seed_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

func TestDemoOnceThenScale(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		for i, want := range []bool{true, false} {
			got, err := seed.Demo(ctx, d, t.TempDir())
			if err != nil || got != want {
				t.Fatalf("Demo run %d: %v %v, want %v", i, got, err, want)
			}
		}
		for range 2 { // twice: synthetic names must not collide across runs
			if err := seed.Scale(ctx, d, 1234); err != nil {
				t.Fatal(err)
			}
		}
		var n int
		d.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n)
		if n != 50+2*1234 { // the demo's 50 users
			t.Fatalf("%d users", n)
		}
	})
}

package auth_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// A burst of parallel guesses is stopped as surely as a sequence: every
// attempt is counted before its password is checked, so at most eight of
// twenty reach the password, the rest are refused with a wait.
func TestSignInLimitsParallelBurst(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		if _, err := s.Register(ctx, auth.RegisterInput{Username: "zoe", Email: "zoe@example.org", Password: "right password"}); err != nil {
			t.Fatal(err)
		}
		// Unknown accounts count like known ones: the limits tell nothing of who exists.
		for _, email := range []string{"zoe@example.org", "nobody@example.org"} {
			burst(t, s, email)
		}
		// The right password from that address waits too; from another it works.
		if _, err := s.SignIn(ctx, "zoe@example.org", "right password", "203.0.113.9"); !errors.As(err, new(*auth.Throttled)) {
			t.Fatalf("right password from the refused address: %v", err)
		}
		if u, err := s.SignIn(ctx, "zoe@example.org", "right password", "198.51.100.4"); err != nil || u.Email != "zoe@example.org" {
			t.Fatalf("right password from another address: %v", err)
		}
	})
}

// burst makes twenty wrong attempts at once on email from one address.
func burst(t *testing.T, s *auth.Service, email string) {
	var mu sync.Mutex
	checked, refused := 0, 0
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := s.SignIn(context.Background(), email, "wrong guess", "203.0.113.9")
			var th *auth.Throttled
			mu.Lock()
			defer mu.Unlock()
			switch {
			case errors.As(err, &th):
				refused++
				if th.RetryAfter <= 14*time.Minute || th.RetryAfter > auth.SignInWindow+time.Second {
					t.Errorf("retry after %s, want about %s", th.RetryAfter, auth.SignInWindow)
				}
			case app.ErrorFieldTexts(err)["email"].Key == auth.MsgInvalidLogin:
				checked++
			default:
				t.Errorf("attempt: %v", err)
			}
		}()
	}
	wg.Wait()
	if checked != 8 || refused != 12 {
		t.Fatalf("%s: %d checked, %d refused; want 8 and 12", email, checked, refused)
	}
}

// Once the window has passed the address may try again, and the prune loop
// forgets buckets nobody used for a window.
func TestSignInLimitsWindow(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		if _, err := s.Register(ctx, auth.RegisterInput{Username: "yann", Email: "yann@example.org", Password: "right password"}); err != nil {
			t.Fatal(err)
		}
		var th *auth.Throttled
		for i := 0; i < 12 && th == nil; i++ {
			_, err := s.SignIn(ctx, "yann@example.org", "wrong guess", "2001:db8::1")
			errors.As(err, &th)
			if th != nil && i != 8 {
				t.Fatalf("refused at attempt %d, want 9", i+1)
			}
		}
		if th == nil {
			t.Fatal("never refused")
		}
		// Another address of the same IPv6 /64 is the same subscriber.
		if _, err := s.SignIn(ctx, "yann@example.org", "right password", "2001:db8::ffff"); !errors.As(err, new(*auth.Throttled)) {
			t.Fatalf("same /64: %v", err)
		}
		age := auth.SignInWindow.Milliseconds() + 1000
		if _, err := d.ExecContext(ctx, `UPDATE sign_in_attempts SET last_at = last_at - $1`, age); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SignIn(ctx, "yann@example.org", "right password", "2001:db8::1"); err != nil {
			t.Fatalf("after the window: %v", err)
		}
		if err := s.PruneTokens(ctx); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM sign_in_attempts WHERE last_at < $1`, time.Now().Add(-auth.SignInWindow).UnixMilli()).Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d old buckets left after pruning (%v)", n, err)
		}
	})
}

package auth

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/netip"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// Sign-in attempts are counted in the database, so every instance applies the
// same limits, in three buckets:
//
//   - an account from one address: a few attempts, then growing delays, then
//     refusals (429) until the window has passed: the guesser is stopped;
//   - an address, whatever the accounts: the same, with room for an office
//     behind one address;
//   - an account, whatever the addresses: only a short delay, never a refusal,
//     so that someone hammering an account from one place cannot keep its owner,
//     signing in from another, out.
//
// An attempt is counted before its password is checked, so a burst of
// parallel guesses is stopped as surely as a sequence; a right password takes
// its attempt back.

// SignInWindow is how long attempts are remembered after the last one, and
// so how long a refused bucket stays refused.
const SignInWindow = 15 * time.Minute

// MsgTooManyAttempts is the key of the answer to a refused attempt; its
// minutes are the wait.
const MsgTooManyAttempts = "tooManyAttempts"

// Throttled is the answer to a sign-in attempt refused because too many were
// made recently; RetryAfter is how long until the next one is taken.
type Throttled struct {
	RetryAfter time.Duration
}

// Error implements the error interface.
func (e *Throttled) Error() string { return e.Message() }

// Message is the English of Text.
func (e *Throttled) Message() string { return e.Text().English() }

// Text is what people are told, the wait rounded up to minutes.
func (e *Throttled) Text() app.Text {
	return app.T(MsgTooManyAttempts, app.Params{"minutes": e.Minutes()})
}

// AppError is the refusal as an app.Error (code app.ETOOMANY) with the text under the e-mail field.
func (e *Throttled) AppError() *app.Error {
	t := e.Text()
	return app.E(app.ETOOMANY, t.Key, t.Params).WithField("email", t.Key, t.Params)
}

// Minutes is the wait rounded up to whole minutes, at least 1.
func (e *Throttled) Minutes() int { return int((e.RetryAfter + time.Minute - 1) / time.Minute) }

// Seconds is the wait rounded up to whole seconds, at least 1 (Retry-After).
func (e *Throttled) Seconds() int { return max(1, int((e.RetryAfter+time.Second-1)/time.Second)) }

// bucketRule is how one kind of bucket slows and refuses.
type bucketRule struct {
	kind        string
	slowAfter   int // attempts taken at full speed
	refuseAfter int // attempts taken at all in a window; 0: never refuse
	firstDelay  time.Duration
	maxDelay    time.Duration
}

// The three buckets (see above).
var (
	pairRule    = bucketRule{kind: "account+address", slowAfter: 3, refuseAfter: 8, firstDelay: 250 * time.Millisecond, maxDelay: time.Second}
	addressRule = bucketRule{kind: "address", slowAfter: 20, refuseAfter: 60, firstDelay: 250 * time.Millisecond, maxDelay: time.Second}
	accountRule = bucketRule{kind: "account", slowAfter: 20, firstDelay: 250 * time.Millisecond, maxDelay: 500 * time.Millisecond}
)

// delay is the wait before the nth attempt in a window is checked: none for
// the first slowAfter, then doubling up to maxDelay.
func (b bucketRule) delay(n int) time.Duration {
	if n <= b.slowAfter {
		return 0
	}
	d := b.firstDelay
	for i := b.slowAfter + 1; i < n && d < b.maxDelay; i++ {
		d *= 2
	}
	return min(d, b.maxDelay)
}

// cap is the count a refused bucket holds: refused attempts do not count, so
// its window runs from the last attempt that was taken.
func (b bucketRule) cap() int {
	if b.refuseAfter == 0 {
		return 1 << 30
	}
	return b.refuseAfter + 1
}

// signInLimits counts attempts in sign_in_attempts.
type signInLimits struct {
	db  *db.DB
	key []byte // buckets are keyed by an HMAC: the table holds no e-mail or address
}

// bucket names one counter: its rule and its key.
type bucket struct {
	rule bucketRule
	key  string
}

// buckets are the counters an attempt on email from addr moves.
func (l *signInLimits) buckets(email, addr string) []bucket {
	account := strings.ToLower(strings.TrimSpace(email))
	address := addressKey(addr)
	return []bucket{
		{pairRule, l.hash(pairRule.kind, account, address)},
		{addressRule, l.hash(addressRule.kind, address)},
		{accountRule, l.hash(accountRule.kind, account)},
	}
}

func (l *signInLimits) hash(parts ...string) string {
	m := hmac.New(sha256.New, l.key)
	m.Write([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(m.Sum(nil)[:20])
}

// addressKey is the address a client is counted under: an IPv4 address, or
// the /64 network of an IPv6 one (one subscriber holds a whole /64).
func addressKey(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// take counts an attempt in every bucket. It returns how long to wait before
// checking the password, or a *Throttled error when a bucket refuses it.
func (l *signInLimits) take(ctx context.Context, bs []bucket, now time.Time) (time.Duration, error) {
	now = now.Truncate(time.Millisecond) // as last_at keeps it
	var wait, retry time.Duration
	err := l.db.Tx(ctx, func(tx *sql.Tx) error {
		wait, retry = 0, 0
		for _, b := range bs {
			var n int
			var last int64
			err := tx.QueryRowContext(ctx, `INSERT INTO sign_in_attempts (bucket, attempts, last_at) VALUES ($1, 1, $2)
				ON CONFLICT (bucket) DO UPDATE SET
				attempts = CASE WHEN sign_in_attempts.last_at < $3 THEN 1
					WHEN sign_in_attempts.attempts >= $4 THEN sign_in_attempts.attempts
					ELSE sign_in_attempts.attempts + 1 END,
				last_at = CASE WHEN sign_in_attempts.last_at >= $3 AND sign_in_attempts.attempts >= $4 THEN sign_in_attempts.last_at
					ELSE $2 END
				RETURNING attempts, last_at`,
				b.key, now.UnixMilli(), now.Add(-SignInWindow).UnixMilli(), b.rule.cap()).Scan(&n, &last)
			if err != nil {
				return fmt.Errorf("auth: count sign-in attempt: %w", err)
			}
			if b.rule.refuseAfter > 0 && n > b.rule.refuseAfter {
				retry = max(retry, time.UnixMilli(last).Add(SignInWindow).Sub(now))
			}
			wait = max(wait, b.rule.delay(n))
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	if retry > 0 {
		return 0, &Throttled{RetryAfter: retry}
	}
	return wait, nil
}

// giveBack takes back a successful attempt: the account and address start
// afresh together, and the other buckets forget this one.
func (l *signInLimits) giveBack(ctx context.Context, bs []bucket) error {
	return l.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sign_in_attempts WHERE bucket = $1`, bs[0].key); err != nil {
			return fmt.Errorf("auth: clear sign-in attempts: %w", err)
		}
		for _, b := range bs[1:] {
			if _, err := tx.ExecContext(ctx, `UPDATE sign_in_attempts SET attempts = attempts - 1 WHERE bucket = $1 AND attempts > 0`, b.key); err != nil {
				return fmt.Errorf("auth: give back sign-in attempt: %w", err)
			}
		}
		return nil
	})
}

// prune deletes the buckets whose window has passed: a sign-in window, or
// for reset requests a reset window.
func (l *signInLimits) prune(ctx context.Context, now time.Time) error {
	if _, err := l.db.ExecContext(ctx, `DELETE FROM sign_in_attempts WHERE last_at < $1 AND (bucket NOT LIKE $2 OR last_at < $3)`,
		now.Add(-SignInWindow).UnixMilli(), resetPrefix+"%", now.Add(-ResetWindow).UnixMilli()); err != nil {
		return fmt.Errorf("auth: prune sign-in attempts: %w", err)
	}
	return nil
}

// SignIn is Login with the brute-force limits: the attempt on email from the
// client address addr is counted, may wait (a growing delay) or be refused
// with a *Throttled error, and a right password takes it back.
func (s *Service) SignIn(ctx context.Context, email, password, addr string) (*User, error) {
	if strings.TrimSpace(email) == "" || password == "" || len(password) > MaxPasswordLen {
		return s.Login(ctx, email, password) // refused before any password is checked
	}
	bs := s.limits.buckets(email, addr)
	wait, err := s.limits.take(ctx, bs, s.now())
	if err != nil {
		return nil, err
	}
	if wait > 0 {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		}
	}
	u, err := s.Login(ctx, email, password)
	if err != nil && !isSuspendedError(err) {
		return nil, err
	}
	if gerr := s.limits.giveBack(ctx, bs); gerr != nil {
		return nil, gerr
	}
	return u, err
}

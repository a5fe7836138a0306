package auth

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Reset requests are counted per account in sign_in_attempts too, so that
// nobody fills an inbox with reset mails: at most ResetsPerWindow in a
// ResetWindow starting at the first one. Beyond, the request is answered as
// always but no link is made and no mail sent. Every address is counted,
// whether it has an account or not, so the count tells nothing either.

// ResetsPerWindow is how many reset links one account gets by mail in a ResetWindow.
const ResetsPerWindow = 5

// ResetWindow is the period reset requests are counted over.
const ResetWindow = time.Hour

// resetPrefix starts the bucket of an account's reset requests, apart from
// the sign-in buckets, which are forgotten sooner (see prune).
const resetPrefix = "reset:"

// resetBucket is the bucket counting the reset requests for email.
func (l *signInLimits) resetBucket(email string) string {
	return resetPrefix + l.hash("reset", strings.ToLower(strings.TrimSpace(email)))
}

// takeReset counts a reset request for email and reports whether it is
// within the limit. The window starts at the first request (last_at keeps
// its start) and a new one starts once it has passed.
func (l *signInLimits) takeReset(ctx context.Context, email string, now time.Time) (bool, error) {
	var n int
	err := l.db.QueryRowContext(ctx, `INSERT INTO sign_in_attempts (bucket, attempts, last_at) VALUES ($1, 1, $2)
		ON CONFLICT (bucket) DO UPDATE SET
		attempts = CASE WHEN sign_in_attempts.last_at < $3 THEN 1
			WHEN sign_in_attempts.attempts > $4 THEN sign_in_attempts.attempts
			ELSE sign_in_attempts.attempts + 1 END,
		last_at = CASE WHEN sign_in_attempts.last_at < $3 THEN $2 ELSE sign_in_attempts.last_at END
		RETURNING attempts`,
		l.resetBucket(email), now.UnixMilli(), now.Add(-ResetWindow).UnixMilli(), ResetsPerWindow).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("auth: count reset request: %w", err)
	}
	return n <= ResetsPerWindow, nil
}

package auth

import (
	"testing"
	"time"
)

// The delays grow from the attempt after slowAfter, doubling to their cap.
func TestBucketDelays(t *testing.T) {
	want := []time.Duration{0, 0, 0, 250 * time.Millisecond, 500 * time.Millisecond, time.Second, time.Second, time.Second}
	for i, w := range want {
		if got := pairRule.delay(i + 1); got != w {
			t.Errorf("attempt %d: delay %s, want %s", i+1, got, w)
		}
	}
	if accountRule.refuseAfter != 0 || accountRule.delay(1000) > time.Second {
		t.Error("the account's own bucket must only ever brake a little, never refuse")
	}
	if got := (&Throttled{RetryAfter: 61 * time.Second}); got.Minutes() != 2 || got.Seconds() != 61 {
		t.Errorf("61 s: %d min, %d s", got.Minutes(), got.Seconds())
	}
}

// An IPv6 client is counted by its /64, an IPv4 one (also mapped) by itself.
func TestAddressKey(t *testing.T) {
	for in, want := range map[string]string{
		"203.0.113.7":           "203.0.113.7",
		"::ffff:203.0.113.7":    "203.0.113.7",
		"2001:db8:1:2:3:4:5:6":  "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::1":  "2001:db8:1:2::/64",
		"not an address at all": "not an address at all",
	} {
		if got := addressKey(in); got != want {
			t.Errorf("addressKey(%q) = %q, want %q", in, got, want)
		}
	}
}

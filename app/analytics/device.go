package analytics

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// Devices, as the User-Agent tells them.
const (
	Desktop = "desktop"
	Mobile  = "mobile"
	Tablet  = "tablet"
)

// Devices lists the devices in the order the cards show them.
var Devices = []string{Desktop, Mobile, Tablet}

// DeviceOf tells the kind of device from a User-Agent: a tablet (iPad, a
// "Tablet", an Android without "Mobile"), a phone (Mobi, iPhone, Android),
// otherwise a desktop.
func DeviceOf(ua string) string {
	switch {
	case strings.Contains(ua, "iPad"), strings.Contains(ua, "Tablet"),
		strings.Contains(ua, "Android") && !strings.Contains(ua, "Mobile"):
		return Tablet
	case strings.Contains(ua, "Mobi"), strings.Contains(ua, "iPhone"), strings.Contains(ua, "Android"):
		return Mobile
	}
	return Desktop
}

// SessionLen is the length of a session's hash as recorded.
const SessionLen = 16

// SessionHash is what the activity keeps of a session: a short keyed hash
// of its id, which tells the visits of one session from another's without
// being usable as the session (nor reversible without the key).
func SessionHash(key []byte, id string) string {
	if id == "" {
		return ""
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte("activity session\x00"))
	m.Write([]byte(id))
	return hex.EncodeToString(m.Sum(nil))[:SessionLen]
}

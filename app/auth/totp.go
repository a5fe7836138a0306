package auth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// TOTP parameters (RFC 6238 defaults, what every authenticator app uses).
const (
	TOTPPeriod = 30 // seconds per step
	TOTPDigits = 6
	// totpSkew is how many steps before and after the current one a code is accepted for.
	totpSkew = 1
)

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// HOTP is RFC 4226's one-time password of key for counter, digits long.
func HOTP(key []byte, counter uint64, digits int) string {
	var msg [8]byte
	binary.BigEndian.PutUint64(msg[:], counter)
	m := hmac.New(sha1.New, key)
	m.Write(msg[:])
	sum := m.Sum(nil)
	off := sum[len(sum)-1] & 0x0f
	bin := (uint32(sum[off])&0x7f)<<24 | uint32(sum[off+1])<<16 | uint32(sum[off+2])<<8 | uint32(sum[off+3])
	mod := uint32(1)
	for range digits {
		mod *= 10
	}
	s := strconv.FormatUint(uint64(bin%mod), 10)
	return strings.Repeat("0", digits-len(s)) + s
}

// TOTPStep is the RFC 6238 time step t falls in.
func TOTPStep(t time.Time) int64 { return t.Unix() / TOTPPeriod }

// TOTP is the 6-digit code of the base32 secret at time t.
func TOTP(secret string, t time.Time) (string, error) {
	key, err := decodeSecret(secret)
	if err != nil {
		return "", err
	}
	return HOTP(key, uint64(TOTPStep(t)), TOTPDigits), nil
}

func decodeSecret(secret string) ([]byte, error) {
	key, err := b32.DecodeString(strings.ToUpper(strings.TrimRight(strings.ReplaceAll(secret, " ", ""), "=")))
	if err != nil || len(key) == 0 {
		return nil, errors.New("auth: bad two-step secret")
	}
	return key, nil
}

// NewTOTPSecret is 20 random bytes in base32 without padding.
func NewTOTPSecret() string {
	b := make([]byte, 20)
	rand.Read(b)
	return b32.EncodeToString(b)
}

// matchTOTP returns the step among now's ±totpSkew, newer than after, whose code is code; 0 if none.
func matchTOTP(secret, code string, now time.Time, after int64) int64 {
	key, err := decodeSecret(secret)
	if err != nil || len(code) != TOTPDigits {
		return 0
	}
	cur := TOTPStep(now)
	var found int64
	for step := cur - totpSkew; step <= cur+totpSkew; step++ {
		if step <= after || step <= 0 {
			continue
		}
		if subtle.ConstantTimeCompare([]byte(HOTP(key, uint64(step), TOTPDigits)), []byte(code)) == 1 && found == 0 {
			found = step
		}
	}
	return found
}

// OTPAuthURI is the otpauth:// address an authenticator app reads from the QR code.
func OTPAuthURI(appName, email, secret string) string {
	label := url.PathEscape(appName) + ":" + url.PathEscape(email)
	q := url.Values{"secret": {secret}, "issuer": {appName}}
	return "otpauth://totp/" + label + "?" + q.Encode()
}

// key derives one of the service's keys from the app key.
func (s *Service) key(purpose string) []byte { return deriveKey(s.settings.AppKey, purpose) }

// seal encrypts a secret for the database (AES-GCM, base64 of nonce and text).
func (s *Service) seal(plain string) (string, error) {
	block, err := aes.NewCipher(s.key("two-step secret"))
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	rand.Read(nonce)
	return base64.RawStdEncoding.EncodeToString(gcm.Seal(nonce, nonce, []byte(plain), nil)), nil
}

// unseal opens what seal made.
func (s *Service) unseal(sealed string) (string, error) {
	raw, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil {
		return "", fmt.Errorf("auth: unseal two-step secret: %w", err)
	}
	block, err := aes.NewCipher(s.key("two-step secret"))
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	if len(raw) < gcm.NonceSize() {
		return "", errors.New("auth: unseal two-step secret: too short")
	}
	plain, err := gcm.Open(nil, raw[:gcm.NonceSize()], raw[gcm.NonceSize():], nil)
	if err != nil {
		return "", fmt.Errorf("auth: unseal two-step secret: %w", err)
	}
	return string(plain), nil
}

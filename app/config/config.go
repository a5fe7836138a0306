// Package config reads the product's settings from the environment, with
// defaults that run on a laptop, and checks them before anything starts.
package config

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
	_ "time/tzdata" // the zones are in the binary: TIME_ZONE works where the system has no zone files

	"partage/app/lang"
)

// Config is every setting the server reads at start.
type Config struct {
	Addr             string // ADDR, default ":8080"
	DataDir          string // DATA_DIR, default "./data"
	DatabaseURL      string // DATABASE_URL, default "$DATA_DIR/partage.db"
	AppKey           []byte // APP_KEY, generated into DATA_DIR/app.key when unset
	SMTPURL          string // SMTP_URL, unset: no mail leaves the product
	Env              string // APP_ENV: "production" (default) or "development"
	AppName          string // APP_NAME, default "Partage"
	BaseURL          string // BASE_URL, used in links sent by mail; default http://localhost + ADDR
	RegistrationOpen bool   // REGISTRATION, "open" (default) or "closed"
	RegistrationRole string // REGISTRATION_ROLE, role of self-registered accounts: "admin" (the spec's demo default) or "client"
	ViteURL          string // VITE_URL, the Vite dev server in development, default http://localhost:5173
	MaxBodyBytes     int64  // MAX_BODY_BYTES, cap on request bodies, default 1 MiB
	// DefaultLanguage (DEFAULT_LANGUAGE: en, fr, de or pt; default en) is the
	// language of a visitor who chose none and whose browser asks for none of
	// the product's languages.
	DefaultLanguage string
	// TrustedProxies (TRUSTED_PROXIES, comma-separated addresses or CIDRs,
	// default none) are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// TimeZone (TIME_ZONE, an IANA zone name, default Europe/Paris) is the
	// cooperative's zone: the days its figures are counted in.
	TimeZone *time.Location
	// Coop is the cooperative itself: its name on cards and letters, and
	// how many parts an application may ask for.
	Coop Coop
}

// Coop is the cooperative's own settings.
type Coop struct {
	Name     string // COOP_NAME, default "Coopérative Partage"
	PartsMin int    // COOP_PARTS_MIN, the fewest parts an application asks for, default 1
	PartsMax int    // COOP_PARTS_MAX, the most, default 100
}

// Load reads the environment, applies defaults and validates the result.
func Load() (*Config, error) {
	c := &Config{
		Addr:             env("ADDR", ":8080"),
		DataDir:          env("DATA_DIR", "./data"),
		SMTPURL:          os.Getenv("SMTP_URL"),
		Env:              env("APP_ENV", "production"),
		AppName:          env("APP_NAME", "Partage"),
		RegistrationOpen: env("REGISTRATION", "open") == "open",
		RegistrationRole: env("REGISTRATION_ROLE", "admin"),
		ViteURL:          strings.TrimRight(env("VITE_URL", "http://localhost:5173"), "/"),
		MaxBodyBytes:     1 << 20,
		DefaultLanguage:  env("DEFAULT_LANGUAGE", "en"),
		Coop:             Coop{Name: env("COOP_NAME", "Coopérative Partage"), PartsMin: 1, PartsMax: 100},
	}
	for _, p := range []struct {
		name string
		v    *int
	}{{"COOP_PARTS_MIN", &c.Coop.PartsMin}, {"COOP_PARTS_MAX", &c.Coop.PartsMax}} {
		if v := os.Getenv(p.name); v != "" {
			if _, err := fmt.Sscan(v, p.v); err != nil || *p.v < 1 {
				return nil, fmt.Errorf("config: %s must be a whole number of parts ≥ 1, got %q", p.name, v)
			}
		}
	}
	if c.Coop.PartsMin > c.Coop.PartsMax {
		return nil, fmt.Errorf("config: COOP_PARTS_MIN (%d) must not exceed COOP_PARTS_MAX (%d)", c.Coop.PartsMin, c.Coop.PartsMax)
	}
	c.DatabaseURL = env("DATABASE_URL", filepath.Join(c.DataDir, "partage.db"))
	c.BaseURL = strings.TrimRight(env("BASE_URL", "http://localhost"+portOf(c.Addr)), "/")
	if v := os.Getenv("MAX_BODY_BYTES"); v != "" {
		var n int64
		if _, err := fmt.Sscan(v, &n); err != nil || n < 1024 {
			return nil, fmt.Errorf("config: MAX_BODY_BYTES must be a number of bytes ≥ 1024, got %q", v)
		}
		c.MaxBodyBytes = n
	}
	zone, err := time.LoadLocation(env("TIME_ZONE", "Europe/Paris"))
	if err != nil {
		return nil, fmt.Errorf("config: TIME_ZONE must be a zone name such as Europe/Paris, got %q", os.Getenv("TIME_ZONE"))
	}
	c.TimeZone = zone
	proxies, err := ParseProxies(os.Getenv("TRUSTED_PROXIES"))
	if err != nil {
		return nil, err
	}
	c.TrustedProxies = proxies
	if v := os.Getenv("REGISTRATION"); v != "" && v != "open" && v != "closed" {
		return nil, fmt.Errorf("config: REGISTRATION must be open or closed, got %q", v)
	}
	if c.Env != "production" && c.Env != "development" {
		return nil, fmt.Errorf("config: APP_ENV must be production or development, got %q", c.Env)
	}
	if !lang.Known(c.DefaultLanguage) {
		return nil, fmt.Errorf("config: DEFAULT_LANGUAGE must be one of %s, got %q", strings.Join(lang.Languages, ", "), c.DefaultLanguage)
	}
	if c.RegistrationRole != "admin" && c.RegistrationRole != "client" {
		return nil, fmt.Errorf("config: REGISTRATION_ROLE must be admin or client, got %q", c.RegistrationRole)
	}
	if c.SMTPURL != "" {
		u, err := url.Parse(c.SMTPURL)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Host == "" {
			return nil, fmt.Errorf("config: SMTP_URL must look like smtp://user:pass@host:587?from=noreply@example.org, got %q", c.SMTPURL)
		}
	}
	if err := os.MkdirAll(c.DataDir, 0o750); err != nil {
		return nil, fmt.Errorf("config: data dir: %w", err)
	}
	key, err := appKey(c.DataDir)
	if err != nil {
		return nil, err
	}
	c.AppKey = key
	return c, nil
}

// Dev reports whether the server runs in development mode (Vite dev server, verbose errors in logs).
func (c *Config) Dev() bool { return c.Env == "development" }

// IsPostgres reports whether DATABASE_URL selects PostgreSQL.
func (c *Config) IsPostgres() bool {
	return strings.HasPrefix(c.DatabaseURL, "postgres://") || strings.HasPrefix(c.DatabaseURL, "postgresql://")
}

// ParseProxies reads TRUSTED_PROXIES: comma-separated IP addresses or CIDR
// networks; empty means none.
func ParseProxies(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			ip, ierr := netip.ParseAddr(f)
			if ierr != nil {
				return nil, fmt.Errorf("config: TRUSTED_PROXIES must list IP addresses or CIDR networks, got %q", f)
			}
			ip = ip.Unmap()
			p = netip.PrefixFrom(ip, ip.BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

func portOf(addr string) string {
	if i := strings.LastIndex(addr, ":"); i >= 0 {
		return addr[i:]
	}
	return ""
}

// appKey returns APP_KEY, or the key kept in DATA_DIR/app.key, creating it on first start.
func appKey(dataDir string) ([]byte, error) {
	if v := os.Getenv("APP_KEY"); v != "" {
		if len(v) < 32 {
			return nil, errors.New("config: APP_KEY must be at least 32 characters")
		}
		return []byte(v), nil
	}
	path := filepath.Join(dataDir, "app.key")
	if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) >= 32 {
		return []byte(strings.TrimSpace(string(b))), nil
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return nil, fmt.Errorf("config: generate app key: %w", err)
	}
	key := hex.EncodeToString(buf)
	if err := os.WriteFile(path, []byte(key+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("config: write app key: %w", err)
	}
	return []byte(key), nil
}

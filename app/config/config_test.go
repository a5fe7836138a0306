package config

import (
	"strings"
	"testing"
)

func TestDefaultLanguage(t *testing.T) {
	t.Setenv("DATA_DIR", t.TempDir())
	t.Setenv("APP_KEY", strings.Repeat("k", 32))

	t.Setenv("DEFAULT_LANGUAGE", "")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.DefaultLanguage != "en" {
		t.Errorf("unset DEFAULT_LANGUAGE = %q, want en", c.DefaultLanguage)
	}

	t.Setenv("DEFAULT_LANGUAGE", "fr")
	if c, err = Load(); err != nil || c.DefaultLanguage != "fr" {
		t.Errorf("DEFAULT_LANGUAGE=fr: %v, %v", c, err)
	}

	for _, bad := range []string{"es", "FR", "fr-FR", "french", " fr"} {
		t.Setenv("DEFAULT_LANGUAGE", bad)
		c, err := Load()
		if err == nil {
			t.Errorf("DEFAULT_LANGUAGE=%q was accepted: %+v", bad, c)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, "DEFAULT_LANGUAGE must be one of en, de, fr, pt") || !strings.Contains(msg, `"`+bad+`"`) {
			t.Errorf("DEFAULT_LANGUAGE=%q: unclear message %q", bad, msg)
		}
	}
}

func TestTimeZone(t *testing.T) {
	t.Setenv("DATA_DIR", t.TempDir())
	t.Setenv("APP_KEY", strings.Repeat("k", 32))
	t.Setenv("TIME_ZONE", "")
	c, err := Load()
	if err != nil || c.TimeZone.String() != "Europe/Paris" {
		t.Fatalf("unset TIME_ZONE: %v %v", c, err)
	}
	t.Setenv("TIME_ZONE", "America/Montreal")
	if c, err = Load(); err != nil || c.TimeZone.String() != "America/Montreal" {
		t.Errorf("TIME_ZONE=America/Montreal: %v %v", c, err)
	}
	for _, bad := range []string{"Paris", "Europe/Pariss", "+02:00"} {
		t.Setenv("TIME_ZONE", bad)
		if _, err := Load(); err == nil || !strings.Contains(err.Error(), "TIME_ZONE must be a zone name") || !strings.Contains(err.Error(), bad) {
			t.Errorf("TIME_ZONE=%q: %v", bad, err)
		}
	}
}

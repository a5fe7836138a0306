package coopconfig

import (
	"context"
	"log/slog"
)

// RegistrationOpen reports whether visitors may create accounts now, as the
// saved settings say (the defaults' when the settings cannot be read).
func (s *Store) RegistrationOpen(ctx context.Context) bool {
	return s.current(ctx).RegistrationOpen
}

// Sender is who the cooperative's mail comes from: the saved name and address ("" each when not set).
func (s *Store) Sender(ctx context.Context) (name, address string) {
	m := s.current(ctx).Mail
	return m.SenderName, m.SenderAddress
}

// RetentionDays is how many days raw activity is kept, as the saved
// settings say (the analytics job reads it at each run).
func (s *Store) RetentionDays(ctx context.Context) int {
	return s.current(ctx).Analytics.RetentionDays
}

// current is the settings now, or the defaults when they cannot be read
// (logged): a switch read on every request never fails it.
func (s *Store) current(ctx context.Context) Settings {
	set, err := s.Get(ctx)
	if err != nil {
		if ctx.Err() == nil {
			slog.Error("coopconfig: read the settings", "err", err)
		}
		return clone(s.defaults)
	}
	return set
}

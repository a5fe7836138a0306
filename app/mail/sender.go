package mail

import "context"

// SenderOf says who the cooperative's mail comes from, as its configuration
// says: a name and an address, each "" when not set.
type SenderOf func(ctx context.Context) (name, address string)

// FollowSender makes the product's own mail (notices) leave under the
// sender's name, and every mail that leaves by SMTP show the sender's
// address in its From header when one is set. The envelope sender stays the
// relay's (SMTP_URL's from), the address the relay accepts mail from.
func (s *Service) FollowSender(f SenderOf) { s.sender = f }

// senderName is the name the product's own mail is signed with.
func (s *Service) senderName(ctx context.Context) string {
	if s.sender != nil {
		if name, _ := s.sender(ctx); name != "" {
			return name
		}
	}
	return s.fromName
}

// senderAddress is the address mail shows as its sender, or fallback.
func (s *Service) senderAddress(ctx context.Context, fallback string) string {
	if s.sender != nil {
		if _, address := s.sender(ctx); address != "" {
			return address
		}
	}
	return fallback
}

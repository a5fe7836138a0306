package notify

import "testing"

// Every key the product writes has a kind, except those one cannot turn off.
func TestKindOf(t *testing.T) {
	for key, want := range map[string]string{
		KeyTaskAssigned: KindTask, KeyTaskMention + ".title": KindTask, KeyEventInvited: KindEvent, KeyEventCancelled: KindEvent,
		KeyChatMention: KindChat, KeyMailReceived: KindMail, KeyMovementPending: KindApproval, KeyChangePending: KindApproval,
		KeyApplicationNew: KindApplication, KeyContactNew + ".title": KindContact, KeyInvoicePaid: "", "notifications.passwordChanged": "",
	} {
		if got := KindOf(key); got != want {
			t.Errorf("KindOf(%s) = %q, want %q", key, got, want)
		}
	}
	if len(Defaults()) != len(Kinds) || Defaults()[0].Kind != KindMail {
		t.Fatalf("defaults: %v", Defaults())
	}
	for _, p := range Defaults() {
		wantEmail := p.Kind == KindTask || p.Kind == KindEvent || p.Kind == KindApproval || p.Kind == KindApplication
		if !p.InApp || p.Email != wantEmail {
			t.Errorf("default %v", p)
		}
	}
}

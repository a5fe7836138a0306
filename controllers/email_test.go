package controllers_test

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
)

// newcomer registers a second account that may use mail (self-registered accounts are admins, spec §6).
func (e *env) newcomer(t *testing.T, name string) (int64, string) {
	t.Helper()
	r := e.do(nil, "POST", "/jwt/register", map[string]string{"email": name + "@example.org", "password": "long-enough", "username": name}, nil)
	m := r.json(t)
	if m["accessToken"] == nil {
		t.Fatalf("register %s: %s", name, r.body)
	}
	return int64(at(m, "user.id").(float64)), m["accessToken"].(string)
}

func bearerH(token string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + token}
}

func (e *env) upload(t *testing.T, token, name string, content []byte) reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, _ := w.CreateFormFile("file", name)
	part.Write(content)
	w.Close()
	req, _ := http.NewRequest("POST", e.srv.URL+"/apps/email/attachments", &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: raw}
}

func TestEmailCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		list := e.do(nil, "GET", "/apps/email/emails", nil, bearerH(func() string { a, _ := e.token("admin@demo.com", "admin"); return a }())).json(t)
		newest := int64(at(list, "emails.0.id").(float64))
		_, other := e.newcomer(t, "nadia")
		e.run(t, []jsonCase{
			{name: "inbox, newest first, with the folder counts", method: "GET", path: "/apps/email/emails", as: "admin", status: 200,
				want: map[string]any{"emails.0.subject": "Assemblée générale : ordre du jour", "emails.0.folder": "inbox", "emails.0.isRead": false,
					"emails.0.from.email": "sophie.garnier@coop-gardens.fr", "emails.0.labels.0": "company", "emails.0.attachments.0.fileName": "ordre-du-jour-AG.txt",
					"emails.0.to.0.email": "admin@demo.com", "emailsMeta.inbox": 3, "emailsMeta.draft": 2, "emailsMeta.spam": 1}},
			{name: "sent", method: "GET", path: "/apps/email/emails?folder=sent", as: "admin", status: 200,
				want: map[string]any{"emails.0.subject": "Re: Question sur mes parts d'intérêt", "emails.3.folder": "sent"}, absent: []string{"emails.4"}},
			{name: "starred leaves trash out", method: "GET", path: "/apps/email/emails?folder=starred", as: "admin", status: 200,
				want: map[string]any{"emails.2.isStarred": true}, absent: []string{"emails.3"}},
			{name: "a label across folders", method: "GET", path: "/apps/email/emails?label=important", as: "admin", status: 200,
				want: map[string]any{"emails.0.labels.1": "important"}, absent: []string{"emails.3"}},
			{name: "search on subject, any case", method: "GET", path: "/apps/email/emails?q=ASSEMBL", as: "admin", status: 200,
				want: map[string]any{"emails.0.subject": "Assemblée générale : ordre du jour"}, absent: []string{"emails.1"}},
			{name: "short search", method: "GET", path: "/apps/email/emails?folder=spam&q=cr", as: "admin", status: 200,
				want: map[string]any{"emails.0.subject": "Crédit immédiat sans justificatif"}, absent: []string{"emails.1"}},
			{name: "paged", method: "GET", path: "/apps/email/emails?perPage=5&page=3", as: "admin", status: 200,
				want: map[string]any{"emails.3.id": "<set>", "hasMore": false}},
			{name: "unknown folder", method: "GET", path: "/apps/email/emails?folder=archive", as: "admin", status: 400},
			{name: "unknown label", method: "GET", path: "/apps/email/emails?label=secret", as: "admin", status: 400},
			{name: "the client has no mailbox (spec §6)", method: "GET", path: "/apps/email/emails", as: "client", status: 403},
			{name: "get a mail, with its neighbours", method: "GET", path: fmt.Sprintf("/apps/email/get-email?id=%d", newest), as: "admin", status: 200,
				want: map[string]any{"id": newest, "isRead": true, "hasPreviousMail": false, "hasNextMail": true}},
			{name: "a thread carries its replies", method: "GET", path: "/apps/email/get-email?id=" + fmt.Sprint(e.idOf(t, 1, "Re: Re: Bénévoles pour la permanence")), as: "admin", status: 200,
				want: map[string]any{"replies.0.subject": "Re: Bénévoles pour la permanence", "replies.1.subject": "Bénévoles pour la permanence"}},
			{name: "get an unknown mail", method: "GET", path: "/apps/email/get-email?id=999999", as: "admin", status: 404},
			{name: "get a bad id", method: "GET", path: "/apps/email/get-email?id=abc", as: "admin", status: 404},
			{name: "next from the newest", method: "GET", path: fmt.Sprintf("/apps/email/paginate-email?dir=next&emailId=%d", newest), as: "admin", status: 200,
				want: map[string]any{"subject": "Relevé des dépôts de novembre", "hasPreviousMail": true}},
			{name: "nothing before the newest", method: "GET", path: fmt.Sprintf("/apps/email/paginate-email?dir=previous&emailId=%d", newest), as: "admin", status: 404},
			{name: "a bad direction", method: "GET", path: fmt.Sprintf("/apps/email/paginate-email?dir=up&emailId=%d", newest), as: "admin", status: 400},
			{name: "only isRead, isStarred and folder may change", method: "POST", path: "/apps/email/update-emails", as: "admin",
				body: map[string]any{"emailIds": []int64{newest}, "dataToUpdate": map[string]any{"subject": "x"}}, status: 400, want: map[string]any{"error.code": "invalid", "error.message": "This field cannot be changed here."}},
			{name: "an unknown folder is refused", method: "POST", path: "/apps/email/update-emails", as: "admin",
				body: map[string]any{"emailIds": []int64{newest}, "dataToUpdate": map[string]any{"folder": "archive"}}, status: 400},
			{name: "a wrongly typed value is refused", method: "POST", path: "/apps/email/update-emails", as: "admin",
				body: map[string]any{"emailIds": []int64{newest}, "dataToUpdate": map[string]any{"isRead": "yes"}}, status: 400},
			{name: "nothing selected", method: "POST", path: "/apps/email/update-emails", as: "admin",
				body: map[string]any{"emailIds": []int64{}, "dataToUpdate": map[string]any{"isRead": true}}, status: 400},
			{name: "an unknown label is refused", method: "POST", path: "/apps/email/update-emails-label", as: "admin",
				body: map[string]any{"emailIds": []int64{newest}, "label": "secret"}, status: 400},
		})
		// Another user's mail: 404, and nothing changes, even mixed with their own.
		for _, path := range []string{fmt.Sprintf("/apps/email/get-email?id=%d", newest), fmt.Sprintf("/apps/email/paginate-email?dir=next&emailId=%d", newest)} {
			if r := e.do(nil, "GET", path, nil, bearerH(other)); r.status != 404 {
				t.Errorf("another user's %s: %d", path, r.status)
			}
		}
		for _, body := range []map[string]any{
			{"emailIds": []int64{newest}, "dataToUpdate": map[string]any{"folder": "trash"}},
			{"emailIds": []int64{newest}, "label": "private"},
		} {
			path := "/apps/email/update-emails"
			if body["label"] != nil {
				path = "/apps/email/update-emails-label"
			}
			if r := e.do(nil, "POST", path, body, bearerH(other)); r.status != 404 {
				t.Errorf("another user's update %s: %d %s", path, r.status, r.body)
			}
		}
		var folder string
		var labels int
		e.db.QueryRow(`SELECT folder FROM emails WHERE id = $1`, newest).Scan(&folder)
		e.db.QueryRow(`SELECT count(*) FROM email_labels WHERE email_id = $1 AND label = 'private'`, newest).Scan(&labels)
		if folder != "inbox" || labels != 0 {
			t.Fatalf("a refused update changed the mail: folder %s, private label %d", folder, labels)
		}
	})
}

// idOf finds a mail of owner by subject.
func (e *env) idOf(t *testing.T, owner int64, subject string) int64 {
	var id int64
	if err := e.db.QueryRow(`SELECT id FROM emails WHERE owner_id = $1 AND subject = $2`, owner, subject).Scan(&id); err != nil {
		t.Fatalf("no mail %q: %v", subject, err)
	}
	return id
}

func TestEmailUpdatesAndLabels(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		access, _ := e.token("admin@demo.com", "admin")
		h := bearerH(access)
		id1, id2 := e.idOf(t, 1, "Relevé des dépôts de novembre"), e.idOf(t, 1, "Question sur mes parts d'intérêt")
		for _, c := range []struct {
			path string
			body map[string]any
		}{
			{"/apps/email/update-emails", map[string]any{"emailIds": []int64{id1, id2}, "dataToUpdate": map[string]any{"isRead": true, "isStarred": true, "folder": "trash"}}},
			{"/apps/email/update-emails-label", map[string]any{"emailIds": []int64{id1, id2}, "label": "personal"}},
		} {
			if r := e.do(nil, "POST", c.path, c.body, h); r.status != 200 {
				t.Fatalf("%s: %d %s", c.path, r.status, r.body)
			}
		}
		m := e.do(nil, "GET", "/apps/email/emails?folder=trash", nil, h).json(t)
		got := map[string][]any{}
		for _, x := range m["emails"].([]any) {
			got[at(x, "subject").(string)] = at(x, "labels").([]any)
		}
		// id2 had "personal" already, so the toggle removed it; id1 had not, so it gained it.
		if fmt.Sprint(got["Relevé des dépôts de novembre"]) != "[company personal]" || fmt.Sprint(got["Question sur mes parts d'intérêt"]) != "[]" {
			t.Fatalf("labels after the toggle: %v", got)
		}
		if at(m, "emailsMeta.inbox") != float64(1) {
			t.Fatalf("unread inbox after reading and trashing two: %v", at(m, "emailsMeta"))
		}
	})
}

func TestSendDraftsAndAttachments(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		nadiaID, nadia := e.newcomer(t, "nadia")
		_, third := e.newcomer(t, "yann")

		up := e.upload(t, admin, "rapport.pdf", []byte("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"))
		if up.status != 201 || at(up.json(t), "attachment.mime") != "application/pdf" {
			t.Fatalf("upload: %d %s", up.status, up.body)
		}
		attID := int64(at(up.json(t), "attachment.id").(float64))
		if r := e.upload(t, admin, "vide.txt", nil); r.status != 400 {
			t.Errorf("empty upload: %d", r.status)
		}
		if r := e.upload(t, admin, "gros.bin", bytes.Repeat([]byte("x"), 10<<20+1)); r.status != 413 {
			t.Errorf("11 MB upload: %d %s", r.status, r.body)
		}

		e.run(t, []jsonCase{
			{name: "no recipient", method: "POST", path: "/apps/email/send", as: "admin", body: map[string]any{"subject": "x", "message": "<p>x</p>"}, status: 400,
				want: map[string]any{"error.fields.to": "Add at least one recipient."}},
			{name: "a bad address", method: "POST", path: "/apps/email/send", as: "admin", body: map[string]any{"to": []string{"nobody"}, "subject": "x"}, status: 400,
				want: map[string]any{"error.fields.to": "<set>"}},
			{name: "nothing to say", method: "POST", path: "/apps/email/send", as: "admin", body: map[string]any{"to": []string{"nadia@example.org"}}, status: 400,
				want: map[string]any{"error.fields.subject": "<set>"}},
			{name: "someone else's file", method: "POST", path: "/apps/email/send", as: "admin",
				body: map[string]any{"to": []string{"nadia@example.org"}, "subject": "x", "attachmentIds": []int64{999999}}, status: 400},
		})

		r := e.do(nil, "POST", "/apps/email/send", map[string]any{
			"to": []string{"nadia@example.org", "ext@example.com"}, "cc": []string{}, "bcc": []string{"yann@example.org"},
			"subject": "Rapport <b>annuel</b>", "message": `<p>Bonjour <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">lien</a></p>`,
			"attachmentIds": []int64{attID},
		}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("send: %d %s", r.status, r.body)
		}
		sent := r.json(t)
		msg := at(sent, "email.message").(string)
		if strings.Contains(msg, "onerror") || strings.Contains(msg, "<script") || strings.Contains(msg, "javascript:") {
			t.Fatalf("stored HTML is not sanitized: %s", msg)
		}
		if at(sent, "email.folder") != "sent" || at(sent, "email.delivery") != "not_delivered" || fmt.Sprint(at(sent, "notDelivered")) != "[ext@example.com]" ||
			at(sent, "email.bcc.0") != "yann@example.org" {
			t.Fatalf("send answer: %s", r.body)
		}
		inbox := e.do(nil, "GET", "/apps/email/emails", nil, bearerH(nadia)).json(t)
		if at(inbox, "emails.0.subject") != "Rapport <b>annuel</b>" || at(inbox, "emails.0.from.email") != "admin@demo.com" ||
			at(inbox, "emails.0.isRead") != false || at(inbox, "emails.0.bcc.0") != nil || at(inbox, "emailsMeta.inbox") != float64(1) {
			t.Fatalf("the recipient's inbox: %v", at(inbox, "emails.0"))
		}
		url := at(inbox, "emails.0.attachments.0.url").(string)
		for who, want := range map[string]int{admin: 200, nadia: 200, third: 200} {
			res := e.do(nil, "GET", url, nil, bearerH(who))
			if res.status != want || res.header.Get("Content-Disposition") == "" || !bytes.HasPrefix(res.body, []byte("%PDF")) {
				t.Errorf("download by a participant: %d %v", res.status, res.header)
			}
		}
		_, stranger := e.newcomer(t, "zoe")
		if res := e.do(nil, "GET", url, nil, bearerH(stranger)); res.status != 404 {
			t.Errorf("download by a stranger: %d", res.status)
		}

		// Nadia replies; the reply joins the thread in both mailboxes.
		original := int64(at(inbox, "emails.0.id").(float64))
		r = e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"admin@demo.com"}, "subject": "Re: Rapport", "message": "<p>Merci !</p>", "inReplyTo": original}, bearerH(nadia))
		if r.status != 201 || fmt.Sprint(at(r.json(t), "notDelivered")) != "[]" {
			t.Fatalf("reply: %d %s", r.status, r.body)
		}
		adminCopy := e.idOf(t, 1, "Re: Rapport")
		thread := e.do(nil, "GET", fmt.Sprintf("/apps/email/get-email?id=%d", adminCopy), nil, bearerH(admin)).json(t)
		if at(thread, "replies.0.subject") != "Rapport <b>annuel</b>" {
			t.Fatalf("the reply is not threaded: %v", at(thread, "replies"))
		}
		if r := e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"admin@demo.com"}, "subject": "x", "inReplyTo": adminCopy}, bearerH(nadia)); r.status != 404 {
			t.Errorf("replying to someone else's copy: %d", r.status)
		}

		// A draft: saved, reopened, sent; the draft is gone then.
		r = e.do(nil, "POST", "/apps/email/drafts", map[string]any{"to": []string{"nadia@example.org"}, "subject": "Brouillon"}, bearerH(admin))
		draftID := int64(at(r.json(t), "email.id").(float64))
		if r.status != 200 || at(r.json(t), "email.folder") != "draft" {
			t.Fatalf("draft: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"nadia@example.org"}, "subject": "Brouillon", "message": "<p>fini</p>", "draftId": draftID}, bearerH(nadia)); r.status != 404 {
			t.Errorf("sending someone else's draft: %d", r.status)
		}
		if r := e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"nadia@example.org"}, "subject": "Brouillon", "message": "<p>fini</p>", "draftId": draftID}, bearerH(admin)); r.status != 201 {
			t.Fatalf("send the draft: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/apps/email/get-email?id=%d", draftID), nil, bearerH(admin)); r.status != 404 {
			t.Errorf("the sent draft is still there: %d", r.status)
		}
		var n int
		e.db.QueryRow(`SELECT count(*) FROM emails WHERE owner_id = $1 AND subject = 'Brouillon'`, nadiaID).Scan(&n)
		if n != 1 {
			t.Errorf("nadia got %d copies of the sent draft", n)
		}
	})
}

func TestEmailPage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		for path, want := range map[string]string{"/apps/email": "inbox", "/apps/email/sent": "sent", "/apps/email/label/company": ""} {
			p := page(t, e.do(admin, "GET", path, nil, e.inertia()))
			if p["component"] != "Apps/Email/Index" || at(p, "props.filter.folder") != want || at(p, "props.emailsMeta.inbox") != float64(3) || at(p, "props.emails.0.id") == nil {
				t.Errorf("%s: %v %v", path, p["component"], at(p, "props.filter"))
			}
		}
		if r := e.do(admin, "GET", "/apps/email/archive", nil, e.inertia()); r.status != 404 {
			t.Errorf("unknown folder page: %d", r.status)
		}
	})
}

func TestEmailPageWithOpenMail(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		id := e.idOf(t, 1, "Relevé des dépôts de novembre")
		for _, path := range []string{fmt.Sprintf("/apps/email/inbox/%d", id), fmt.Sprintf("/apps/email/label/company/%d?q=rel&page=1", id)} {
			p := page(t, e.do(admin, "GET", path, nil, e.inertia()))
			if p["component"] != "Apps/Email/Index" || at(p, "props.openId") != float64(id) || at(p, "props.emails.0.id") == nil {
				t.Errorf("%s: %v openId=%v", path, p["component"], at(p, "props.openId"))
			}
		}
		if p := page(t, e.do(admin, "GET", "/apps/email/sent", nil, e.inertia())); at(p, "props.openId") != nil {
			t.Errorf("a list has a mail open: %v", at(p, "props.openId"))
		}
		// A mail of someone else, an unknown one, or a folder that does not exist: 404.
		_, other := e.newcomer(t, "odile")
		r := e.do(nil, "POST", "/apps/email/drafts", map[string]any{"to": []string{"admin@demo.com"}, "subject": "Le mien"}, bearerH(other))
		theirs := int64(at(r.json(t), "email.id").(float64))
		for _, path := range []string{fmt.Sprintf("/apps/email/draft/%d", theirs), "/apps/email/inbox/999999", fmt.Sprintf("/apps/email/archive/%d", id), "/apps/email/inbox/0"} {
			if r := e.do(admin, "GET", path, nil, e.inertia()); r.status != 404 {
				t.Errorf("%s: %d, want 404", path, r.status)
			}
		}
	})
}

func TestEmailRestoreToItsFolder(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		inbox := e.idOf(t, 1, "Relevé des dépôts de novembre")
		sent := e.idOf(t, 1, "Re: Question sur mes parts d'intérêt")
		folder := func(id int64) string {
			return at(e.do(nil, "GET", fmt.Sprintf("/apps/email/get-email?id=%d", id), nil, bearerH(admin)).json(t), "folder").(string)
		}
		if r := e.do(nil, "POST", "/apps/email/update-emails", map[string]any{"emailIds": []int64{inbox, sent}, "dataToUpdate": map[string]any{"folder": "trash"}}, bearerH(admin)); r.status != 200 {
			t.Fatalf("to the trash: %d %s", r.status, r.body)
		}
		if folder(inbox) != "trash" || folder(sent) != "trash" {
			t.Fatal("not in the trash")
		}
		// Trashing again keeps the folder it first came from.
		e.do(nil, "POST", "/apps/email/update-emails", map[string]any{"emailIds": []int64{sent}, "dataToUpdate": map[string]any{"folder": "trash"}}, bearerH(admin))
		_, other := e.newcomer(t, "paul")
		if r := e.do(nil, "POST", "/apps/email/restore-emails", map[string]any{"emailIds": []int64{inbox, sent}}, bearerH(other)); r.status != 404 {
			t.Errorf("someone else restores: %d", r.status)
		}
		if r := e.do(nil, "POST", "/apps/email/restore-emails", map[string]any{"emailIds": []int64{}}, bearerH(admin)); r.status != 400 {
			t.Errorf("nothing to restore: %d", r.status)
		}
		if folder(inbox) != "trash" {
			t.Fatal("a refused restore changed something")
		}
		if r := e.do(nil, "POST", "/apps/email/restore-emails", map[string]any{"emailIds": []int64{inbox, sent}}, bearerH(admin)); r.status != 200 {
			t.Fatalf("undo: %d %s", r.status, r.body)
		}
		if folder(inbox) != "inbox" || folder(sent) != "sent" {
			t.Errorf("restored to %s and %s, want inbox and sent", folder(inbox), folder(sent))
		}
		// Mail out of the trash stays where it is; mail moved to spam then trash goes back to spam.
		e.do(nil, "POST", "/apps/email/update-emails", map[string]any{"emailIds": []int64{inbox}, "dataToUpdate": map[string]any{"folder": "spam"}}, bearerH(admin))
		e.do(nil, "POST", "/apps/email/update-emails", map[string]any{"emailIds": []int64{inbox}, "dataToUpdate": map[string]any{"folder": "trash"}}, bearerH(admin))
		e.do(nil, "POST", "/apps/email/restore-emails", map[string]any{"emailIds": []int64{inbox, sent}}, bearerH(admin))
		if folder(inbox) != "spam" || folder(sent) != "sent" {
			t.Errorf("after spam then trash: %s and %s", folder(inbox), folder(sent))
		}
	})
}

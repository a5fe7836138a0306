package controllers_test

import (
	"fmt"
	"strings"
	"testing"
)

// faqGroupID is the id of the group of code in lng, read from /faq/data as admin.
func faqGroupID(t *testing.T, e *env, admin, lng, code string) float64 {
	t.Helper()
	r := e.do(nil, "GET", "/faq/data?lang="+lng, nil, map[string]string{"Authorization": "Bearer " + admin})
	id, ok := at(r.json(t), "faqData."+code+".id").(float64)
	if !ok {
		t.Fatalf("no group %s in %s: %s", code, lng, r.body)
	}
	return id
}

func TestFaqCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		pay := faqGroupID(t, e, admin, "fr", "payment")
		payEn := faqGroupID(t, e, admin, "en", "payment")
		long := strings.Repeat("x", 301)
		g := func(id float64) string { return fmt.Sprint(int64(id)) }
		e.run(t, []jsonCase{
			{name: "read by a client, in English", method: "GET", path: "/faq/data", as: "client", status: 200,
				want: map[string]any{"lang": "en", "faqData.payment.title": "Payment", "faqData.payment.icon": "credit-card",
					"faqData.payment.subtitle": "<set>", "faqData.payment.qandA.0.question": "<set>", "faqData.payment.qandA.0.answer": "<set>",
					"faqData.delivery.title": "Delivery", "faqData.cancellationReturn.title": "<set>", "faqData.myOrders.title": "<set>",
					"faqData.productServices.title": "<set>"}},
			{name: "a reader cannot pick the language", method: "GET", path: "/faq/data?lang=fr", as: "client", status: 200,
				want: map[string]any{"lang": "en"}},
			{name: "staff read the French FAQ", method: "GET", path: "/faq/data?lang=fr", as: "admin", status: 200,
				want: map[string]any{"lang": "fr", "faqData.payment.title": "Paiement"}},
			{name: "search drops empty groups, accents blind", method: "GET", path: "/faq/data?lang=fr&q=ASSEMBLEE", as: "admin", status: 200,
				want: map[string]any{"faqData.productServices.qandA.0.question": "Comment participer à l’assemblée générale ?",
					"faqData.productServices.qandA.1.question": "Mes parts rapportent-elles des intérêts ?"},
				absent: []string{"faqData.payment", "faqData.delivery", "faqData.productServices.qandA.2"}},
			{name: "search in answers", method: "GET", path: "/faq/data?q=tracking%20number", as: "client", status: 200,
				want: map[string]any{"faqData.delivery.qandA.0.question": "How do I track my parcel?"}, absent: []string{"faqData.payment"}},
			{name: "no match", method: "GET", path: "/faq/data?q=zzzzqqq", as: "client", status: 200, absent: []string{"faqData.payment"}},
			{name: "search too long", method: "GET", path: "/faq/data?q=" + strings.Repeat("a", 201), as: "client", status: 400,
				want: map[string]any{"error.field_keys.q.key": "server.faqQueryTooLong"}},
			{name: "signed out", method: "GET", path: "/faq/data", status: 401},

			{name: "client cannot add a question", method: "POST", path: "/faq/questions", as: "client", status: 403,
				body: map[string]any{"groupId": pay, "question": "Q ?", "answer": "A."}},
			{name: "client cannot add a group", method: "POST", path: "/faq/groups", as: "client", status: 403,
				body: map[string]any{"lang": "fr", "icon": "truck", "title": "T"}},
			{name: "client cannot delete a group", method: "DELETE", path: "/faq/groups/" + g(pay), as: "client", status: 403},
			{name: "client cannot move a question", method: "POST", path: "/faq/groups/" + g(pay) + "/move", as: "client", status: 403,
				body: map[string]any{"direction": "up"}},

			{name: "question: bad input", method: "POST", path: "/faq/questions", as: "admin", status: 400,
				body: map[string]any{"groupId": pay, "question": long, "answer": "  <p> </p> "},
				want: map[string]any{"error.field_keys.question.key": "server.faqTooLong", "error.field_keys.question.params.max": 300,
					"error.field_keys.answer.key": "server.faqAnswerRequired"}},
			{name: "question: no group", method: "POST", path: "/faq/questions", as: "admin", status: 400,
				body: map[string]any{"question": "Q ?", "answer": "A."}, want: map[string]any{"error.field_keys.groupId.key": "server.faqGroupRequired"}},
			{name: "question: unknown group", method: "POST", path: "/faq/questions", as: "admin", status: 400,
				body: map[string]any{"groupId": 999999, "question": "Q ?", "answer": "A."}, want: map[string]any{"error.field_keys.groupId.key": "server.faqGroupNotFound"}},
			{name: "question: not JSON types", method: "POST", path: "/faq/questions", as: "admin", status: 400,
				body: map[string]any{"groupId": "payment", "question": "Q ?", "answer": "A."}},
			{name: "question: script stored inert", method: "POST", path: "/faq/questions", as: "admin", status: 201,
				body: map[string]any{"groupId": payEn, "question": "Is <b>this</b> safe?", "answer": `<p>Yes <strong>it is</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>`},
				want: map[string]any{"question.question": "Is <b>this</b> safe?", "question.answer": `<p>Yes <strong>it is</strong><img src="x"></p>`}},
			{name: "group: bad input", method: "POST", path: "/faq/groups", as: "admin", status: 400,
				body: map[string]any{"lang": "de", "icon": "bomb", "title": " ", "subtitle": strings.Repeat("s", 161)},
				want: map[string]any{"error.field_keys.lang.key": "server.faqLangChoice", "error.field_keys.icon.key": "server.faqIconChoice",
					"error.field_keys.title.key": "server.faqTitleRequired", "error.field_keys.subtitle.key": "server.faqTooLong"}},
			{name: "group: unknown", method: "PUT", path: "/faq/groups/999999", as: "admin", status: 404,
				body: map[string]any{"icon": "truck", "title": "T"}},
			{name: "group: not empty", method: "DELETE", path: "/faq/groups/" + g(pay), as: "admin", status: 409,
				want: map[string]any{"error.key": "server.faqGroupNotEmpty", "error.params.n": 6}},
			{name: "move: bad direction", method: "POST", path: "/faq/groups/" + g(pay) + "/move", as: "admin", status: 400,
				body: map[string]any{"direction": "sideways"}, want: map[string]any{"error.field_keys.direction.key": "server.faqMoveDirection"}},
		})
	})
}

func TestFaqStaffWrites(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		h := map[string]string{"Authorization": "Bearer " + admin}
		call := func(method, path string, body any, status int) map[string]any {
			t.Helper()
			r := e.do(nil, method, path, body, h)
			if r.status != status {
				t.Fatalf("%s %s: %d, want %d\n%s", method, path, r.status, status, r.body)
			}
			return r.json(t)
		}
		data := func(q string) map[string]any { return call("GET", "/faq/data?lang=en"+q, nil, 200) }
		group := call("POST", "/faq/groups", map[string]any{"lang": "en", "icon": "leaf", "title": "Our services", "subtitle": "Beyond the shop"}, 201)
		gid := int64(at(group, "group.id").(float64))
		if code := at(group, "group.code"); code != "ourServices" {
			t.Fatalf("code %v", code)
		}
		q1 := call("POST", "/faq/questions", map[string]any{"groupId": gid, "question": "First?", "answer": "One."}, 201)
		q2 := call("POST", "/faq/questions", map[string]any{"groupId": gid, "question": "Second?", "answer": "Two."}, 201)
		id1, id2 := int64(at(q1, "question.id").(float64)), int64(at(q2, "question.id").(float64))
		call("POST", fmt.Sprintf("/faq/questions/%d/move", id2), map[string]any{"direction": "up"}, 200)
		if got := at(data(""), "faqData.ourServices.qandA.0.question"); got != "Second?" {
			t.Fatalf("after the move, first is %v", got)
		}
		// the group moves up past the last of the seeded ones
		call("POST", fmt.Sprintf("/faq/groups/%d/move", gid), map[string]any{"direction": "up"}, 200)
		r := e.do(nil, "GET", "/faq/data?lang=en", nil, h)
		if i, j := strings.Index(string(r.body), `"ourServices"`), strings.Index(string(r.body), `"productServices"`); i < 0 || i > j {
			t.Fatalf("order of groups: %s", r.body)
		}
		call("PUT", fmt.Sprintf("/faq/questions/%d", id1), map[string]any{"groupId": gid, "question": "First, edited?", "answer": "Édité."}, 200)
		if got := at(data("&q=edite"), "faqData.ourServices.qandA.0.question"); got != "First, edited?" {
			t.Fatalf("search after edit: %v", got)
		}
		call("PUT", fmt.Sprintf("/faq/groups/%d", gid), map[string]any{"icon": "users", "title": "Services", "subtitle": ""}, 200)
		call("DELETE", fmt.Sprintf("/faq/questions/%d", id2), nil, 200)
		call("DELETE", fmt.Sprintf("/faq/questions/%d", id2), nil, 404)
		call("DELETE", fmt.Sprintf("/faq/groups/%d", gid), nil, 409)
		if got := call("DELETE", fmt.Sprintf("/faq/groups/%d?withQuestions=1", gid), nil, 200); at(got, "questions") != 1.0 {
			t.Fatalf("deleted %v", got)
		}
		if _, still := data("")["faqData"].(map[string]any)["ourServices"]; still {
			t.Fatal("the group is still there")
		}
	})
}

// A reader reads the content of their language: French in French, English
// for every other; the plans follow the same rule.
func TestFaqAndPlansFollowTheReadersLanguage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		client, _ := e.token("client@demo.com", "client")
		h := map[string]string{"Authorization": "Bearer " + client}
		for lng, want := range map[string][]string{"fr": {"fr", "Paiement", "Entreprise"}, "de": {"en", "Payment", "Enterprise"}, "pt": {"en", "Payment", "Enterprise"}, "en": {"en", "Payment", "Enterprise"}} {
			if _, err := e.db.Exec(`UPDATE users SET language = $1 WHERE email = 'client@demo.com'`, lng); err != nil {
				t.Fatal(err)
			}
			faqAnswer := e.do(nil, "GET", "/faq/data", nil, h).json(t)
			if at(faqAnswer, "lang") != want[0] || at(faqAnswer, "faqData.payment.title") != want[1] {
				t.Errorf("%s: faq in %v, payment %v", lng, at(faqAnswer, "lang"), at(faqAnswer, "faqData.payment.title"))
			}
			plans := e.do(nil, "GET", "/pricing/data", nil, h).json(t)
			if at(plans, "lang") != want[0] || at(plans, "pricingPlans.2.title") != want[2] || at(plans, "faq.0.question") == nil {
				t.Errorf("%s: plans in %v, enterprise %v", lng, at(plans, "lang"), at(plans, "pricingPlans.2.title"))
			}
		}
		// With no FAQ in French, a French reader reads the English one.
		if _, err := e.db.Exec(`DELETE FROM faq_groups WHERE lang = 'fr'`); err != nil {
			t.Fatal(err)
		}
		if _, err := e.db.Exec(`UPDATE users SET language = 'fr' WHERE email = 'client@demo.com'`); err != nil {
			t.Fatal(err)
		}
		if got := at(e.do(nil, "GET", "/faq/data", nil, h).json(t), "faqData.payment.title"); got != "Payment" {
			t.Errorf("fallback: %v", got)
		}
	})
}

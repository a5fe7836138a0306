package controllers_test

import (
	"fmt"
	"testing"
)

// The demo has 18 tasks: 16 listed (2 deleted), 5 important, 4 completed, 4 tagged high.
func TestTodoCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		add := func(task map[string]any) map[string]any { return map[string]any{"task": task} }
		e.run(t, []jsonCase{
			{name: "the team's order", method: "GET", path: "/apps/todo/tasks", as: "admin", status: 200,
				want: map[string]any{"0.title": "Préparer l'ordre du jour de l'assemblée générale", "0.assignee.fullName": "Camille Lefèvre",
					"0.tags.0": "team", "0.tags.1": "high", "0.isImportant": true, "0.dueDate": "<set>", "0.description": "<set>", "15.title": "<set>"},
				absent: []string{"16"}},
			{name: "deleted", method: "GET", path: "/apps/todo/tasks?filter=deleted", as: "admin", status: 200,
				want: map[string]any{"0.isDeleted": true, "1.isDeleted": true}, absent: []string{"2"}},
			{name: "important", method: "GET", path: "/apps/todo/tasks?filter=important", as: "admin", status: 200,
				want: map[string]any{"4.isImportant": true}, absent: []string{"5"}},
			{name: "completed", method: "GET", path: "/apps/todo/tasks?filter=completed", as: "admin", status: 200,
				want: map[string]any{"3.isCompleted": true}, absent: []string{"4"}},
			{name: "by tag", method: "GET", path: "/apps/todo/tasks?tag=high", as: "admin", status: 200,
				want: map[string]any{"3.title": "<set>"}, absent: []string{"4"}},
			{name: "search on title leaves deleted tasks out", method: "GET", path: "/apps/todo/tasks?q=COTIS", as: "admin", status: 200,
				want: map[string]any{"0.title": "Relancer les cotisations impayées du trimestre"}, absent: []string{"1"}},
			{name: "title A–Z", method: "GET", path: "/apps/todo/tasks?sortBy=title-asc", as: "admin", status: 200,
				want: map[string]any{"0.title": "Archiver les dossiers 2023"}},
			{name: "title Z–A", method: "GET", path: "/apps/todo/tasks?sortBy=title-desc", as: "admin", status: 200,
				want: map[string]any{"0.title": "Vérifier les retraits supérieurs à 1 000 €"}},
			{name: "due date", method: "GET", path: "/apps/todo/tasks?sortBy=due-date", as: "admin", status: 200,
				want: map[string]any{"0.title": "Renouveler l'assurance des locaux"}},
			{name: "assignee", method: "GET", path: "/apps/todo/tasks?sortBy=assignee", as: "admin", status: 200,
				want: map[string]any{"0.assignee.fullName": "Amélie Rousseau"}},
			{name: "latest", method: "GET", path: "/apps/todo/tasks?sortBy=latest", as: "admin", status: 200,
				want: map[string]any{"0.title": "Préparer l'ordre du jour de l'assemblée générale"}},
			{name: "unknown filter", method: "GET", path: "/apps/todo/tasks?filter=urgent", as: "admin", status: 400, want: map[string]any{"error.fields.filter": "<set>"}},
			{name: "unknown tag", method: "GET", path: "/apps/todo/tasks?tag=urgent", as: "admin", status: 400, want: map[string]any{"error.fields.tag": "<set>"}},
			{name: "unknown sort", method: "GET", path: "/apps/todo/tasks?sortBy=size", as: "admin", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "add", method: "POST", path: "/apps/todo/add-tasks", as: "admin", status: 201,
				body: add(map[string]any{"title": "  Imprimer les convocations ", "dueDate": "2026-12-01", "tags": []string{"high", "team", "team"},
					"assignee": map[string]any{"id": 4, "fullName": "ignored"}, "description": `<p>Pour <b>tous</b><script>alert(1)</script></p>`, "isImportant": true}),
				want: map[string]any{"task.id": "<set>", "task.title": "Imprimer les convocations", "task.dueDate": "2026-12-01", "task.tags.0": "team", "task.tags.1": "high",
					"task.assignee.fullName": "Thomas Girard", "task.description": "<p>Pour <b>tous</b></p>", "task.isImportant": true, "task.isCompleted": false, "task.isDeleted": false},
				absent: []string{"task.tags.2"}},
			{name: "a new task heads the list", method: "GET", path: "/apps/todo/tasks", as: "admin", status: 200,
				want: map[string]any{"0.title": "Imprimer les convocations"}},
			{name: "no title", method: "POST", path: "/apps/todo/add-tasks", as: "admin", status: 400, body: add(map[string]any{"title": "  "}),
				want: map[string]any{"error.fields.title": "Title is required."}},
			{name: "no task at all", method: "POST", path: "/apps/todo/add-tasks", as: "admin", status: 400, body: map[string]any{"title": "x"}},
			{name: "an unknown tag", method: "POST", path: "/apps/todo/add-tasks", as: "admin", status: 400, body: add(map[string]any{"title": "x", "tags": []string{"urgent"}}),
				want: map[string]any{"error.fields.tags": "<set>"}},
			{name: "a bad date", method: "POST", path: "/apps/todo/add-tasks", as: "admin", status: 400, body: add(map[string]any{"title": "x", "dueDate": "2026-13-01"}),
				want: map[string]any{"error.fields.dueDate": "<set>"}},
			{name: "an unknown assignee", method: "POST", path: "/apps/todo/add-tasks", as: "admin", status: 400, body: add(map[string]any{"title": "x", "assignee": map[string]any{"id": 9999}}),
				want: map[string]any{"error.fields.assignee": "<set>"}},
			{name: "refused adds added nothing", method: "GET", path: "/apps/todo/tasks", as: "admin", status: 200,
				want: map[string]any{"16.title": "<set>"}, absent: []string{"17"}},
			{name: "update an unknown id", method: "POST", path: "/apps/todo/update-task", as: "admin", status: 404, body: add(map[string]any{"id": 9999, "isCompleted": true})},
			{name: "update without id", method: "POST", path: "/apps/todo/update-task", as: "admin", status: 400, body: add(map[string]any{"isCompleted": true}),
				want: map[string]any{"error.fields.id": "<set>"}},
			{name: "update to an empty title", method: "POST", path: "/apps/todo/update-task", as: "admin", status: 400, body: add(map[string]any{"id": 18, "title": ""}),
				want: map[string]any{"error.fields.title": "<set>"}},
			{name: "delete an unknown id", method: "DELETE", path: "/apps/todo/delete-task?taskId=9999", as: "admin", status: 404},
			{name: "delete without id", method: "DELETE", path: "/apps/todo/delete-task", as: "admin", status: 400, want: map[string]any{"error.fields.taskId": "<set>"}},
			{name: "client: list", method: "GET", path: "/apps/todo/tasks", as: "client", status: 403},
			{name: "client: add", method: "POST", path: "/apps/todo/add-tasks", as: "client", status: 403, body: add(map[string]any{"title": "x"})},
			{name: "client: delete", method: "DELETE", path: "/apps/todo/delete-task?taskId=18", as: "client", status: 403},
			{name: "signed out", method: "GET", path: "/apps/todo/tasks", status: 401},
			{name: "people to assign", method: "GET", path: "/apps/todo/people?q=thom", as: "admin", status: 200,
				want: map[string]any{"0.fullName": "Thomas Girard", "0.id": 4}, absent: []string{"1"}},
		})
	})
}

// A task through its life: complete, edit, delete, restore, reorder.
func TestTodoLifecycle(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		h := bearerH(admin)
		r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Réserver la salle"}}, h)
		id := at(r.json(t), "task.id").(float64)
		path := func(p string, args ...any) string { return fmt.Sprintf(p, args...) }
		up := func(fields map[string]any) map[string]any {
			fields["id"] = id
			return e.do(nil, "POST", "/apps/todo/update-task", map[string]any{"task": fields}, h).json(t)
		}
		if m := up(map[string]any{"isCompleted": true}); at(m, "task.isCompleted") != true || at(m, "task.title") != "Réserver la salle" {
			t.Fatalf("complete: %v", m)
		}
		if m := up(map[string]any{"title": "Réserver la grande salle", "assignee": nil, "tags": []string{"low"}, "dueDate": ""}); at(m, "task.title") != "Réserver la grande salle" ||
			at(m, "task.assignee") != nil || at(m, "task.tags.0") != "low" || at(m, "task.dueDate") != "" || at(m, "task.isCompleted") != true {
			t.Fatalf("edit: %v", m)
		}
		if m := e.do(nil, "DELETE", path("/apps/todo/delete-task?taskId=%v", id), nil, h).json(t); at(m, "task.isDeleted") != true {
			t.Fatalf("delete: %v", m)
		}
		list := func(q string) []any {
			var out []any
			r := e.do(nil, "GET", "/apps/todo/tasks"+q, nil, h)
			jsonArray(t, r.body, &out)
			return out
		}
		if found := list("?filter=deleted"); !hasID(found, id) {
			t.Fatal("a deleted task is in the deleted list")
		}
		if found := list(""); hasID(found, id) {
			t.Fatal("a deleted task left the main list")
		}
		if m := up(map[string]any{"isDeleted": false}); at(m, "task.isDeleted") != false {
			t.Fatalf("restore: %v", m)
		}
		if found := list(""); !hasID(found, id) {
			t.Fatal("a restored task is back in the main list")
		}

		// Reorder the first three: the third goes first; the rest stay where they were.
		before := list("")
		a, b, c := idOf(before[0]), idOf(before[1]), idOf(before[2])
		if r := e.do(nil, "POST", "/apps/todo/reorder", map[string]any{"ids": []float64{c, a, b}}, h); r.status != 204 {
			t.Fatalf("reorder: %d %s", r.status, r.body)
		}
		after := list("")
		if idOf(after[0]) != c || idOf(after[1]) != a || idOf(after[2]) != b || idOf(after[3]) != idOf(before[3]) || len(after) != len(before) {
			t.Fatalf("order after reorder: %v", after[:4])
		}
		for _, bad := range []any{map[string]any{"ids": []int{}}, map[string]any{"ids": []float64{a, a}}, map[string]any{"ids": []float64{a, 9999}}} {
			if r := e.do(nil, "POST", "/apps/todo/reorder", bad, h); r.status != 400 && r.status != 404 {
				t.Fatalf("reorder %v: %d", bad, r.status)
			}
		}
		if again := list(""); idOf(again[0]) != c {
			t.Fatal("a refused reorder changed the order")
		}
	})
}

// The front end's forms get a redirect back with a message, not JSON.
func TestTodoInertiaForm(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/apps/todo"
		r := e.do(admin, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Par le formulaire"}}, h)
		if r.status != 303 || r.header.Get("Location") == "" {
			t.Fatalf("form add: %d %v", r.status, r.header)
		}
		p := page(t, e.do(admin, "GET", "/apps/todo", nil, e.inertia()))
		if at(p, "props.tasks.0.title") != "Par le formulaire" || at(p, "flash.success.key") != "todo.flash.added" {
			t.Fatalf("after the form: %v %v", at(p, "props.tasks.0"), p["flash"])
		}
		// Ticking a task's checkbox shows itself: no toast for it.
		id := at(p, "props.tasks.0.id")
		e.do(admin, "POST", "/apps/todo/update-task", map[string]any{"task": map[string]any{"id": id, "isCompleted": true}}, h)
		if p := page(t, e.do(admin, "GET", "/apps/todo", nil, e.inertia())); at(p, "flash.success") != nil || at(p, "props.tasks.0.isCompleted") != true {
			t.Fatalf("after ticking: %v %v", p["flash"], at(p, "props.tasks.0"))
		}
		r = e.do(admin, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": ""}}, h)
		if r.status != 303 {
			t.Fatalf("form error: %d", r.status)
		}
		p = page(t, e.do(admin, "GET", "/apps/todo", nil, e.inertia()))
		if at(p, "props.errors.title") != "server.titleRequired" {
			t.Fatalf("field error under the form: %v", at(p, "props.errors"))
		}
		for path, want := range map[string]int{"/apps/todo/important": 200, "/apps/todo/tag/team": 200, "/apps/todo/tag/urgent": 404} {
			if r := e.do(admin, "GET", path, nil, e.inertia()); r.status != want {
				t.Errorf("%s: %d, want %d", path, r.status, want)
			}
		}
	})
}

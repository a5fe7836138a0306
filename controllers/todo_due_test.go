package controllers_test

import (
	"slices"
	"testing"
	"time"

	"partage/app/invoice"
)

// The to-do list's "due" filter is the dashboard's "today's tasks": the
// reader's open tasks due today or before, theirs or nobody's. Tomorrow's,
// someone else's, a completed, a deleted or an undated task stays out; the
// list (page and JSON) holds as many tasks as the figure counts.
func TestDashboardTasksDue(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		token, _ := e.token("admin@demo.com", "admin")
		admin := map[string]string{"Authorization": "Bearer " + token}
		var adminID, otherID int64
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&adminID)
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'manager@demo.com'`).Scan(&otherID)
		today, _ := time.Parse(time.DateOnly, invoice.DateOf(time.Now()))
		day := func(n int) string { return today.AddDate(0, 0, n).Format(time.DateOnly) }
		add := func(task map[string]any) int64 {
			t.Helper()
			r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": task}, admin)
			if r.status != 201 {
				t.Fatalf("add %v: %d %s", task, r.status, r.body)
			}
			return int64(idOf(at(r.value(t), "task")))
		}
		update := func(task map[string]any) {
			t.Helper()
			if r := e.do(nil, "POST", "/apps/todo/update-task", map[string]any{"task": task}, admin); r.status != 200 {
				t.Fatalf("update %v: %d %s", task, r.status, r.body)
			}
		}
		in := []int64{
			add(map[string]any{"title": "Échéance du jour", "dueDate": day(0)}),
			add(map[string]any{"title": "En retard, à moi", "dueDate": day(-2), "assignee": map[string]any{"id": adminID}}),
		}
		out := []int64{
			add(map[string]any{"title": "Demain", "dueDate": day(1)}),
			add(map[string]any{"title": "À quelqu'un d'autre", "dueDate": day(0), "assignee": map[string]any{"id": otherID}}),
			add(map[string]any{"title": "Sans date"}),
			add(map[string]any{"title": "Faite", "dueDate": day(0)}),
			add(map[string]any{"title": "Supprimée", "dueDate": day(0)}),
		}
		update(map[string]any{"id": out[3], "isCompleted": true})
		update(map[string]any{"id": out[4], "isDeleted": true})

		figure := num(e.overviewOf(t, admin), "tasks.count")
		r := e.do(nil, "GET", "/apps/todo/tasks?filter=due", nil, admin)
		list, _ := r.value(t).([]any)
		if r.status != 200 || int64(len(list)) != figure {
			t.Fatalf("the figure counts %d, the due list holds %d: %d %.300s", figure, len(list), r.status, r.body)
		}
		var ids []int64
		for _, v := range list {
			ids = append(ids, int64(idOf(v)))
			if due, _ := at(v, "dueDate").(string); due == "" || due > day(0) || at(v, "isCompleted") == true || at(v, "isDeleted") == true {
				t.Errorf("not due by today: %v", v)
			}
			if a, ok := at(v, "assignee").(map[string]any); ok && int64(idOf(a)) != adminID {
				t.Errorf("someone else's: %v", v)
			}
		}
		for _, id := range in {
			if !slices.Contains(ids, id) {
				t.Errorf("task %d is due and missing from %v", id, ids)
			}
		}
		for _, id := range out {
			if slices.Contains(ids, id) {
				t.Errorf("task %d is listed as due", id)
			}
		}
		// The page the dashboard links to, and the same list for someone else (without the admin's own).
		c, _ := e.signIn("admin@demo.com", "admin", false)
		page := e.do(c, "GET", "/apps/todo/due", nil, e.inertia())
		if tasks, _ := at(page.json(t), "props.tasks").([]any); page.status != 200 || int64(len(tasks)) != figure || at(page.json(t), "props.filter.filter") != "due" {
			t.Errorf("the due page: %d, %d tasks for a figure of %d", page.status, len(tasks), figure)
		}
		managerToken, _ := e.token("manager@demo.com", "manager")
		manager := map[string]string{"Authorization": "Bearer " + managerToken}
		r = e.do(nil, "GET", "/apps/todo/tasks?filter=due", nil, manager)
		theirs, _ := r.value(t).([]any)
		if int64(len(theirs)) != num(e.overviewOf(t, manager), "tasks.count") || !hasID(theirs, float64(out[1])) || hasID(theirs, float64(in[1])) {
			t.Errorf("the manager's due tasks: %.300s", r.body)
		}
		if r := e.do(nil, "GET", "/apps/todo/tasks?filter=overdue", nil, admin); r.status != 400 {
			t.Errorf("an unknown filter: %d", r.status)
		}
	})
}

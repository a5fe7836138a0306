package controllers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/todo"
)

// todoFilter reads a list's filter from the URL: path segments first, then the query.
func todoFilter(r *http.Request) todo.Filter {
	q := r.URL.Query()
	f := todo.Filter{Q: q.Get("q"), Filter: q.Get("filter"), Tag: q.Get("tag"), SortBy: q.Get("sortBy")}
	if v := mux.Vars(r)["filter"]; v != "" {
		f.Filter = v
	}
	if v := mux.Vars(r)["tag"]; v != "" {
		f.Tag = v
	}
	return f
}

// todoListFilter is the URL's filter with who reads the list and the
// cooperative's date, which choose the tasks due (todo.FilterDue).
func (s *Server) todoListFilter(r *http.Request) todo.Filter {
	f := todoFilter(r)
	f.ViewerID, f.Today = auth.UserFrom(r.Context()).ID, s.Invoices.Today()
	return f
}

// todoPage is /apps/todo, /apps/todo/{filter} and /apps/todo/tag/{tag}.
func (s *Server) todoPage(w http.ResponseWriter, r *http.Request) {
	f := s.todoListFilter(r)
	tasks, err := s.Todo.ListTasks(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID {
		err = app.E(app.ENOTFOUND, "listNotFound", nil)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	props := inertia.Props{
		"tasks": tasks, "tags": todo.Tags,
		"filter": map[string]any{"q": f.Q, "filter": f.Filter, "tag": f.Tag, "sortBy": f.SortBy},
	}
	// ?task={id} (a notification's link) opens that task's panel; an unknown id opens nothing.
	if id, err := strconv.ParseInt(r.URL.Query().Get("task"), 10, 64); err == nil && id > 0 {
		if t, err := s.Todo.FindTaskByID(r.Context(), id); err == nil {
			props["openTask"] = t
		}
	}
	s.render(w, r, "Apps/Todo/Index", props)
}

// todoList answers spec §7's GET /apps/todo/tasks (q, filter, tag, sortBy): the list.
func (s *Server) todoList(w http.ResponseWriter, r *http.Request) {
	tasks, err := s.Todo.ListTasks(r.Context(), s.todoListFilter(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, tasks)
}

// taskBody is a task as clients send it, inside {task: …}.
type taskBody struct {
	Task *struct {
		ID          json.RawMessage `json:"id"`
		Title       *string         `json:"title"`
		DueDate     *string         `json:"dueDate"`
		Description *string         `json:"description"`
		Assignee    json.RawMessage `json:"assignee"`
		Tags        *[]string       `json:"tags"`
		IsCompleted *bool           `json:"isCompleted"`
		IsDeleted   *bool           `json:"isDeleted"`
		IsImportant *bool           `json:"isImportant"`
	} `json:"task"`
}

// input turns the body into a task's input and id (0 when none was given).
func (b taskBody) input() (todo.Input, int64, error) {
	if b.Task == nil {
		return todo.Input{}, 0, app.E(app.EINVALID, "sendTask", nil).WithField("title", "titleRequired", nil)
	}
	t := b.Task
	in := todo.Input{Title: t.Title, DueDate: t.DueDate, Description: t.Description, Tags: t.Tags,
		IsCompleted: t.IsCompleted, IsDeleted: t.IsDeleted, IsImportant: t.IsImportant}
	if raw := bytes.TrimSpace(t.Assignee); len(raw) > 0 {
		var id int64
		if !bytes.Equal(raw, []byte("null")) {
			var ok bool
			if id, ok = contactIDOf(raw); !ok {
				return todo.Input{}, 0, app.InvalidField("assignee", "assigneeAmongUsers", nil)
			}
		}
		in.AssigneeID = &id
	}
	var id int64
	if raw := bytes.TrimSpace(t.ID); len(raw) > 0 && !bytes.Equal(raw, []byte("null")) {
		var ok bool
		if id, ok = contactIDOf(raw); !ok {
			return todo.Input{}, 0, app.InvalidField("id", "taskId", nil)
		}
	}
	return in, id, nil
}

// todoAdd answers spec §7's POST /apps/todo/add-tasks {task}: 201 {task}; the
// front end's form is sent back to the list with a message.
func (s *Server) todoAdd(w http.ResponseWriter, r *http.Request) {
	var body taskBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, _, err := body.input()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := s.Todo.CreateTask(r.Context(), auth.UserFrom(r.Context()).ID, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.notifyTask(r, nil, t)
	s.taskDone(w, r, http.StatusCreated, t, "todo.flash.added")
}

// todoUpdate answers spec §7's POST /apps/todo/update-task {task}: {task}.
// Only the fields sent change; restoring a deleted task sends isDeleted false.
func (s *Server) todoUpdate(w http.ResponseWriter, r *http.Request) {
	var body taskBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, id, err := body.input()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if id == 0 {
		s.fail(w, r, app.InvalidField("id", "whichTask", nil))
		return
	}
	// The task as it was tells whom the change concerns: a new assignee, newly mentioned users.
	var before *todo.Task
	if in.AssigneeID != nil || in.Description != nil {
		if old, err := s.Todo.FindTaskByID(r.Context(), id); err == nil {
			before = &old
		}
	}
	t, err := s.Todo.UpdateTask(r.Context(), id, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if before != nil {
		s.notifyTask(r, before, t)
	}
	key := "todo.flash.updated"
	switch {
	case in.IsDeleted != nil && !*in.IsDeleted:
		key = "todo.flash.restored"
	case in.Title == nil && in.DueDate == nil && in.Description == nil && in.AssigneeID == nil && in.Tags == nil:
		key = "" // a tick of the checkbox or the star shows itself; a toast each time would be noise
	}
	s.taskDone(w, r, http.StatusOK, t, key)
}

// todoDelete answers spec §7's DELETE /apps/todo/delete-task?taskId: the task
// moves to the deleted list ({task}).
func (s *Server) todoDelete(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.URL.Query().Get("taskId"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.InvalidField("taskId", "taskIdParam", nil))
		return
	}
	t, err := s.Todo.DeleteTask(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.taskDone(w, r, http.StatusOK, t, "todo.flash.deleted")
}

// todoReorder is POST /apps/todo/reorder {ids}: those tasks in that order.
func (s *Server) todoReorder(w http.ResponseWriter, r *http.Request) {
	var body struct {
		IDs []int64 `json:"ids"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Todo.ReorderTasks(r.Context(), body.IDs); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	s.in.Back(w, r)
}

// taskDone answers a change: JSON clients get {task}, the front end goes back with a message.
func (s *Server) taskDone(w http.ResponseWriter, r *http.Request, status int, t todo.Task, flashKey string) {
	if wantsJSON(r) {
		writeJSON(w, status, map[string]any{"task": t})
		return
	}
	if flashKey != "" {
		s.flash(w, r, "success", flashKey, map[string]any{"title": t.Title})
	}
	s.in.Back(w, r)
}

// people answers GET …/people?q=: up to 20 users to pick as assignees or guests.
func (s *Server) people(w http.ResponseWriter, r *http.Request) {
	found, err := s.Search.Pick(r.Context(), r.URL.Query().Get("q"), 20)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := make([]map[string]any, 0, len(found))
	for _, p := range found {
		out = append(out, map[string]any{"id": p.ID, "fullName": p.Title, "email": p.Email, "avatar": p.Img})
	}
	writeJSON(w, http.StatusOK, out)
}

package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	_ "time/tzdata" // the demo's times are the cooperative's, in Paris, wherever the server runs

	"partage/app/auth"
	"partage/app/calendar"
	"partage/app/db"
	"partage/app/todo"
)

type demoTask struct {
	Title       string   `json:"title"`
	Assignee    string   `json:"assignee"`
	DueInDays   int      `json:"dueInDays"`
	Tags        []string `json:"tags"`
	Important   bool     `json:"important"`
	Completed   bool     `json:"completed"`
	Deleted     bool     `json:"deleted"`
	Description string   `json:"description"`
}

type demoEvent struct {
	Title       string   `json:"title"`
	Calendar    string   `json:"calendar"`
	DayOffset   int      `json:"dayOffset"`
	Start       string   `json:"start"`
	End         string   `json:"end"`
	AllDay      bool     `json:"allDay"`
	Days        int      `json:"days"`
	Location    string   `json:"location"`
	URL         string   `json:"url"`
	Description string   `json:"description"`
	Guests      []string `json:"guests"`
}

// demoPlanning adds the team's tasks and the demo admin's events, dated around today.
func demoPlanning(ctx context.Context, d *db.DB) error {
	users := auth.NewStore(d)
	idOf := func(email string) (int64, error) {
		if email == "" {
			return 0, nil
		}
		u, err := users.FindUserByEmail(ctx, email)
		if err != nil {
			return 0, fmt.Errorf("seed: %s: %w", email, err)
		}
		return u.ID, nil
	}
	admin, err := idOf("admin@demo.com")
	if err != nil {
		return err
	}
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		paris = time.UTC
	}
	today := time.Now().In(paris)
	today = time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, paris)

	var tasks []demoTask
	if err := readJSON("data/todo.json", &tasks); err != nil {
		return err
	}
	store := todo.NewStore(d)
	// Added last first, so the list shows them in the file's order (new tasks go on top).
	for i := len(tasks) - 1; i >= 0; i-- {
		t := tasks[i]
		assignee, err := idOf(t.Assignee)
		if err != nil {
			return err
		}
		due := today.AddDate(0, 0, t.DueInDays).Format(time.DateOnly)
		tags := append([]string{}, t.Tags...)
		in := todo.Input{Title: &t.Title, DueDate: &due, Description: &t.Description, AssigneeID: &assignee, Tags: &tags,
			IsImportant: &t.Important, IsCompleted: &t.Completed, IsDeleted: &t.Deleted}
		if _, err := store.CreateTask(ctx, admin, in); err != nil {
			return fmt.Errorf("seed: task %q: %w", t.Title, err)
		}
	}

	var events []demoEvent
	if err := readJSON("data/events.json", &events); err != nil {
		return err
	}
	cal := calendar.NewStore(d)
	for _, e := range events {
		day := today.AddDate(0, 0, e.DayOffset)
		in := calendar.Input{Title: e.Title, Calendar: e.Calendar, AllDay: e.AllDay, URL: e.URL, Location: e.Location, Description: e.Description}
		if e.AllDay {
			in.Start = day.Format(time.DateOnly)
			in.End = day.AddDate(0, 0, max(e.Days, 1)).Format(time.DateOnly)
		} else {
			in.Start, in.End = at(day, e.Start), at(day, e.End)
		}
		for _, g := range e.Guests {
			id, err := idOf(g)
			if err != nil {
				return err
			}
			in.Guests = append(in.Guests, id)
		}
		if _, err := cal.CreateEvent(ctx, admin, in); err != nil {
			return fmt.Errorf("seed: event %q: %w", e.Title, err)
		}
	}
	return nil
}

// at is the RFC 3339 time of "HH:MM" on day, in day's zone.
func at(day time.Time, hhmm string) string {
	var h, m int
	fmt.Sscanf(strings.TrimSpace(hhmm), "%d:%d", &h, &m)
	return time.Date(day.Year(), day.Month(), day.Day(), h, m, 0, 0, day.Location()).Format(time.RFC3339)
}

func readJSON(name string, v any) error {
	raw, err := data.ReadFile(name)
	if err != nil {
		return fmt.Errorf("seed: read %s: %w", name, err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("seed: parse %s: %w", name, err)
	}
	return nil
}

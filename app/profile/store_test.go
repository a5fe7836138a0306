package profile_test

import (
	"context"
	"sync"
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
	"partage/app/profile"
	"partage/seed"
)

// viewers are the demo's staff as app/profile knows them.
func viewers(t *testing.T, d *db.DB) map[string]profile.Viewer {
	t.Helper()
	out := map[string]profile.Viewer{}
	rows, err := d.QueryContext(context.Background(), `SELECT id, role, email FROM users WHERE email LIKE '%@demo.com'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var v profile.Viewer
		var email string
		if err := rows.Scan(&v.ID, &v.Role, &email); err != nil {
			t.Fatal(err)
		}
		out[email] = v
	}
	return out
}

// Likes and votes are counted once however many arrive at the same time, on both engines.
func TestCountedOnceConcurrently(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		if _, err := seed.Demo(ctx, d, dir); err != nil {
			t.Fatal(err)
		}
		s := profile.New(d, files.New(d, dir))
		who := viewers(t, d)
		admin, manager := who["admin@demo.com"], who["manager@demo.com"]
		post, err := s.CreatePost(ctx, admin, profile.NewPost{Body: "À aimer"})
		if err != nil {
			t.Fatal(err)
		}
		poll, err := s.CreatePoll(ctx, admin, profile.NewPoll{Question: "Oui ou non ?", Options: []string{"Oui", "Non"}})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		voted, refused := 0, 0
		for i := 0; i < 20; i++ {
			wg.Add(2)
			go func() {
				defer wg.Done()
				if _, _, err := s.Like(ctx, manager, post.ID, true); err != nil {
					t.Error(err)
				}
			}()
			go func() {
				defer wg.Done()
				_, err := s.Vote(ctx, manager, poll.ID, poll.Options[0].ID)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					voted++
				case app.ErrorCode(err) == app.ECONFLICT:
					refused++
				default:
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		likes, liked, err := s.Like(ctx, manager, post.ID, true)
		if err != nil || likes != 1 || !liked {
			t.Fatalf("likes %d %v %v", likes, liked, err)
		}
		if voted != 1 || refused != 19 {
			t.Fatalf("%d votes taken, %d refused", voted, refused)
		}
		data, err := s.Load(ctx, manager, admin.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p := data.Polls[0]; p.Total != 1 || p.MyVote == nil || *p.Options[0].Votes != 1 || *p.Options[1].Votes != 0 {
			t.Fatalf("poll: %+v", p)
		}
	})
}

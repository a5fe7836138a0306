package profile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"partage/app"
)

var (
	errPostNotFound    = app.E(app.ENOTFOUND, "postNotFound", nil)
	errCommentNotFound = app.E(app.ENOTFOUND, "postCommentNotFound", nil)
	errPollNotFound    = app.E(app.ENOTFOUND, "pollNotFound", nil)
)

// Post is a post with its photos, likes and newest comments.
type Post struct {
	ID               int64       `json:"id"`
	Author           Author      `json:"author"`
	Body             string      `json:"body"`
	CreatedAt        time.Time   `json:"createdAt"`
	Photos           []PostPhoto `json:"photos"`
	Likes            int64       `json:"likes"`
	Liked            bool        `json:"liked"`
	LikedUsers       []Author    `json:"likedUsers"`
	Comments         int64       `json:"comments"` // all of them; detailedComments holds the newest CommentsShown
	DetailedComments []Comment   `json:"detailedComments"`
	CanDelete        bool        `json:"canDelete"`
}

// PostPhoto is a photo of a post.
type PostPhoto struct {
	ID  int64  `json:"id"`
	URL string `json:"url"`
}

// PhotoItem is one of the photos a person posted.
type PhotoItem struct {
	ID     int64  `json:"id"`
	URL    string `json:"url"`
	PostID int64  `json:"postId"`
}

// NewPost is a post as written: its text and its photos' bytes.
type NewPost struct {
	Body   string
	Photos []Upload
}

// Posts is a page of the posts on user id's profile, older than the post
// before (0: the newest), with the cursor of the next page (nil: no more).
func (s *Store) Posts(ctx context.Context, v Viewer, id int64, before int64) ([]Post, *string, error) {
	if _, err := s.Visible(ctx, v, id); err != nil {
		return nil, nil, err
	}
	return s.posts(ctx, v, id, before)
}

const postColumns = `p.id, p.author_id, u.full_name, u.avatar, p.body, p.like_count, p.comment_count, p.created_at`

func (s *Store) posts(ctx context.Context, v Viewer, author int64, before int64) ([]Post, *string, error) {
	q := `SELECT ` + postColumns + ` FROM posts p JOIN users u ON u.id = p.author_id WHERE p.author_id = $1`
	args := []any{author}
	if before > 0 {
		q += ` AND p.id < $2`
		args = append(args, before)
	}
	q += fmt.Sprintf(` ORDER BY p.id DESC LIMIT %d`, PostsPerPage+1)
	list, err := s.scanPosts(ctx, v, q, args...)
	if err != nil {
		return nil, nil, err
	}
	var next *string
	if len(list) > PostsPerPage {
		list = list[:PostsPerPage]
		c := strconv.FormatInt(list[len(list)-1].ID, 10)
		next = &c
	}
	return list, next, nil
}

// post is one post as v sees it.
func (s *Store) post(ctx context.Context, v Viewer, id int64) (Post, error) {
	list, err := s.scanPosts(ctx, v, `SELECT `+postColumns+` FROM posts p JOIN users u ON u.id = p.author_id WHERE p.id = $1`, id)
	if err != nil {
		return Post{}, err
	}
	if len(list) == 0 {
		return Post{}, errPostNotFound
	}
	return list[0], nil
}

func (s *Store) scanPosts(ctx context.Context, v Viewer, q string, args ...any) ([]Post, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("profile: posts: %w", err)
	}
	list := []Post{}
	for rows.Next() {
		var p Post
		if err := rows.Scan(&p.ID, &p.Author.ID, &p.Author.FullName, &p.Author.Avatar, &p.Body, &p.Likes, &p.Comments, &p.CreatedAt); err != nil {
			rows.Close()
			return nil, fmt.Errorf("profile: posts: %w", err)
		}
		p.CreatedAt = p.CreatedAt.UTC()
		p.Photos, p.LikedUsers, p.DetailedComments = []PostPhoto{}, []Author{}, []Comment{}
		p.CanDelete = p.Author.ID == v.ID || v.IsAdmin()
		list = append(list, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("profile: posts: %w", err)
	}
	if len(list) == 0 {
		return list, nil
	}
	byID := map[int64]*Post{}
	ids := make([]any, len(list))
	for i := range list {
		byID[list[i].ID] = &list[i]
		ids[i] = list[i].ID
	}
	set := in(1, len(ids))
	// Photos.
	err = s.each(ctx, `SELECT id, post_id, name FROM post_photos WHERE post_id IN (`+set+`) ORDER BY id`, ids, func(r *sql.Rows) error {
		var ph PostPhoto
		var post int64
		var name string
		if err := r.Scan(&ph.ID, &post, &name); err != nil {
			return err
		}
		ph.URL = PhotoURL(name)
		byID[post].Photos = append(byID[post].Photos, ph)
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Liked by the viewer.
	err = s.each(ctx, `SELECT post_id FROM post_likes WHERE post_id IN (`+set+`) AND user_id = $`+strconv.Itoa(len(ids)+1),
		append(append([]any{}, ids...), v.ID), func(r *sql.Rows) error {
			var post int64
			if err := r.Scan(&post); err != nil {
				return err
			}
			byID[post].Liked = true
			return nil
		})
	if err != nil {
		return nil, err
	}
	// The first likers.
	err = s.each(ctx, `SELECT x.post_id, u.id, u.full_name, u.avatar FROM (
			SELECT post_id, user_id, created_at, ROW_NUMBER() OVER (PARTITION BY post_id ORDER BY created_at, user_id) AS rn
			FROM post_likes WHERE post_id IN (`+set+`)) x JOIN users u ON u.id = x.user_id
		WHERE x.rn <= `+strconv.Itoa(LikersShown)+` ORDER BY x.post_id, x.rn`, ids, func(r *sql.Rows) error {
		var a Author
		var post int64
		if err := r.Scan(&post, &a.ID, &a.FullName, &a.Avatar); err != nil {
			return err
		}
		byID[post].LikedUsers = append(byID[post].LikedUsers, a)
		return nil
	})
	if err != nil {
		return nil, err
	}
	// The newest comments, oldest of them first.
	err = s.each(ctx, `SELECT x.id, x.post_id, x.body, x.created_at, u.id, u.full_name, u.avatar FROM (
			SELECT id, post_id, author_id, body, created_at, ROW_NUMBER() OVER (PARTITION BY post_id ORDER BY id DESC) AS rn
			FROM post_comments WHERE post_id IN (`+set+`)) x JOIN users u ON u.id = x.author_id
		WHERE x.rn <= `+strconv.Itoa(CommentsShown)+` ORDER BY x.post_id, x.id`, ids, func(r *sql.Rows) error {
		var c Comment
		var post int64
		if err := r.Scan(&c.ID, &post, &c.Body, &c.CreatedAt, &c.Author.ID, &c.Author.FullName, &c.Author.Avatar); err != nil {
			return err
		}
		c.CreatedAt = c.CreatedAt.UTC()
		p := byID[post]
		c.CanDelete = c.Author.ID == v.ID || p.Author.ID == v.ID || v.IsAdmin()
		p.DetailedComments = append(p.DetailedComments, c)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return list, nil
}

// photos are the newest photos the person posted.
func (s *Store) photos(ctx context.Context, author int64) ([]PhotoItem, error) {
	out := []PhotoItem{}
	err := s.each(ctx, `SELECT id, post_id, name FROM post_photos WHERE author_id = $1 ORDER BY id DESC LIMIT $2`, []any{author, PhotosShown},
		func(r *sql.Rows) error {
			var ph PhotoItem
			var name string
			if err := r.Scan(&ph.ID, &ph.PostID, &name); err != nil {
				return err
			}
			ph.URL = PhotoURL(name)
			out = append(out, ph)
			return nil
		})
	return out, err
}

// CreatePost writes a post on v's own profile. The body is required unless
// there are photos; photos are at most MaxPhotos JPEG, PNG or WebP images of
// at most MaxPhotoBytes each. Nothing is kept when anything is wrong.
func (s *Store) CreatePost(ctx context.Context, v Viewer, in NewPost) (Post, error) {
	if _, err := s.Visible(ctx, v, v.ID); err != nil {
		return Post{}, err
	}
	body, err := cleanText("body", in.Body, MaxBody, len(in.Photos) == 0, "postBodyRequired", "postBodyTooLong")
	if err != nil {
		return Post{}, err
	}
	if len(in.Photos) > MaxPhotos {
		return Post{}, app.InvalidField("photos", "postPhotosTooMany", app.Params{"max": MaxPhotos})
	}
	exts := make([]string, len(in.Photos))
	for i, data := range in.Photos {
		if exts[i], err = checkImage("photos", data); err != nil {
			return Post{}, err
		}
	}
	names := make([]string, len(in.Photos))
	for i, data := range in.Photos {
		if names[i], err = s.store(ctx, data, exts[i]); err != nil {
			return Post{}, err
		}
	}
	now := s.now()
	var id int64
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `INSERT INTO posts (author_id, body, created_at) VALUES ($1, $2, $3) RETURNING id`, v.ID, body, now).Scan(&id); err != nil {
			return err
		}
		for _, name := range names {
			if _, err := tx.ExecContext(ctx, `INSERT INTO post_photos (post_id, author_id, name, created_at) VALUES ($1, $2, $3, $4)`, id, v.ID, name, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Post{}, fmt.Errorf("profile: create post: %w", err)
	}
	return s.post(ctx, v, id)
}

// postOwner reads a post's author and checks that v may see their profile.
func (s *Store) postOwner(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, v Viewer, id int64) (int64, error) {
	var author int64
	err := q.QueryRowContext(ctx, `SELECT author_id FROM posts WHERE id = $1`, id).Scan(&author)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errPostNotFound
	}
	if err != nil {
		return 0, fmt.Errorf("profile: post %d: %w", id, err)
	}
	if _, err := s.Visible(ctx, v, author); err != nil {
		if app.ErrorCode(err) == app.EFORBIDDEN {
			return 0, errPostNotFound // a post one may not see is not there
		}
		return 0, err
	}
	return author, nil
}

// DeletePost deletes a post (its author or an admin), with its photos'
// rows, likes and comments. The pictures' bytes stay in the shared,
// content-addressed file store (app/files keeps no count of who uses a
// file); no route serves them once no row names them.
func (s *Store) DeletePost(ctx context.Context, v Viewer, id int64) error {
	author, err := s.postOwner(ctx, s.db, v, id)
	if err != nil {
		return err
	}
	if author != v.ID && !v.IsAdmin() {
		return app.E(app.EFORBIDDEN, "postDeleteNotAllowed", nil)
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM posts WHERE id = $1`, id) // photos, likes and comments go with it (ON DELETE CASCADE)
		return err
	})
	if err != nil {
		return fmt.Errorf("profile: delete post %d: %w", id, err)
	}
	return nil
}

// Like marks a post liked by v (once: a second like changes nothing, even
// at the same time). It returns the likes and whether v likes it.
func (s *Store) Like(ctx context.Context, v Viewer, id int64, on bool) (int64, bool, error) {
	if _, err := s.postOwner(ctx, s.db, v, id); err != nil {
		return 0, false, err
	}
	var likes int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var res sql.Result
		var err error
		if on {
			res, err = tx.ExecContext(ctx, `INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)
				ON CONFLICT (post_id, user_id) DO NOTHING`, id, v.ID, s.now())
		} else {
			res, err = tx.ExecContext(ctx, `DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2`, id, v.ID)
		}
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		step := int64(0)
		if n > 0 {
			step = 1
			if !on {
				step = -1
			}
		}
		// Moved only with a row; read back in the same statement either way.
		err = tx.QueryRowContext(ctx, `UPDATE posts SET like_count = like_count + $1 WHERE id = $2 RETURNING like_count`, step, id).Scan(&likes)
		if errors.Is(err, sql.ErrNoRows) {
			return errPostNotFound
		}
		return err
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return 0, false, err
		}
		return 0, false, fmt.Errorf("profile: like %d: %w", id, err)
	}
	return likes, on, nil
}

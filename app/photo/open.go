package photo

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"

	"partage/app"
	"partage/app/db"
	"partage/app/files"
)

// name is how a rendition is named in its URL: its SHA-256 and .jpg.
var name = regexp.MustCompile(`^([0-9a-f]{64})\.jpg$`)

// Open opens the rendition named file ("{sum}.jpg") when table, one of the
// stores' image tables (thumb_sum, card_sum, large_sum), holds it: the file
// store is shared with other uploads, so only a known image is served.
// Anything else is ENOTFOUND.
func Open(ctx context.Context, q db.Execer, fs *files.Store, table, file string) (*files.File, error) {
	m := name.FindStringSubmatch(file)
	if m == nil {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	}
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM `+table+` WHERE large_sum = $1 OR card_sum = $1 OR thumb_sum = $1 LIMIT 1`, m[1]).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	} else if err != nil {
		return nil, fmt.Errorf("photo: %s: %w", table, err)
	}
	f, err := fs.Open(ctx, m[1])
	if errors.Is(err, files.ErrNotFound) {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	} else if err != nil {
		return nil, fmt.Errorf("photo: %s: %w", table, err)
	}
	return f, nil
}

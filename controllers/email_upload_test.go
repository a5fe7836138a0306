package controllers_test

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"runtime"
	"strings"
	"testing"

	"partage/app/files"
)

// multipartBody is a multipart form: fields in order, a file when its name is set.
type formField struct {
	name, file string
	content    []byte
}

func multipartBody(t *testing.T, fields ...formField) ([]byte, string) {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for _, f := range fields {
		var part io.Writer
		var err error
		if f.file != "" {
			part, err = w.CreateFormFile(f.name, f.file)
		} else {
			part, err = w.CreateFormField(f.name)
		}
		if err != nil {
			t.Fatal(err)
		}
		part.Write(f.content)
	}
	w.Close()
	return body.Bytes(), w.FormDataContentType()
}

// postUpload sends body, already built, to the attachment upload.
func (e *env) postUpload(t *testing.T, token string, body []byte, contentType string) reply {
	t.Helper()
	req, _ := http.NewRequest("POST", e.srv.URL+"/apps/email/attachments", bytes.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: raw}
}

// An upload is streamed to the file store: the server does not hold the file
// in memory. What the request allocates beyond what the store itself does to
// keep the same number of bytes must stay far under the file's size.
func TestEmailUploadIsStreamed(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		const size = 8 << 20
		allocated := func(do func()) uint64 {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			do()
			runtime.ReadMemStats(&after)
			return after.TotalAlloc - before.TotalAlloc
		}
		direct := bytes.Repeat([]byte("fedcba9876543210"), size/16)
		store := allocated(func() {
			if _, err := files.New(e.db, t.TempDir()).Put(context.Background(), bytes.NewReader(direct), size); err != nil {
				t.Fatal(err)
			}
		})
		body, ct := multipartBody(t, formField{name: "note", content: []byte("skipped")},
			formField{name: "file", file: "archive.bin", content: bytes.Repeat([]byte("0123456789abcdef"), size/16)})
		var r reply
		upload := allocated(func() { r = e.postUpload(t, admin, body, ct) })
		if r.status != 201 || at(r.json(t), "attachment.sizeBytes") != float64(size) {
			t.Fatalf("upload: %d %s", r.status, r.body)
		}
		if at(r.json(t), "attachment.fileName") != "archive.bin" {
			t.Errorf("file name: %s", r.body)
		}
		if upload > store+size/2 {
			t.Errorf("an upload of %d MB allocated %d MB, the store alone %d MB", size>>20, upload>>20, store>>20)
		}
	})
}

// The same answers as ever: no file field, a body past the route's cap.
func TestEmailUploadRefusals(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		body, ct := multipartBody(t, formField{name: "attachment", file: "a.txt", content: []byte("x")}, formField{name: "file", content: []byte("not a file")})
		if r := e.postUpload(t, admin, body, ct); r.status != 400 || !strings.Contains(string(r.body), "Send the file in the field named file.") {
			t.Errorf("no file field: %d %s", r.status, r.body)
		}
		if r := e.postUpload(t, admin, []byte(`{"file":"x"}`), "application/json"); r.status != 400 {
			t.Errorf("not multipart: %d %s", r.status, r.body)
		}
		// 2 MB of another field, then a file under 10 MB: the body passes the cap.
		body, ct = multipartBody(t, formField{name: "note", content: bytes.Repeat([]byte("n"), 2<<20)},
			formField{name: "file", file: "big.bin", content: bytes.Repeat([]byte("x"), 9<<20+512<<10)})
		if r := e.postUpload(t, admin, body, ct); r.status != 413 || !strings.Contains(string(r.body), "Files may be at most 10 MB.") {
			t.Errorf("body past the cap: %d %s", r.status, r.body)
		}
		var files int
		e.db.QueryRow(`SELECT count(*) FROM attachments WHERE file_name = 'big.bin'`).Scan(&files)
		if files != 0 {
			t.Errorf("a refused upload was recorded")
		}
	})
}

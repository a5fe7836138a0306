package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"time"
)

// GenesisHash is the previous hash of entry 1.
var GenesisHash = strings.Repeat("0", 64)

// canonicalFields are the fields of an entry's canonical content, in order.
// The content is, for each field in this order, the field's name, "=", the
// length in bytes of its value, ":", the value and a newline. Numbers are
// written in decimal (0 for an absent party, correction or author), text as
// stored (UTF-8), created_at as RFC 3339 UTC to the second. The length makes
// the content unambiguous whatever a name or a decision holds; there is no
// version: the content of an entry never changes.
var canonicalFields = []string{"number", "date", "kind", "category", "parts", "unit", "total", "from", "to",
	"from_name", "to_name", "decision", "corrects", "created_by", "created_by_name", "created_at"}

// createdAtFormat is how created_at is stored and hashed.
const createdAtFormat = time.RFC3339

// canonical appends e's canonical content to buf.
func canonical(buf []byte, e *Entry) []byte {
	return canonicalAt(buf, e, e.CreatedAt.UTC().Format(createdAtFormat))
}

// canonicalAt appends e's canonical content to buf, its created_at written at.
func canonicalAt(buf []byte, e *Entry, at string) []byte {
	num := func(b []byte, name string, n int64) []byte {
		var tmp [24]byte
		v := strconv.AppendInt(tmp[:0], n, 10)
		return field(b, name, v)
	}
	buf = num(buf, "number", e.Number)
	buf = field(buf, "date", []byte(e.Date))
	buf = field(buf, "kind", []byte(e.Kind))
	buf = field(buf, "category", []byte(e.Category))
	buf = num(buf, "parts", e.Parts)
	buf = num(buf, "unit", e.UnitCents)
	buf = num(buf, "total", e.TotalCents)
	buf = num(buf, "from", e.FromTiers)
	buf = num(buf, "to", e.ToTiers)
	buf = field(buf, "from_name", []byte(e.FromName))
	buf = field(buf, "to_name", []byte(e.ToName))
	buf = field(buf, "decision", []byte(e.Decision))
	buf = num(buf, "corrects", e.Corrects)
	buf = num(buf, "created_by", e.CreatedBy)
	buf = field(buf, "created_by_name", []byte(e.CreatedByName))
	buf = field(buf, "created_at", []byte(at))
	return buf
}

func field(buf []byte, name string, v []byte) []byte {
	buf = append(buf, name...)
	buf = append(buf, '=')
	buf = strconv.AppendInt(buf, int64(len(v)), 10)
	buf = append(buf, ':')
	buf = append(buf, v...)
	return append(buf, '\n')
}

// hasher computes entries' hashes, reusing its buffer.
type hasher struct{ buf []byte }

// sum returns the hex SHA-256 of prev, a newline and e's canonical content.
func (h *hasher) sum(prev string, e *Entry) string {
	h.buf = append(h.buf[:0], prev...)
	h.buf = append(h.buf, '\n')
	h.buf = canonical(h.buf, e)
	sum := sha256.Sum256(h.buf)
	return hex.EncodeToString(sum[:])
}

// matches says whether hash is the hex SHA-256 of prev, a newline and e's
// canonical content with created_at written at.
func (h *hasher) matches(prev string, e *Entry, at string) bool {
	h.buf = append(h.buf[:0], prev...)
	h.buf = append(h.buf, '\n')
	h.buf = canonicalAt(h.buf, e, at)
	sum := sha256.Sum256(h.buf)
	var hexed [2 * sha256.Size]byte
	hex.Encode(hexed[:], sum[:])
	return string(hexed[:]) == e.Hash
}

// HashOf returns the hash e must carry after prev (for the record: it is
// the rule Verify applies).
func HashOf(prev string, e Entry) string {
	var h hasher
	return h.sum(prev, &e)
}

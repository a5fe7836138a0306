package realtime

import (
	"strconv"

	"partage/app/db"
)

// IDsFrom is what follows SELECT for the ids in the JSON array of parameter
// n (IDList), one row each, in a column named id, on engine.
func IDsFrom(engine string, n int) string {
	p := "$" + strconv.Itoa(n)
	if engine == db.Postgres {
		return `CAST(value AS BIGINT) AS id FROM json_array_elements_text(CAST(` + p + ` AS JSON))`
	}
	return `value AS id FROM json_each(` + p + `)`
}

// IDList is ids as a JSON array: one parameter, and one statement to prepare,
// however many ids.
func IDList(ids []int64) string {
	b := make([]byte, 0, 8*len(ids)+2)
	b = append(b, '[')
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, id, 10)
	}
	return string(append(b, ']'))
}

func (h *Hub) idsFrom(n int) string { return IDsFrom(h.db.Engine, n) }

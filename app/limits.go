package app

// Limits every list and request shares, so that no input reaches the
// database as a query it cannot run (an offset past 64 bits, more bound
// variables than the engine takes).
const (
	// MaxIDs is the most ids (or other items) one request may send in a list:
	// as many as the to-do order takes, far more than a page selects.
	MaxIDs = 500
	// MaxPage is the highest page number a list accepts: a million pages of
	// the largest page size is past any table the product holds.
	MaxPage = 1_000_000
)

// CheckIDs refuses a list of n ids sent under field when it is longer than
// MaxIDs, with a message that names the field.
func CheckIDs(field string, n int) error {
	if n <= MaxIDs {
		return nil
	}
	return E(EINVALID, "fieldListTooLong", Params{"field": field, "max": MaxIDs}).WithField(field, "listTooLong", Params{"max": MaxIDs})
}

package auth

import (
	"errors"
	"fmt"

	"golang.org/x/crypto/bcrypt"
)

// Password length limits; bcrypt reads at most 72 bytes.
const (
	MinPasswordLen = 8
	MaxPasswordLen = 72
)

// HashPassword returns the bcrypt hash of password.
func HashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return "", fmt.Errorf("auth: hash password: %w", err)
	}
	return string(h), nil
}

// CheckPassword reports whether password matches hash.
func CheckPassword(hash, password string) bool {
	err := bcrypt.CompareHashAndPassword([]byte(hash), []byte(password))
	return err == nil
}

// dummyHash is compared against when no account matches, so a wrong e-mail
// costs as long as a wrong password and timing does not tell which was wrong.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a real password"), bcrypt.DefaultCost)

func burnCompare(password string) {
	err := bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
	_ = errors.Is(err, bcrypt.ErrMismatchedHashAndPassword)
}

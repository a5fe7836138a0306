package seed

import (
	"fmt"
	"strconv"
)

// The demo's and the generator's SIRENs and IBANs are computed with their
// keys, so that they pass the register's checks (app/registry).

// luhnKey is the digit that completes digits into a number whose Luhn key holds.
func luhnKey(digits string) byte {
	sum := 0
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
		if (len(digits)-i)%2 == 1 { // doubled: every second digit from the key's left
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return byte('0' + (10-sum%10)%10)
}

// sirenOf is the SIREN of eight digits seed: the digits and their Luhn key.
func sirenOf(seed uint64) string {
	digits := fmt.Sprintf("%08d", 10000000+seed%89999999) // a SIREN never starts with 0
	return digits + string(luhnKey(digits))
}

// demoSIREN is the demo's SIREN for tiers i.
func demoSIREN(i int) string { return sirenOf(uint64(i+1) * 48271 * 2654435761) }

// demoBanks are bank codes of French banks (Crédit Coopératif first).
var demoBanks = []string{"42559", "30004", "20041", "10278", "30003", "17515", "30002", "11315"}

// mod97 is the remainder by 97 of a number written in decimal digits.
func mod97(digits string) int {
	r := 0
	for _, c := range digits {
		r = (r*10 + int(c-'0')) % 97
	}
	return r
}

// ibanOf is a French IBAN: bank, branch and account with their RIB key,
// and the ISO 13616 check digits.
func ibanOf(bank, branch, account string) string {
	rib := 97 - mod97(strconv.Itoa(mod97(bank)*89+mod97(branch)*15+mod97(account)*3))
	bban := fmt.Sprintf("%s%s%s%02d", bank, branch, account, rib)
	check := 98 - mod97(bban+"152700") // F = 15, R = 27, then 00
	return fmt.Sprintf("FR%02d%s", check, bban)
}

// demoIBAN is the demo's IBAN for tiers i.
func demoIBAN(i int) string {
	k := uint64(i+7) * 2654435761
	return ibanOf(demoBanks[i%len(demoBanks)], fmt.Sprintf("%05d", k%100000), fmt.Sprintf("%011d", (k*31)%100000000000))
}

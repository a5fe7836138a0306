package coopconfig

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/auth"
	"partage/app/registry"
)

// Limits of the settings.
const (
	MaxName         = 120 // the cooperative's name
	MaxText         = 200 // every other line of text
	MaxCategories   = 6
	MaxInterestCap  = 2000 // 20 %, in basis points
	membersRequired = 1    // categories admitted members subscribe in
	// Raw activity is kept from a week to ten years (90 days by default).
	MinRetentionDays     = 7
	MaxRetentionDays     = 3650
	DefaultRetentionDays = 90
	MaxGoalCents         = 100_000_000_000 // a monthly revenue goal of at most a billion euros
)

// categoryCode is a category's code in the register: 1 to 3 capitals or digits.
var categoryCode = regexp.MustCompile(`^[A-Z0-9]{1,3}$`)

// normalize trims the text and writes identifiers as they are kept.
func normalize(in Settings) Settings {
	in = clone(in)
	id := &in.Identity
	for _, p := range []*string{&id.Name, &id.LegalForm, &id.Address, &id.PostalCode, &id.City, &id.Email, &id.Phone,
		&in.Mail.SenderName, &in.Mail.SenderAddress} {
		*p = strings.TrimSpace(*p)
	}
	id.SIREN = strings.Join(strings.Fields(id.SIREN), "")
	id.IBAN = registry.NormalizeIBAN(id.IBAN)
	for i := range in.Categories {
		c := &in.Categories[i]
		c.Code = strings.ToUpper(strings.TrimSpace(c.Code))
		c.Label = strings.TrimSpace(c.Label)
	}
	docs := []string{}
	for _, d := range in.RequiredDocuments {
		if d = strings.TrimSpace(d); !slices.Contains(docs, d) {
			docs = append(docs, d)
		}
	}
	in.RequiredDocuments = docs
	return in
}

// validate lists what is wrong with in, by field.
func validate(in Settings) app.Fields {
	f := app.Fields{}
	id := in.Identity
	switch {
	case id.Name == "":
		f.Set("identity.name", "nameRequired", nil)
	case len([]rune(id.Name)) > MaxName:
		f.Set("identity.name", "atMostCharacters", app.Params{"max": MaxName})
	}
	for field, v := range map[string]string{"identity.legalForm": id.LegalForm, "identity.address": id.Address,
		"identity.postalCode": id.PostalCode, "identity.city": id.City, "identity.phone": id.Phone, "mail.senderName": in.Mail.SenderName} {
		if len([]rune(v)) > MaxText {
			f.Set(field, "atMostCharacters", app.Params{"max": MaxText})
		}
	}
	if id.SIREN != "" && !registry.ValidSIREN(id.SIREN) {
		f.Set("identity.siren", "sirenInvalid", nil)
	}
	if id.Email != "" && !auth.ValidEmail(id.Email) {
		f.Set("identity.email", "emailInvalid", nil)
	}
	if id.IBAN != "" && !registry.ValidIBAN(id.IBAN) {
		f.Set("identity.iban", "ibanInvalid", nil)
	}
	if in.Mail.SenderAddress != "" && !auth.ValidEmail(in.Mail.SenderAddress) {
		f.Set("mail.senderAddress", "emailInvalid", nil)
	}
	validateCategories(in.Categories, f)
	if in.Approvals.SecondAboveCents < 0 {
		f.Set("approvals.secondAboveCents", "notNegative", nil)
	}
	if c := in.Interest.CapBasisPoints; c < 0 || c > MaxInterestCap {
		f.Set("interest.capBasisPoints", "interestCapRule", app.Params{"max": MaxInterestCap / 100})
	}
	if r := in.Analytics.RetentionDays; r < MinRetentionDays || r > MaxRetentionDays {
		f.Set("analytics.retentionDays", "analyticsRetentionRange", app.Params{"min": MinRetentionDays, "max": MaxRetentionDays})
	}
	if g := in.Analytics.GoalCents; g < 0 || g > MaxGoalCents {
		f.Set("analytics.goalCents", "analyticsGoalRule", app.Params{"amountMax": MaxGoalCents})
	}
	if r := in.Analytics.RetentionDays; r < MinRetentionDays || r > MaxRetentionDays {
		f.Set("analytics.retentionDays", "analyticsRetentionRange", app.Params{"min": MinRetentionDays, "max": MaxRetentionDays})
	}
	if g := in.Analytics.GoalCents; g < 0 || g > MaxGoalCents {
		f.Set("analytics.goalCents", "analyticsGoalRule", app.Params{"amountMax": MaxGoalCents})
	}
	for _, d := range in.RequiredDocuments {
		if !slices.Contains(registry.DocumentKinds, d) {
			f.Set("requiredDocuments", "documentKindsChoice", nil)
		}
	}
	return f
}

// validateCategories checks the categories of parts into f.
func validateCategories(cs []Category, f app.Fields) {
	if len(cs) < 1 || len(cs) > MaxCategories {
		f.Set("categories", "categoriesCount", app.Params{"max": MaxCategories})
		return
	}
	seen, members := map[string]bool{}, 0
	for i, c := range cs {
		p := "categories." + strconv.Itoa(i) + "."
		switch {
		case !categoryCode.MatchString(c.Code):
			f.Set(p+"code", "categoryCodeRule", nil)
		case seen[c.Code]:
			f.Set(p+"code", "categoryCodeTaken", app.Params{"code": c.Code})
		}
		seen[c.Code] = true
		switch {
		case c.Label == "":
			f.Set(p+"label", "categoryLabelRequired", nil)
		case len([]rune(c.Label)) > MaxText:
			f.Set(p+"label", "atMostCharacters", app.Params{"max": MaxText})
		}
		if c.NominalCents <= 0 {
			f.Set(p+"nominalCents", "nominalPositive", nil)
		}
		if c.MinPerHolder < 0 {
			f.Set(p+"minPerHolder", "notNegative", nil)
		}
		if c.MaxPerHolder < 0 || (c.MaxPerHolder != 0 && c.MaxPerHolder < c.MinPerHolder) {
			f.Set(p+"maxPerHolder", "maxPerHolderRule", nil)
		}
		if c.Members {
			members++
		}
	}
	if members != membersRequired {
		f.Set("categories", "membersCategoryOne", nil)
	}
}

package shop

import "time"

// DeliveriesFor are the delivery methods offered to cart on today: each with
// its price for this cart and the date it arrives, counted in working days
// (Saturdays and Sundays are skipped) from today in Paris. Standard delivery
// is free from FreeShippingFrom (the cart's total, after its discount) or
// when every item ships free; pickup is always free.
func DeliveriesFor(cart Cart, today time.Time) []Delivery {
	free := cart.Total >= FreeShippingFrom || allShipFree(cart.Items)
	out := make([]Delivery, len(Deliveries))
	for i, d := range Deliveries {
		if d.Key == "standard" && free {
			d.Price = 0
		}
		d.Date = WorkingDaysAfter(today, d.Days)
		out[i] = d
	}
	return out
}

// DeliveryOf is the delivery method key as offered to cart on today, or false
// when there is no such method.
func DeliveryOf(cart Cart, today time.Time, key string) (Delivery, bool) {
	for _, d := range DeliveriesFor(cart, today) {
		if d.Key == key {
			return d, true
		}
	}
	return Delivery{}, false
}

// allShipFree reports whether every item of a cart that has some ships free.
func allShipFree(items []CartItem) bool {
	for _, it := range items {
		if !it.HasFreeShipping {
			return false
		}
	}
	return len(items) > 0
}

// WorkingDaysAfter is the date (YYYY-MM-DD, in Paris) n working days after
// the day of t: Saturdays and Sundays do not count.
func WorkingDaysAfter(t time.Time, n int) string {
	d := t.In(Paris)
	day := time.Date(d.Year(), d.Month(), d.Day(), 12, 0, 0, 0, time.UTC) // noon: no daylight-saving edge
	for n > 0 {
		day = day.AddDate(0, 0, 1)
		if wd := day.Weekday(); wd != time.Saturday && wd != time.Sunday {
			n--
		}
	}
	return day.Format(time.DateOnly)
}

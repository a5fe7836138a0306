package account

import (
	"sync"
	"time"
	_ "time/tzdata" // the zones load on hosts without a zone database
)

// offered are the IANA time zones the settings offer, the product's own first.
var offered = []string{
	"Europe/Paris", "Europe/Brussels", "Europe/Luxembourg", "Europe/Zurich", "Europe/Monaco", "Europe/Berlin",
	"Europe/Vienna", "Europe/Lisbon", "Atlantic/Madeira", "Atlantic/Azores", "Europe/Madrid", "Europe/Rome",
	"Europe/Amsterdam", "Europe/London", "Europe/Dublin", "Europe/Copenhagen", "Europe/Stockholm", "Europe/Oslo",
	"Europe/Helsinki", "Europe/Warsaw", "Europe/Prague", "Europe/Budapest", "Europe/Bucharest", "Europe/Athens",
	"Europe/Istanbul", "Europe/Kyiv", "Europe/Moscow", "Africa/Casablanca", "Africa/Algiers", "Africa/Tunis",
	"Africa/Dakar", "Africa/Abidjan", "Africa/Lagos", "Africa/Kinshasa", "Africa/Douala", "Africa/Cairo",
	"Africa/Johannesburg", "Africa/Nairobi", "Africa/Luanda", "Africa/Maputo", "Indian/Reunion", "Indian/Mayotte",
	"Indian/Mauritius", "Asia/Dubai", "Asia/Beirut", "Asia/Jerusalem", "Asia/Kolkata", "Asia/Bangkok",
	"Asia/Ho_Chi_Minh", "Asia/Shanghai", "Asia/Tokyo", "Australia/Sydney", "Pacific/Noumea", "Pacific/Tahiti",
	"America/Martinique", "America/Guadeloupe", "America/Cayenne", "America/Miquelon", "America/Montreal",
	"America/Toronto", "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
	"America/Mexico_City", "America/Sao_Paulo", "America/Buenos_Aires", "Atlantic/Cape_Verde", "UTC",
}

var (
	zonesOnce sync.Once
	zones     []string
)

// TimeZones are the time zones offered, each one time.LoadLocation loads.
func TimeZones() []string {
	zonesOnce.Do(func() {
		for _, z := range offered {
			if _, err := time.LoadLocation(z); err == nil {
				zones = append(zones, z)
			}
		}
	})
	return zones
}

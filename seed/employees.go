package seed

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"strings"

	"partage/app/db"
	"partage/app/employees"
)

// The data table's employees: people of the cooperative's network in
// France, Belgium, Switzerland and Québec, with names from many countries
// (accents and letters like "ø", "ł", "ı" that the filter must see through),
// posts in French in the person's grammatical gender, salaries by post and
// experience. Employee i is always the same person (a generator seeded by
// i), so the demo is the same on every start and a benchmark's rows are too.

type firstName struct {
	name     string
	feminine bool
}

var employeeFirstNames = []firstName{
	{"Léa", true}, {"Chloé", true}, {"Zoé", true}, {"Inès", true}, {"Manon", true}, {"Camille", true}, {"Élodie", true},
	{"Anaïs", true}, {"Maëlle", true}, {"Noémie", true}, {"Hélène", true}, {"Agnès", true}, {"Bénédicte", true}, {"Solène", true},
	{"Aurélie", true}, {"Margaux", true}, {"Clémence", true}, {"Océane", true}, {"Marie-Ève", true}, {"Geneviève", true},
	{"Frédérique", true}, {"Rosalie", true}, {"Sofía", true}, {"Inês", true}, {"Małgorzata", true}, {"Zofia", true},
	{"Ayşe", true}, {"Fatoumata", true}, {"Aminata", true}, {"Leïla", true}, {"Yasmine", true}, {"Lucía", true},
	{"Chiara", true}, {"Giulia", true}, {"Anja", true}, {"Mariana", true}, {"Beatriz", true}, {"Núria", true},
	{"Astrid", true}, {"Linh", true},
	{"Théo", false}, {"Raphaël", false}, {"Gaël", false}, {"Noël", false}, {"Loïc", false}, {"Jérôme", false},
	{"Stéphane", false}, {"Frédéric", false}, {"Benoît", false}, {"Clément", false}, {"Rémi", false}, {"Sébastien", false},
	{"Joël", false}, {"François", false}, {"Étienne", false}, {"André", false}, {"Hervé", false}, {"Aurélien", false},
	{"Jean-François", false}, {"Marc-André", false}, {"Guillaume", false}, {"João", false}, {"Tomás", false},
	{"Andrés", false}, {"José", false}, {"Łukasz", false}, {"Jürgen", false}, {"Björn", false}, {"Søren", false},
	{"Mehmet", false}, {"Karim", false}, {"Mamadou", false}, {"Youssef", false}, {"Luca", false}, {"Matteo", false},
	{"Rui", false}, {"Nuno", false}, {"Minh", false}, {"Olivier", false}, {"Maxime", false},
}

var employeeLastNames = []string{
	"Lefèvre", "Dubois", "Girard", "Bélanger", "Côté", "Gagnon", "Tremblay", "Bouchard", "Pelletier", "Lévesque",
	"Morel", "Fontaine", "Chevalier", "Mercier", "Rousseau", "Garnier", "Faure", "Masson", "Renaud", "Ménard",
	"Gauthier", "Lemaître", "Vézina", "Desjardins", "Van den Broeck", "Peeters", "Janssens", "Claes", "Dupont", "Wouters",
	"Müller", "Schär", "Keller", "Favre", "Rochat", "Bühler", "Gonçalves", "Conceição", "Araújo", "Magalhães",
	"Ferreira", "Núñez", "Muñoz", "Peña", "Rossi", "Bianchi", "Esposito", "Kowalczyk", "Wiśniewski", "Nowak",
	"Nguyen", "Tran", "Pham", "Diallo", "Ndiaye", "Traoré", "Koné", "Benali", "El Amrani", "Haddad",
	"Yılmaz", "Öztürk", "Şahin", "Larsen", "Østergaard", "Sørensen", "Lindqvist", "O’Connor", "Da Silva", "Nicolaï",
}

// employeePost is a post in its two grammatical genders, and its yearly
// base salary in euros for someone starting.
type employeePost struct {
	masculine, feminine string
	base                int64
}

var employeePosts = []employeePost{
	{"Comptable", "Comptable", 31000},
	{"Développeur web", "Développeuse web", 36000},
	{"Chargé de communication", "Chargée de communication", 30500},
	{"Responsable administratif et financier", "Responsable administrative et financière", 42000},
	{"Coordinateur de projets", "Coordinatrice de projets", 34000},
	{"Animateur de réseau", "Animatrice de réseau", 28500},
	{"Juriste", "Juriste", 37000},
	{"Chef de projet numérique", "Cheffe de projet numérique", 40000},
	{"Assistant de direction", "Assistante de direction", 27500},
	{"Graphiste", "Graphiste", 29000},
	{"Chargé d’accueil", "Chargée d’accueil", 24500},
	{"Gestionnaire de paie", "Gestionnaire de paie", 30000},
	{"Technicien de maintenance", "Technicienne de maintenance", 27000},
	{"Conseiller en économie sociale", "Conseillère en économie sociale", 29500},
	{"Analyste de données", "Analyste de données", 38000},
	{"Responsable des ressources humaines", "Responsable des ressources humaines", 43000},
	{"Chargé de mission énergie", "Chargée de mission énergie", 33000},
	{"Directeur général", "Directrice générale", 58000},
	{"Ingénieur réseaux", "Ingénieure réseaux", 41000},
	{"Logisticien", "Logisticienne", 26500},
	{"Médiateur culturel", "Médiatrice culturelle", 27000},
	{"Rédacteur technique", "Rédactrice technique", 32000},
	{"Community manager", "Community manager", 29000},
	{"Secrétaire général", "Secrétaire générale", 45000},
}

// employeeCities are weighted: France most, then Belgium, Switzerland and Québec.
var employeeCities = []string{
	"Paris", "Paris", "Paris", "Lyon", "Lyon", "Marseille", "Toulouse", "Nantes", "Bordeaux", "Lille", "Strasbourg",
	"Montpellier", "Rennes", "Grenoble", "Besançon", "Saint-Étienne", "Orléans", "Angers", "Nîmes", "Aix-en-Provence",
	"Bruxelles", "Bruxelles", "Liège", "Namur", "Charleroi", "Mons",
	"Genève", "Genève", "Lausanne", "Neuchâtel", "Fribourg", "Sion",
	"Montréal", "Montréal", "Québec", "Trois-Rivières", "Sherbrooke", "Gatineau", "Lévis",
}

var employeeDomains = []string{"example.org", "example.com", "example.net"}

// employeeStatuses are weighted: most are current, a few applied or gone.
var employeeStatuses = []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4, 5}

// demoEmployeeCount is the demo's size.
const demoEmployeeCount = 500

// employeeAt is synthetic employee i; with numbered, its e-mail carries i so
// that the large sets of the benchmarks keep addresses apart.
func employeeAt(i int, numbered bool) employees.Employee {
	r := rand.New(rand.NewPCG(uint64(i)+1, 0x5eed_e1107))
	first := employeeFirstNames[r.IntN(len(employeeFirstNames))]
	last := employeeLastNames[r.IntN(len(employeeLastNames))]
	p := employeePosts[r.IntN(len(employeePosts))]
	post := p.masculine
	if first.feminine {
		post = p.feminine
	}
	age := 22 + r.IntN(43)                              // 22 to 64
	experience := min(age-21, r.IntN(age-20)+r.IntN(4)) // years of work, not before 21
	tenure := r.IntN(min(experience, 20) + 1)           // years here, within the experience
	year := 2025 - tenure
	month := 1 + r.IntN(12)
	day := 1 + r.IntN(28)
	// The post's base, 2.5% more a year of experience, give or take 8%, to ten euros.
	salary := float64(p.base) * (1 + 0.025*float64(experience)) * (0.92 + 0.16*r.Float64())
	cents := int64(salary/10) * 1000
	local := emailPart(first.name) + "." + emailPart(last)
	if numbered {
		local += fmt.Sprintf(".%d", i)
	}
	e := employees.Employee{
		FullName: first.name + " " + last, Post: post, City: employeeCities[r.IntN(len(employeeCities))],
		Email:     local + "@" + employeeDomains[r.IntN(len(employeeDomains))],
		StartDate: fmt.Sprintf("%04d-%02d-%02d", year, month, day), SalaryCents: cents,
		Age: age, Experience: experience, Status: employeeStatuses[r.IntN(len(employeeStatuses))],
	}
	if r.IntN(3) == 0 {
		e.Avatar = employees.PortraitPath(1 + r.IntN(employees.Portraits))
	}
	return e
}

// emailPart is a name as an address writes it: folded, letters, digits and dashes only.
func emailPart(name string) string {
	var b strings.Builder
	for _, c := range db.SortKey(name) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// demoEmployees seeds the data table's 500 employees, no two with one name.
func demoEmployees(ctx context.Context, d *db.DB) error {
	list := make([]employees.Employee, 0, demoEmployeeCount)
	seen := map[string]bool{}
	for i := 0; len(list) < demoEmployeeCount; i++ {
		e := employeeAt(i, false)
		if seen[e.FullName] {
			continue
		}
		seen[e.FullName] = true
		list = append(list, e)
	}
	if err := employees.InsertEmployees(ctx, d, list); err != nil {
		return fmt.Errorf("seed: employees: %w", err)
	}
	return nil
}

// ScaleEmployees adds n synthetic employees, for benchmarks: loadChunk a
// transaction, in batched inserts, numbered after those already there.
func ScaleEmployees(ctx context.Context, d *db.DB, n int) error {
	var from int
	if err := d.QueryRowContext(ctx, `SELECT count(*) FROM employees`).Scan(&from); err != nil {
		return fmt.Errorf("seed: scale employees: %w", err)
	}
	err := bulkLoad(ctx, d, []string{"employees"}, func() error {
		for lo, chunk := 0, loadChunk(d); lo < n; lo += chunk {
			hi := min(lo+chunk, n)
			list := make([]employees.Employee, 0, hi-lo)
			for k := lo; k < hi; k++ {
				list = append(list, employeeAt(from+k, true))
			}
			if err := d.Tx(ctx, func(tx *sql.Tx) error { return employees.InsertEmployees(ctx, tx, list) }); err != nil {
				return fmt.Errorf("seed: scale employees: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if d.Engine == db.Postgres && n > 0 {
		// The planner's statistics and list_versions without the dead rows, as autovacuum would a minute later.
		if _, err := d.ExecContext(ctx, `VACUUM (ANALYZE) employees, list_versions`); err != nil {
			return fmt.Errorf("seed: scale employees: vacuum: %w", err)
		}
	}
	return nil
}

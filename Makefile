# Partage: `make run` starts the product with demo data; `make test` runs every test.
SHELL := /bin/bash
GO_TAGS := sqlite_fts5
# Debian packages (Chromium for the browser tests, wrk for the bench) install as root, or through sudo.
SUDO := $(if $(shell id -u | grep -qx 0 && echo root),,sudo )
GO_FILES := $(shell find . -name '*.go' -not -path './node_modules/*')
FRONT_FILES := $(shell find resources -type f 2>/dev/null) package.json package-lock.json vite.config.js tsconfig.json

.PHONY: run build test test-go test-front test-e2e vet tidy-check staticcheck lint-imports budget dev bench clean deps

## Install the npm packages (the versions package-lock.json pins) when it changed
## since the last install. Not `npm ci`: the lock cannot list other platforms'
## optional packages (tailwind's native binaries) that this registry does not
## serve, and `npm ci` refuses a lock without them.
node_modules/.installed: package.json package-lock.json
	npm install --no-audit --no-fund
	touch $@

deps: node_modules/.installed

## The front end: Vite's hashed files and manifest in public/build.
public/build/manifest.json: node_modules/.installed $(FRONT_FILES)
	npm run build

## One binary with public/ (the build included), views and translations embedded.
bin/partage: public/build/manifest.json $(GO_FILES) go.mod go.sum views/app.html
	CGO_ENABLED=1 go build -tags $(GO_TAGS) -trimpath -o $@ .

build: bin/partage

run: bin/partage
	./bin/partage serve

dev: node_modules/.installed
	@echo "Vite on :5173 with hot reload, Partage on $${ADDR:-:8080}"
	npx vite & VITE_PID=$$!; trap "kill $$VITE_PID" EXIT; APP_ENV=development go run -tags $(GO_TAGS) . serve

vet:
	go vet -tags $(GO_TAGS) ./...

## go.mod and go.sum list exactly what the code needs: fails, showing the diff, when `go mod tidy` would change them.
tidy-check:
	go mod tidy -diff

## staticcheck at a pinned version, fetched through the Go module proxy and cached by the go command.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
staticcheck:
	go run $(STATICCHECK) -tags $(GO_TAGS) ./...

## The invoice PDF tests read the text back with Poppler's pdftotext (Debian's poppler-utils): installed here when missing.
test-go: public/build/manifest.json
	@command -v pdftotext >/dev/null || { echo "installing poppler-utils (Debian's package)"; $(SUDO)apt-get install -y -qq poppler-utils || \
		{ $(SUDO)apt-get update -qq && $(SUDO)apt-get install -y -qq poppler-utils; }; }
	go test -tags $(GO_TAGS) -count=1 -timeout 45m ./...

test-front: node_modules/.installed lint-imports
	npm run typecheck
	npx tsc -p e2e/tsconfig.json
	npm test

## The front end's layers import downwards only (resources/scripts/check-imports.mjs prints each breach as file:line).
lint-imports:
	node resources/scripts/check-imports.mjs

## Gzip JavaScript of a first visit, from the build: /login at most 90 KB, each dashboard at most 200 KB (charts load after).
budget: public/build/manifest.json
	node resources/scripts/bundle-size.mjs Auth/Login=90000 Dashboard/Home=200000 Dashboard/Analytics=200000 Dashboard/Ecommerce=200000

## Playwright drives Debian's Chromium (no browser is downloaded): installed here when missing.
test-e2e: bin/partage
	@command -v chromium >/dev/null || { echo "installing chromium (Debian's package)"; $(SUDO)apt-get install -y -qq chromium || \
		{ $(SUDO)apt-get update -qq && $(SUDO)apt-get install -y -qq chromium; }; }
	npx playwright test

test: vet tidy-check staticcheck test-go test-front budget test-e2e

bench: bin/partage
	@command -v wrk >/dev/null || { echo "installing wrk (Debian's package)"; $(SUDO)apt-get install -y -qq wrk || \
		{ $(SUDO)apt-get update -qq && $(SUDO)apt-get install -y -qq wrk; }; }
	bash bench/run.sh

clean:
	rm -rf bin public/build node_modules test-results playwright-report e2e/screenshots

# Thin wrappers over the npm scripts; `start` and `test` first install what a fresh checkout lacks.
.PHONY: start test dev build generate bench perf install

NPM_STAMP := node_modules/.package-lock.json

$(NPM_STAMP): package.json package-lock.json backend/package.json frontend/package.json
	npm ci --no-audit --no-fund

install: $(NPM_STAMP)

start: $(NPM_STAMP)
	npm start

test: $(NPM_STAMP)
	npm test

dev: $(NPM_STAMP)
	npm run dev

build: $(NPM_STAMP)
	npm run build

generate: $(NPM_STAMP)
	npm run generate

perf: $(NPM_STAMP)
	npm run perf

bench: $(NPM_STAMP)
	npm run bench

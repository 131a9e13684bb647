# Build and test tooling for cardlib and The Playable Rulebook.
# Everything runs from a virtual environment in .venv, created on demand.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
EXTRAS := widgets,book,site,test,dev,dask

# Test processes (pytest-xdist) for the unit and the browser tests: one per core.
JOBS ?= auto

# The playable demos: book/demos/<game>.ipynb, each a Voici app in _build/html/lite.
DEMOS           := $(sort $(wildcard book/demos/*.ipynb))
SITE_CACHE      := build/site-cache
PYODIDE_VERSION := 0.29.0
PYODIDE_TGZ     := $(SITE_CACHE)/pyodide-$(PYODIDE_VERSION).tgz
# axe-core, the accessibility checker the browser tests inject into pages (never fetched
# at test time: tests/browser/harness.py reads axe.min.js from this tarball).
AXE_VERSION     := 4.14.1
AXE_TGZ         := $(SITE_CACHE)/axe-core-$(AXE_VERSION).tgz
# A virtual screen reader (Guidepup's), which the browser tests start inside a live demo to
# hear what a screen reader speaks (tests/browser/harness.py reads it from this tarball).
VSR_VERSION     := 0.33.0
VSR_TGZ         := $(SITE_CACHE)/guidepup-virtual-screen-reader-$(VSR_VERSION).tgz
WHEELS_DONE     := $(SITE_CACHE)/wheels/.downloaded
KERNEL_WHEELS   := $(VENV)/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi
LITE_OUT        := _build/html/lite

# Tools and kernels come from the venv: its python3 kernel is the one Jupyter finds.
export PATH := $(abspath $(BIN)):$(PATH)
export JUPYTER_PREFER_ENV_PATH := 1
export PYDEVD_DISABLE_FILE_VALIDATION := 1

# Times a phase of `make test` (only when PHASE_TIMES is set, as the test target does).
TIMED := bash $(CURDIR)/tools/timed.sh

# Jupyter refuses to run as root without --allow-root (CI runs as root).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.DEFAULT_GOAL := help
.PHONY: help install test book lite browser serve lab clean distclean axe fuzz

help:
	@echo "make serve      build the book and serve it at http://127.0.0.1:8000"
	@echo "make test       lint, type-check, unit tests, notebooks (nbval), book build"
	@echo "make book       build the book into _build/html (all notebooks executed, demos in lite/)"
	@echo "make browser    the browser tests on the built site (Chromium; after make book)"
	@echo "make fuzz       1,000 random games of each game, every position and save checked"
	@echo "make lab        JupyterLab on the repository, opened at book/"
	@echo "make clean      remove build outputs and caches (keeps .venv)"
	@echo "make distclean  clean, and remove .venv"

install: $(STAMP)

$(STAMP): pyproject.toml
	bash tools/system_packages.sh
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[$(EXTRAS)]'
	touch $@

# Each phase is timed (tools/timed.sh); the table of phases and their seconds is printed at
# the end, or at the first failure.
test: export PHASE_TIMES := $(CURDIR)/build/phase-times.tsv
test:
	@$(TIMED) --reset
	@$(TIMED) "set-up (venv, packages)" $(MAKE) --no-print-directory install
	$(TIMED) "ruff check" $(BIN)/ruff check cardlib tests tools
	$(TIMED) "ruff format --check" $(BIN)/ruff format --check cardlib tests tools
	$(TIMED) "mypy --strict" $(BIN)/mypy --strict cardlib
	$(TIMED) "unit tests" $(BIN)/pytest tests --ignore=tests/browser -n $(JOBS)
	$(TIMED) "notebooks (strict nbval)" $(BIN)/pytest --nbval --nbval-current-env book \
		-n $(JOBS) --dist loadfile
	$(TIMED) "make book" $(MAKE) --no-print-directory book
	$(TIMED) "browser tests" $(MAKE) --no-print-directory browser
	@$(TIMED) --report

# The one recipe that builds the site: the book, then the demos' JupyterLite (Voici) app
# with the current cardlib wheel and a self-hosted Pyodide, so the site needs no network
# (the snapshot step runs that Pyodide under Node, from npm, to save Python's memory after
# the kernel's and the demos' imports; the pages restore it), then every game's
# quick-reference card and the classroom printables (cardlib.printables) printed to PDF by
# headless Chromium (skipped with a notice when Chromium is missing; CI requires them).
book: $(STAMP) $(PYODIDE_TGZ) $(WHEELS_DONE)
	$(TIMED) "jupyter-book build" $(BIN)/jupyter-book build . -W -n --keep-going
	$(TIMED) "cardlib wheel" $(BIN)/python tools/lite_site.py wheel --out $(SITE_CACHE)/dist
	$(TIMED) "Pyodide with the wheels" $(BIN)/python tools/lite_site.py pyodide \
		--npm-tarball $(PYODIDE_TGZ) \
		--wheels $(SITE_CACHE)/wheels --extra $(SITE_CACHE)/dist/cardlib-*.whl \
		$(KERNEL_WHEELS)/piplite-*.whl $(KERNEL_WHEELS)/ipykernel-*.whl \
		$(KERNEL_WHEELS)/pyodide_kernel-*.whl --out lite/static/pyodide
	$(TIMED) "Python snapshot" $(BIN)/python tools/lite_site.py snapshot \
		--pyodide lite/static/pyodide
	rm -rf $(LITE_OUT) .jupyterlite.doit.db
	$(TIMED) "JupyterLite site" $(BIN)/jupyter lite build --lite-dir lite \
		--config lite/jupyter_lite_config.json \
		$(foreach d,$(DEMOS),--contents $(d)) --output-dir $(LITE_OUT) --log-level WARN
	rm -f .jupyterlite.doit.db
	$(TIMED) "site finish" $(BIN)/python tools/lite_site.py finish --out $(LITE_OUT)
	find _build/html -name '*.map' -delete  # the themes ship source maps
	$(TIMED) "reference cards" $(BIN)/python tools/refcards.py --out _build/html/refcards \
		$(if $(CARDLIB_REQUIRE_BROWSER),--require)
	$(TIMED) "printables" $(BIN)/python tools/printables.py --out _build/html/printables \
		$(if $(CARDLIB_REQUIRE_BROWSER),--require)
	@du -sh _build/html

# Downloads from the registries (npm, PyPI), cached in build/; the steps above are offline.
$(PYODIDE_TGZ):
	mkdir -p $(SITE_CACHE)
	cd $(SITE_CACHE) && $(TIMED) "download Pyodide" \
		npm pack --silent pyodide@$(PYODIDE_VERSION) >/dev/null

axe: $(AXE_TGZ) $(VSR_TGZ)

$(AXE_TGZ):
	mkdir -p $(SITE_CACHE)
	cd $(SITE_CACHE) && npm pack --silent axe-core@$(AXE_VERSION) >/dev/null

$(VSR_TGZ):
	mkdir -p $(SITE_CACHE)
	cd $(SITE_CACHE) && npm pack --silent @guidepup/virtual-screen-reader@$(VSR_VERSION) >/dev/null

$(WHEELS_DONE): tools/pyodide-wheels.txt | $(STAMP)
	rm -rf $(SITE_CACHE)/wheels
	$(BIN)/python -m pip download --quiet --no-deps --only-binary :all: --python-version 3.13 \
		--platform any --implementation py --abi none -d $(SITE_CACHE)/wheels \
		-r tools/pyodide-wheels.txt
	touch $@

# Real-browser tests of the built site (skipped, with the reason, when Chromium is absent).
browser: $(STAMP) $(AXE_TGZ) $(VSR_TGZ)
	$(BIN)/pytest -m browser tests/browser -n $(JOBS) --durations=30

# The long run of random play with every position, save and refusal check (bench/fuzz.py):
# 1,000 games of each game; not part of make test (it takes about an hour on one core).
fuzz: $(STAMP)
	$(BIN)/python bench/fuzz.py --games 1000

serve: book
	$(BIN)/python -m http.server 8000 --bind 127.0.0.1 --directory _build/html

lab: $(STAMP)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/book

clean:
	rm -rf _build _contents build .jupyter_cache test-output *.egg-info
	rm -rf lite/static/pyodide .jupyterlite.doit.db
	rm -rf .mypy_cache .ruff_cache .pytest_cache
	find . -path ./$(VENV) -prune -o \
		\( -name __pycache__ -o -name .ipynb_checkpoints \) -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)

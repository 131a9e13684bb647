# Build and test tooling for cardlib and The Playable Rulebook.
# Everything runs from a virtual environment in .venv, created on demand.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
EXTRAS := widgets,book,test,dev

# Tools and kernels come from the venv: its python3 kernel is the one Jupyter finds.
export PATH := $(abspath $(BIN)):$(PATH)
export JUPYTER_PREFER_ENV_PATH := 1
export PYDEVD_DISABLE_FILE_VALIDATION := 1

# Jupyter refuses to run as root without --allow-root (CI runs as root).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.DEFAULT_GOAL := help
.PHONY: help install test book serve lab clean distclean

help:
	@echo "make serve      build the book and serve it at http://127.0.0.1:8000"
	@echo "make test       lint, type-check, unit tests, notebooks (nbval), book build"
	@echo "make book       build the book into _build/html (all notebooks executed)"
	@echo "make lab        JupyterLab on the repository, opened at book/"
	@echo "make clean      remove build outputs and caches (keeps .venv)"
	@echo "make distclean  clean, and remove .venv"

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[$(EXTRAS)]'
	touch $@

test: $(STAMP)
	$(BIN)/ruff check cardlib tests
	$(BIN)/ruff format --check cardlib tests
	$(BIN)/mypy --strict cardlib
	$(BIN)/pytest tests
	$(BIN)/pytest --nbval --nbval-current-env book
	$(MAKE) --no-print-directory book

# The one place the site is built; later steps (e.g. JupyterLite) go in this recipe.
book: $(STAMP)
	$(BIN)/jupyter-book build . -W -n --keep-going

serve: book
	$(BIN)/python -m http.server 8000 --bind 127.0.0.1 --directory _build/html

lab: $(STAMP)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/book

clean:
	rm -rf _build _contents build .jupyter_cache test-output *.egg-info
	rm -rf .mypy_cache .ruff_cache .pytest_cache
	find . -path ./$(VENV) -prune -o \
		\( -name __pycache__ -o -name .ipynb_checkpoints \) -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)

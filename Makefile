# The two commands of the README, and the long-running targets beside them.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP_PLAY := $(VENV)/.installed-play
STAMP_TEST := $(VENV)/.installed-test

.PHONY: play test lint types unit fuzz bench screenshot wheel-check clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_PLAY): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_PLAY)

play: $(STAMP_PLAY)
	$(BIN)/viticulture

test: $(STAMP_TEST) lint types unit wheel-check

lint: $(STAMP_TEST)
	$(BIN)/ruff check viticulture_tui tests
	$(BIN)/ruff format --check viticulture_tui tests

types: $(STAMP_TEST)
	$(BIN)/mypy viticulture_tui

# pytest-xdist spreads the tests over half as many workers again as there are cores (PYTEST_JOBS=N
# for N, 0 for one process): a UI test sleeps about a third of its time waiting for the app to go
# idle, and a third worker runs meanwhile. A worker that runs out of tests takes some from another's
# queue (worksteal), so none waits at the end while another still has a queue (tests/conftest.py
# puts the long ones first). The browser test runs after them, alone, since it times a real
# browser's keys against a server.
JOBS = $(BIN)/python -c 'import os; n = os.cpu_count() or 1; print(n + n // 2)'
unit: $(STAMP_TEST)
	$(BIN)/pytest -n $${PYTEST_JOBS:-$$($(JOBS))} --dist worksteal --ignore=tests/web
	$(BIN)/pytest tests/web

# A non-editable install of the built wheel into a fresh environment must start a game.
wheel-check: $(STAMP_TEST)
	$(BIN)/python tests/wheel_check.py

fuzz: $(STAMP_TEST)
	FUZZ_GAMES=$${FUZZ_GAMES:-400} $(BIN)/pytest -m fuzz

bench: $(STAMP_PLAY)
	$(BIN)/viticulture bench --json

# The README's picture of a game in progress, drawn by the app itself (headless, no browser).
screenshot: $(STAMP_PLAY)
	$(BIN)/python -m viticulture_tui.ui.screenshot docs/screenshot.svg

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache

"""The live service for this test run: the one MAILWRIGHT_TESTKIT describes, or a fresh one
from ../testkit/launch.mjs, stopped when the session ends."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, Dict, Iterator

import pytest

SDKS = Path(__file__).resolve().parents[2]


def load_scenarios() -> list[Dict[str, Any]]:
    data = json.loads((SDKS / "scenarios.json").read_text(encoding="utf-8"))
    scenarios: list[Dict[str, Any]] = data["scenarios"]
    return scenarios


@pytest.fixture(scope="session")
def kit() -> Iterator[Dict[str, Any]]:
    if os.environ.get("MAILWRIGHT_TESTKIT"):
        yield json.loads(os.environ["MAILWRIGHT_TESTKIT"])
        return
    process = subprocess.Popen(
        ["node", str(SDKS / "testkit" / "launch.mjs"), "--serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        if not line:
            raise RuntimeError(f"the testkit exited ({process.wait()}) before it was ready")
        yield json.loads(line)
    finally:
        assert process.stdin is not None
        process.stdin.close()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

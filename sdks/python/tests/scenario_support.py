"""Matchers and the fault proxy's control API, as sdks/README.md defines them."""

from __future__ import annotations

import json
import re
import secrets
import urllib.request
from typing import Any, Dict, List, Optional


def values_at(value: Any, path: str) -> List[Any]:
    current = [value]
    for part in path.split("."):
        following: List[Any] = []
        for v in current:
            if part == "*":
                assert isinstance(v, list) and v, f"{path}: no elements at *"
                following.extend(v)
            elif isinstance(v, dict):
                following.append(v.get(part))
            elif isinstance(v, list) and part.isdigit():
                following.append(v[int(part)])
            else:
                raise AssertionError(f"{path}: nothing at {part}")
        current = following
    return current


def check(value: Any, matchers: List[Dict[str, Any]]) -> None:
    for m in matchers:
        for v in values_at(value, m["path"]):
            where = f"{m['path']} = {v!r}"
            if "equals" in m:
                assert v == m["equals"] and type(v) is type(m["equals"]), where
            kind = m.get("is")
            if kind == "nonempty_string":
                assert isinstance(v, str) and v, where
            if kind == "integer":
                assert isinstance(v, int) and not isinstance(v, bool), where
            if kind == "positive_integer":
                assert isinstance(v, int) and not isinstance(v, bool) and v > 0, where
            if kind == "nonempty_array":
                assert isinstance(v, list) and v, where
            if "contains" in m:
                assert isinstance(v, str) and m["contains"] in v, where
            if "one_of" in m:
                assert v in m["one_of"], where
            if "min" in m:
                assert isinstance(v, (int, float)) and v >= m["min"], where
            if "length" in m:
                assert isinstance(v, list) and len(v) == m["length"], where


def with_random(key: Optional[str]) -> Optional[str]:
    return key.replace("<random>", secrets.token_hex(8)) if key else None


def faults(kit: Dict[str, Any], method: str, body: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    request = urllib.request.Request(
        f"{kit['faults_url']}/__faults",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        result: Dict[str, Any] = json.loads(response.read())
        return result


def check_proxy_log(kit: Dict[str, Any], expected: Optional[Dict[str, Any]], sdk: str) -> None:
    if not expected:
        return
    log = faults(kit, "GET")["requests"]
    if "requests" in expected:
        assert len(log) == expected["requests"], log
    if expected.get("same_idempotency_key"):
        keys = {r["idempotency_key"] for r in log}
        assert len(keys) == 1 and log[0]["idempotency_key"], log
    if "min_gap_ms" in expected:
        assert log[1]["at"] - log[0]["at"] >= expected["min_gap_ms"], log
    if expected.get("second_replayed"):
        assert log[1]["replayed"] is True, log
    if "user_agent_matches" in expected:
        for r in log:
            assert re.search(expected["user_agent_matches"], r["user_agent"] or ""), r
        assert log[0]["user_agent"].startswith(f"mailwright-{sdk}/"), log
    if "authorization_scheme" in expected:
        for r in log:
            assert r["authorization_scheme"] == expected["authorization_scheme"], r

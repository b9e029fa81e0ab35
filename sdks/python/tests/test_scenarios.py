"""Runs ../scenarios.json (every SDK runs the same file) against a live service."""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any, Callable, Dict, Optional, Type

import pytest

from mailwright import (
    APIConnectionError,
    APIError,
    APITimeoutError,
    AsyncMailwright,
    AuthenticationError,
    DoneEvent,
    InsufficientCreditsError,
    InvalidRequestError,
    Mailwright,
    MailwrightError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
)

from conftest import load_scenarios
from scenario_support import check, check_proxy_log, faults, with_random

Scenario = Dict[str, Any]
Kit = Dict[str, Any]

KINDS: Dict[str, Type[MailwrightError]] = {
    "authentication": AuthenticationError,
    "permission": PermissionDeniedError,
    "invalid_request": InvalidRequestError,
    "not_found": NotFoundError,
    "insufficient_credits": InsufficientCreditsError,
    "rate_limit": RateLimitError,
    "api": APIError,
    "connection": APIConnectionError,
    "timeout": APITimeoutError,
}
SCENARIOS = load_scenarios()


def client_options(s: Scenario, kit: Kit, **overrides: Any) -> Dict[str, Any]:
    via = s.get("via", "service")
    options: Dict[str, Any] = {}
    if s["key"] != "environment":
        options["base_url"] = {"faults": kit["faults_url"], "closed": kit["closed_url"]}.get(
            via, kit["base_url"]
        )
        options["api_key"] = "mw_test_" + "0" * 43 if s["key"] == "invalid" else kit["keys"][s["key"]]
    client = s.get("client", {})
    if "max_retries" in client:
        options["max_retries"] = client["max_retries"]
    if "timeout_ms" in client:
        options["timeout"] = client["timeout_ms"] / 1000
    options.update(overrides)
    return options


def call_operation(client: Mailwright, call: Dict[str, Any], key: Optional[str] = None) -> Any:
    p = dict(call["params"])
    op = call["operation"]
    if op == "generateEmail":
        if call.get("stream"):
            return client.emails.stream(**p).final_response()
        return client.emails.generate(idempotency_key=key, **p)
    if op == "improveEmail":
        return client.emails.improve(idempotency_key=key, **p)
    if op == "listTemplates":
        return client.templates.list(**p)
    if op == "getTemplate":
        return client.templates.get(p["id"])
    if op == "getUsage":
        return client.usage.get(**p)
    raise AssertionError(f"unknown operation {op}")


async def call_operation_async(
    client: AsyncMailwright, call: Dict[str, Any], key: Optional[str] = None
) -> Any:
    p = dict(call["params"])
    op = call["operation"]
    if op == "generateEmail":
        if call.get("stream"):
            return await (await client.emails.stream(**p)).final_response()
        return await client.emails.generate(idempotency_key=key, **p)
    if op == "improveEmail":
        return await client.emails.improve(idempotency_key=key, **p)
    if op == "listTemplates":
        return await client.templates.list(**p)
    if op == "getTemplate":
        return await client.templates.get(p["id"])
    if op == "getUsage":
        return await client.usage.get(**p)
    raise AssertionError(f"unknown operation {op}")


def check_error(error: BaseException, e: Dict[str, Any]) -> None:
    kind = KINDS[e["kind"]]
    assert isinstance(error, kind), f"expected {kind.__name__}, got {error!r}"
    if isinstance(error, APIError):
        assert error.request_id, "an error with a status carries a request id"
        for name in ("status", "type", "code"):
            if name in e:
                assert getattr(error, name) == e[name], (name, getattr(error, name))
        if "param_is_one_of" in e:
            assert error.param in e["param_is_one_of"], error.param
        if "details_min" in e:
            assert len(error.details) >= e["details_min"], error.details
        if "message_contains" in e:
            assert e["message_contains"] in error.message, error.message
        if "request_id_prefix" in e:
            assert error.request_id.startswith(e["request_id_prefix"])
    else:
        assert "status" not in e


def arm(s: Scenario, kit: Kit) -> None:
    if s.get("via") == "faults":
        faults(kit, "DELETE")
        if s.get("faults"):
            faults(kit, "POST", {"faults": s["faults"]})


def plain(s: Scenario, kit: Kit) -> None:
    arm(s, kit)
    with Mailwright(**client_options(s, kit)) as client:
        key = with_random(s["call"].get("idempotency_key"))
        if "error" in s["expect"]:
            with pytest.raises(MailwrightError) as raised:
                call_operation(client, s["call"], key)
            check_error(raised.value, s["expect"]["error"])
        else:
            check(call_operation(client, s["call"], key), s["expect"].get("result", []))
    check_proxy_log(kit, s["expect"].get("proxy_log"), "python")


def balance(kit: Kit, key: str) -> int:
    with Mailwright(api_key=key, base_url=kit["base_url"]) as client:
        return client.usage.get()["credits"]["remaining"]


def client_from_environment(s: Scenario, kit: Kit) -> None:
    saved = {k: os.environ.get(k) for k in ("MAILWRIGHT_API_KEY", "MAILWRIGHT_BASE_URL")}
    os.environ["MAILWRIGHT_API_KEY"] = kit["keys"]["main"]
    os.environ["MAILWRIGHT_BASE_URL"] = kit["base_url"]
    try:
        plain(s, kit)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def paging_templates(s: Scenario, kit: Kit) -> None:
    size = s["expect"]["paging"]["page_size"]
    with Mailwright(**client_options(s, kit)) as client:
        first = client.templates.list(limit=size)
        seen = [t["id"] for t in client.templates.list_all(limit=size)]
    assert len(seen) == first["pagination"]["total"]
    assert len(set(seen)) == len(seen)
    assert first["pagination"]["total"] > size


def rate_limit_exhausted(s: Scenario, kit: Kit) -> None:
    allowed = s["expect"]["rate_limit"]["allowed"]
    with Mailwright(**client_options(s, kit, max_retries=0)) as strict:
        for _ in range(allowed):
            strict.templates.list(limit=1)
    started = time.monotonic()
    with Mailwright(**client_options(s, kit)) as client:
        with pytest.raises(RateLimitError) as raised:
            client.templates.list(limit=1)
    e = raised.value
    assert (e.status, e.type, e.code) == (429, "rate_limit_error", "rate_limit_exceeded")
    assert e.request_id
    assert isinstance(e.retry_after, int) and e.retry_after > 60, e.retry_after
    assert time.monotonic() - started < 10, "a day-long Retry-After is not waited for"


def network_failure_not_charged_twice(s: Scenario, kit: Kit) -> None:
    arm(s, kit)
    with Mailwright(**client_options(s, kit)) as client:
        result = client.emails.generate(**s["call"]["params"])
    check(result, s["expect"]["result"])
    check_proxy_log(kit, s["expect"]["proxy_log"], "python")
    usage = result["usage"]
    assert kit["ledger_credits"] - usage["remaining_credits"] == usage["tokens_used"]
    assert balance(kit, kit["keys"]["ledger"]) == usage["remaining_credits"]


def idempotent_replay(s: Scenario, kit: Kit) -> None:
    key = with_random(s["call"]["idempotency_key"])
    with Mailwright(**client_options(s, kit)) as client:
        first = client.emails.generate(idempotency_key=key, **s["call"]["params"])
        second = client.emails.generate(idempotency_key=key, **s["call"]["params"])
    assert second["email"]["subject"] == first["email"]["subject"]
    assert second["email"]["content"] == first["email"]["content"]
    assert second["usage"] == first["usage"]
    usage = first["usage"]
    assert kit["ledger_credits"] - usage["remaining_credits"] == usage["tokens_used"]
    assert balance(kit, kit["keys"]["replay"]) == usage["remaining_credits"]


def idempotency_key_reused(s: Scenario, kit: Kit) -> None:
    key = with_random(s["call"]["idempotency_key"])
    reuse = s["expect"]["reuse"]
    with Mailwright(**client_options(s, kit)) as client:
        client.emails.improve(idempotency_key=key, **s["call"]["params"])
        with pytest.raises(MailwrightError) as raised:
            client.emails.improve(idempotency_key=key, **reuse["second_params"])
    check_error(raised.value, reuse["error"])


def stream(s: Scenario, kit: Kit) -> None:
    deltas: list[str] = []
    final = None
    with Mailwright(**client_options(s, kit)) as client:
        for event in client.emails.stream(**s["call"]["params"]):
            if isinstance(event, DoneEvent):
                final = event.response
            else:
                assert final is None, "no delta after done"
                assert event.content
                deltas.append(event.content)
    assert len(deltas) >= s["expect"]["stream"]["min_deltas"]
    assert final is not None
    assert "".join(deltas) == final["email"]["content"]
    assert final["email"]["subject"]
    assert final["usage"]["tokens_used"] > 0


SPECIAL: Dict[str, Callable[[Scenario, Kit], None]] = {
    "client_from_environment": client_from_environment,
    "paging_templates": paging_templates,
    "rate_limit_exhausted": rate_limit_exhausted,
    "network_failure_not_charged_twice": network_failure_not_charged_twice,
    "idempotent_replay": idempotent_replay,
    "idempotency_key_reused": idempotency_key_reused,
    "stream": stream,
}
PLAIN = {
    "seed_example",
    "generate_with_options",
    "generate_from_template",
    "improve_email",
    "improve_minimal",
    "list_templates_page",
    "list_templates_category",
    "get_template",
    "get_template_not_found",
    "get_usage",
    "invalid_request_details",
    "missing_required_fields",
    "authentication_error",
    "insufficient_credits",
    "rate_limit_retry",
    "server_error_retry",
    "retries_exhausted",
    "stream_error_before_start",
    "timeout",
    "connection_error",
    "user_agent",
}


def test_every_scenario_is_implemented() -> None:
    ids = [s["id"] for s in SCENARIOS]
    assert [i for i in ids if i not in PLAIN and i not in SPECIAL] == []


@pytest.mark.parametrize("s", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_scenario(s: Scenario, kit: Kit) -> None:
    SPECIAL.get(s["id"], plain)(s, kit)


# The async client runs every one-call scenario too (the stateful ones spend their
# keys' limits and credits once, above).
ASYNC = [s for s in SCENARIOS if s["id"] in PLAIN]


@pytest.mark.parametrize("s", ASYNC, ids=[s["id"] for s in ASYNC])
def test_scenario_async(s: Scenario, kit: Kit) -> None:
    async def run() -> None:
        arm(s, kit)
        async with AsyncMailwright(**client_options(s, kit)) as client:
            key = with_random(s["call"].get("idempotency_key"))
            if "error" in s["expect"]:
                with pytest.raises(MailwrightError) as raised:
                    await call_operation_async(client, s["call"], key)
                check_error(raised.value, s["expect"]["error"])
            else:
                result = await call_operation_async(client, s["call"], key)
                check(result, s["expect"].get("result", []))
        check_proxy_log(kit, s["expect"].get("proxy_log"), "python")

    asyncio.run(run())


def test_async_stream(kit: Kit) -> None:
    s = next(s for s in SCENARIOS if s["id"] == "stream")

    async def run() -> None:
        async with AsyncMailwright(**client_options(s, kit)) as client:
            stream = await client.emails.stream(**s["call"]["params"])
            deltas = []
            async for event in stream:
                if not isinstance(event, DoneEvent):
                    deltas.append(event.content)
            final = await stream.final_response()
            assert "".join(deltas) == final["email"]["content"]
            assert len(deltas) >= s["expect"]["stream"]["min_deltas"]

    asyncio.run(run())


def test_a_client_without_a_key_fails_at_construction() -> None:
    saved = os.environ.pop("MAILWRIGHT_API_KEY", None)
    try:
        with pytest.raises(MailwrightError, match="MAILWRIGHT_API_KEY"):
            Mailwright()
    finally:
        if saved is not None:
            os.environ["MAILWRIGHT_API_KEY"] = saved


def test_types_are_current() -> None:
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, str(here / "scripts" / "generate_types.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr



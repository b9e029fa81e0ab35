"""The clients: :class:`Mailwright` (blocking) and :class:`AsyncMailwright` (asyncio)."""

from __future__ import annotations

import asyncio
import os
import platform
import random
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import quote
from typing import Any, AsyncIterator, Dict, Iterator, Mapping, Optional, Union

import httpx
from typing_extensions import Unpack

from ._errors import (
    APIConnectionError,
    APIError,
    APITimeoutError,
    MailwrightError,
    error_from_response,
    retry_after_seconds,
)
from ._streaming import AsyncGenerateStream, GenerateStream
from ._types import (
    GenerateParams,
    GenerateResponse,
    ImproveRequest,
    ImproveResponse,
    Template,
    TemplateCategory,
    TemplateList,
    TemplateResponse,
    UsageReport,
)
from ._version import __version__

DEFAULT_BASE_URL = "http://localhost:3000"
DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
#: A Retry-After longer than this (seconds) is not waited for: the error is raised at once.
MAX_RETRY_AFTER = 60.0
RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504})
#: Statuses that prove a streamed generate did nothing, so it may be sent again.
STREAM_RETRY_STATUSES = frozenset({429, 503})
USER_AGENT = f"mailwright-python/{__version__} python/{platform.python_version()}"

Query = Dict[str, Union[str, int, None]]


@dataclass
class _Call:
    method: str
    path: str
    query: Optional[Query] = None
    body: Optional[Mapping[str, Any]] = None
    stream: bool = False
    idempotency_key: Optional[str] = None
    timeout: Optional[float] = None
    max_retries: Optional[int] = None
    headers: Dict[str, str] = field(default_factory=dict)


def _backoff(attempt: int) -> float:
    """0.5 s x 2^attempt, at most 8 s, with full jitter."""
    return random.uniform(0, min(8.0, 0.5 * 2**attempt))


def _iso(value: Union[str, datetime, None]) -> Optional[str]:
    return value.isoformat() if isinstance(value, datetime) else value


def _json(response: httpx.Response) -> Any:
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        if response.is_success:
            raise APIError(
                response.status_code,
                {"message": f"The answer is not JSON: {response.text[:200]}"},
                response.headers.get("x-request-id"),
                response.headers,
            ) from None
        return None


class _BaseClient:
    def __init__(
        self,
        api_key: Optional[str],
        base_url: Optional[str],
        timeout: float,
        max_retries: int,
        default_headers: Optional[Mapping[str, str]],
    ) -> None:
        api_key = api_key or os.environ.get("MAILWRIGHT_API_KEY")
        if not api_key:
            raise MailwrightError(
                "No API key: pass api_key= to the client or set MAILWRIGHT_API_KEY."
            )
        self.api_key = api_key
        self.base_url = (
            base_url or os.environ.get("MAILWRIGHT_BASE_URL") or DEFAULT_BASE_URL
        ).rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries
        self._default_headers = dict(default_headers or {})

    def _prepare(self, call: _Call) -> httpx.Request:
        headers = {
            "Accept": "text/event-stream" if call.stream else "application/json",
            "Authorization": f"Bearer {self.api_key}",
            "User-Agent": USER_AGENT,
            **self._default_headers,
            **call.headers,
        }
        # One key per logical call, the same on every attempt: a retry of a request that did
        # reach the service is answered from its first run and not charged again.
        if call.method == "POST" and not call.stream:
            headers["Idempotency-Key"] = call.idempotency_key or f"mw-{uuid.uuid4()}"
        query = {k: v for k, v in (call.query or {}).items() if v is not None}
        timeout = call.timeout if call.timeout is not None else self.timeout
        return httpx.Request(
            call.method,
            f"{self.base_url}{call.path}",
            params=query,
            json=call.body,
            headers=headers,
            extensions={"timeout": httpx.Timeout(timeout).as_dict()},
        )

    def _retries(self, call: _Call) -> int:
        return call.max_retries if call.max_retries is not None else self.max_retries

    @staticmethod
    def _transport_error(error: httpx.TransportError, base_url: str) -> MailwrightError:
        if isinstance(error, httpx.TimeoutException):
            return APITimeoutError(f"No answer in time from {base_url}: {error!r}")
        return APIConnectionError(f"Could not reach {base_url}: {error!r}")

    @staticmethod
    def _wait_before_retry(call: _Call, response: httpx.Response, attempt: int) -> Optional[float]:
        """Seconds to wait before the next attempt, or None when the error stands."""
        statuses = STREAM_RETRY_STATUSES if call.stream else RETRY_STATUSES
        if response.status_code not in statuses:
            return None
        retry_after = retry_after_seconds(response.headers)
        if retry_after is None:
            return _backoff(attempt)
        return float(retry_after) if retry_after <= MAX_RETRY_AFTER else None


class Mailwright(_BaseClient):
    """The Mailwright API client.

    >>> client = Mailwright()  # MAILWRIGHT_API_KEY, MAILWRIGHT_BASE_URL
    >>> client.emails.generate(context="…", tone="professional", recipient="client", purpose="follow_up")
    """

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        default_headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.Client] = None,
    ) -> None:
        super().__init__(api_key, base_url, timeout, max_retries, default_headers)
        self._http = http_client or httpx.Client()
        self.emails = Emails(self)
        self.templates = Templates(self)
        self.usage = Usage(self)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "Mailwright":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _send(self, call: _Call) -> httpx.Response:
        request = self._prepare(call)
        max_retries = self._retries(call)
        attempt = 0
        while True:
            try:
                response = self._http.send(request, stream=call.stream)
            except httpx.TransportError as e:
                error = self._transport_error(e, self.base_url)
                # A stream carries no idempotency key, so it is not sent again after a
                # failure that may have happened once the service had started.
                if attempt < max_retries and not call.stream:
                    time.sleep(_backoff(attempt))
                    attempt += 1
                    continue
                raise error from e
            if response.is_success:
                return response
            response.read()
            wait = self._wait_before_retry(call, response, attempt)
            if wait is None or attempt >= max_retries:
                raise error_from_response(response.status_code, _json(response), response.headers)
            response.close()
            time.sleep(wait)
            attempt += 1

    def _request(self, call: _Call) -> Any:
        return _json(self._send(call))


class AsyncMailwright(_BaseClient):
    """The asyncio form of :class:`Mailwright`: the same resources, each method awaited."""

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        default_headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.AsyncClient] = None,
    ) -> None:
        super().__init__(api_key, base_url, timeout, max_retries, default_headers)
        self._http = http_client or httpx.AsyncClient()
        self.emails = AsyncEmails(self)
        self.templates = AsyncTemplates(self)
        self.usage = AsyncUsage(self)

    async def close(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "AsyncMailwright":
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    async def _send(self, call: _Call) -> httpx.Response:
        request = self._prepare(call)
        max_retries = self._retries(call)
        attempt = 0
        while True:
            try:
                response = await self._http.send(request, stream=call.stream)
            except httpx.TransportError as e:
                error = self._transport_error(e, self.base_url)
                if attempt < max_retries and not call.stream:
                    await asyncio.sleep(_backoff(attempt))
                    attempt += 1
                    continue
                raise error from e
            if response.is_success:
                return response
            await response.aread()
            wait = self._wait_before_retry(call, response, attempt)
            if wait is None or attempt >= max_retries:
                raise error_from_response(response.status_code, _json(response), response.headers)
            await response.aclose()
            await asyncio.sleep(wait)
            attempt += 1

    async def _request(self, call: _Call) -> Any:
        return _json(await self._send(call))


def _generate_call(
    params: Mapping[str, Any],
    stream: bool,
    idempotency_key: Optional[str],
    timeout: Optional[float],
    max_retries: Optional[int],
) -> _Call:
    if "stream" in params:
        raise TypeError("generate() does not stream: call emails.stream() instead")
    body = {**params, "stream": True} if stream else dict(params)
    return _Call(
        "POST",
        "/v1/generate",
        body=body,
        stream=stream,
        idempotency_key=idempotency_key,
        timeout=timeout,
        max_retries=max_retries,
    )


class Emails:
    """Writing emails: ``generate``, ``stream`` and ``improve``."""

    def __init__(self, client: Mailwright) -> None:
        self._client = client

    def generate(
        self,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        **params: Unpack[GenerateParams],
    ) -> GenerateResponse:
        """Writes an email (``POST /v1/generate``)."""
        call = _generate_call(params, False, idempotency_key, timeout, max_retries)
        result: GenerateResponse = self._client._request(call)
        return result

    def stream(
        self,
        *,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        **params: Unpack[GenerateParams],
    ) -> GenerateStream:
        """Writes an email as a stream of delta events ending with the full response."""
        call = _generate_call(params, True, None, timeout, max_retries)
        return GenerateStream(self._client._send(call))

    def improve(
        self,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        **params: Unpack[ImproveRequest],
    ) -> ImproveResponse:
        """Improves a draft (``POST /v1/improve``) and lists every change made."""
        call = _Call(
            "POST",
            "/v1/improve",
            body=params,
            idempotency_key=idempotency_key,
            timeout=timeout,
            max_retries=max_retries,
        )
        result: ImproveResponse = self._client._request(call)
        return result


class Templates:
    """The template catalog: ``list``, ``list_all`` and ``get``."""

    def __init__(self, client: Mailwright) -> None:
        self._client = client

    def list(
        self,
        *,
        category: Optional[TemplateCategory] = None,
        limit: Optional[int] = None,
        offset: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> TemplateList:
        """One page of templates (``GET /v1/templates``)."""
        query: Query = {"category": category, "limit": limit, "offset": offset}
        call = _Call("GET", "/v1/templates", query=query, timeout=timeout, max_retries=max_retries)
        result: TemplateList = self._client._request(call)
        return result

    def list_all(
        self,
        *,
        category: Optional[TemplateCategory] = None,
        limit: Optional[int] = None,
        offset: int = 0,
    ) -> Iterator[Template]:
        """Every template (of a category), fetching page after page as the loop goes on."""
        while True:
            page = self.list(category=category, limit=limit, offset=offset)
            yield from page["templates"]
            if not page["pagination"]["has_more"] or not page["templates"]:
                return
            offset += len(page["templates"])

    def get(
        self, id: str, *, timeout: Optional[float] = None, max_retries: Optional[int] = None
    ) -> TemplateResponse:
        """One template by id (``GET /v1/templates/{id}``)."""
        call = _Call("GET", f"/v1/templates/{_quote(id)}", timeout=timeout, max_retries=max_retries)
        result: TemplateResponse = self._client._request(call)
        return result


class Usage:
    """The account's usage: ``get``."""

    def __init__(self, client: Mailwright) -> None:
        self._client = client

    def get(
        self,
        *,
        period: Optional[str] = None,
        granularity: Optional[str] = None,
        start: Union[str, datetime, None] = None,
        end: Union[str, datetime, None] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> UsageReport:
        """Usage statistics (``GET /v1/usage``): ``period`` and ``granularity``, or ``start`` and ``end``."""
        query: Query = {
            "period": period,
            "granularity": granularity,
            "start": _iso(start),
            "end": _iso(end),
        }
        call = _Call("GET", "/v1/usage", query=query, timeout=timeout, max_retries=max_retries)
        result: UsageReport = self._client._request(call)
        return result


class AsyncEmails:
    """The asyncio form of :class:`Emails`."""

    def __init__(self, client: AsyncMailwright) -> None:
        self._client = client

    async def generate(
        self,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        **params: Unpack[GenerateParams],
    ) -> GenerateResponse:
        call = _generate_call(params, False, idempotency_key, timeout, max_retries)
        result: GenerateResponse = await self._client._request(call)
        return result

    async def stream(
        self,
        *,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        **params: Unpack[GenerateParams],
    ) -> AsyncGenerateStream:
        call = _generate_call(params, True, None, timeout, max_retries)
        return AsyncGenerateStream(await self._client._send(call))

    async def improve(
        self,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        **params: Unpack[ImproveRequest],
    ) -> ImproveResponse:
        call = _Call(
            "POST",
            "/v1/improve",
            body=params,
            idempotency_key=idempotency_key,
            timeout=timeout,
            max_retries=max_retries,
        )
        result: ImproveResponse = await self._client._request(call)
        return result


class AsyncTemplates:
    """The asyncio form of :class:`Templates`."""

    def __init__(self, client: AsyncMailwright) -> None:
        self._client = client

    async def list(
        self,
        *,
        category: Optional[TemplateCategory] = None,
        limit: Optional[int] = None,
        offset: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> TemplateList:
        query: Query = {"category": category, "limit": limit, "offset": offset}
        call = _Call("GET", "/v1/templates", query=query, timeout=timeout, max_retries=max_retries)
        result: TemplateList = await self._client._request(call)
        return result

    async def list_all(
        self,
        *,
        category: Optional[TemplateCategory] = None,
        limit: Optional[int] = None,
        offset: int = 0,
    ) -> AsyncIterator[Template]:
        while True:
            page = await self.list(category=category, limit=limit, offset=offset)
            for template in page["templates"]:
                yield template
            if not page["pagination"]["has_more"] or not page["templates"]:
                return
            offset += len(page["templates"])

    async def get(
        self, id: str, *, timeout: Optional[float] = None, max_retries: Optional[int] = None
    ) -> TemplateResponse:
        call = _Call("GET", f"/v1/templates/{_quote(id)}", timeout=timeout, max_retries=max_retries)
        result: TemplateResponse = await self._client._request(call)
        return result


class AsyncUsage:
    """The asyncio form of :class:`Usage`."""

    def __init__(self, client: AsyncMailwright) -> None:
        self._client = client

    async def get(
        self,
        *,
        period: Optional[str] = None,
        granularity: Optional[str] = None,
        start: Union[str, datetime, None] = None,
        end: Union[str, datetime, None] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> UsageReport:
        query: Query = {
            "period": period,
            "granularity": granularity,
            "start": _iso(start),
            "end": _iso(end),
        }
        call = _Call("GET", "/v1/usage", query=query, timeout=timeout, max_retries=max_retries)
        result: UsageReport = await self._client._request(call)
        return result


def _quote(segment: str) -> str:
    return quote(segment, safe="")

"""One class per kind of failure, so callers can catch what they handle."""

from __future__ import annotations

import email.utils
import time
from typing import Any, Dict, List, Optional, Type

import httpx


class MailwrightError(Exception):
    """The base of every error this library raises."""


class APIError(MailwrightError):
    """The service answered with an error status; carries the error envelope's fields."""

    def __init__(
        self,
        status: int,
        error: Dict[str, Any],
        request_id: Optional[str],
        headers: httpx.Headers,
    ) -> None:
        self.status: int = status
        self.type: Optional[str] = error.get("type")
        self.code: Optional[str] = error.get("code")
        self.message: str = error.get("message") or f"HTTP {status}"
        self.param: Optional[str] = error.get("param")
        self.details: List[Dict[str, Any]] = list(error.get("details") or [])
        #: The service's request id: quote it when asking for help.
        self.request_id: Optional[str] = request_id
        self.headers = headers
        super().__init__(self.message)

    def __str__(self) -> str:
        return f"{self.status} {self.code or ''}: {self.message} (request {self.request_id})"


class InvalidRequestError(APIError):
    """400, 409, 413, 415, 422 and other 4xx: the request must change to succeed."""


class NotFoundError(InvalidRequestError):
    """404: no such template or route."""


class AuthenticationError(APIError):
    """401: the key is missing, malformed, unknown or revoked."""


class PermissionDeniedError(APIError):
    """403: the key may not do this."""


class InsufficientCreditsError(APIError):
    """402: the account's credits cannot cover the operation."""


class RateLimitError(APIError):
    """429: the plan's rate limit is exhausted."""

    def __init__(
        self,
        status: int,
        error: Dict[str, Any],
        request_id: Optional[str],
        headers: httpx.Headers,
    ) -> None:
        super().__init__(status, error, request_id, headers)
        #: Seconds to wait before trying again (``Retry-After``), when the service said.
        self.retry_after: Optional[float] = retry_after_seconds(headers)


class APIConnectionError(MailwrightError):
    """No HTTP answer: the connection was refused, reset or never made."""


class APITimeoutError(APIConnectionError):
    """No answer within the timeout."""


def retry_after_seconds(headers: httpx.Headers) -> Optional[float]:
    value = (headers.get("retry-after") or "").strip()
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value) if value else None
        if parsed is None:
            return None
        seconds = parsed.timestamp() - time.time()
    seconds = max(0.0, seconds)
    return int(seconds) if seconds.is_integer() else seconds


def error_class(status: int) -> Type[APIError]:
    if status == 401:
        return AuthenticationError
    if status == 402:
        return InsufficientCreditsError
    if status == 403:
        return PermissionDeniedError
    if status == 404:
        return NotFoundError
    if status == 429:
        return RateLimitError
    if 400 <= status < 500:
        return InvalidRequestError
    return APIError


def error_from_response(status: int, body: Any, headers: httpx.Headers) -> APIError:
    envelope = body if isinstance(body, dict) else {}
    error = envelope.get("error")
    if not isinstance(error, dict):
        error = {"message": f"HTTP {status} with no error envelope"}
    request_id = envelope.get("request_id") or headers.get("x-request-id")
    return error_class(status)(status, error, request_id, headers)

"""``stream=True`` on generate: server-sent events read as they arrive."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, AsyncIterator, Iterator, Optional, Tuple, Union

import httpx

from ._errors import MailwrightError, error_from_response
from ._types import GenerateResponse


@dataclass(frozen=True)
class DeltaEvent:
    """The next piece of the body, as the engine writes it."""

    content: str
    type: str = "delta"


@dataclass(frozen=True)
class DoneEvent:
    """The last event: the complete response, as a non-streamed generate returns it."""

    response: GenerateResponse
    type: str = "done"


StreamEvent = Union[DeltaEvent, DoneEvent]

# An error event has no status line of its own; its code says which status it stands for.
_STREAM_ERROR_STATUS = {"upstream_timeout": 504, "bad_upstream_reply": 502, "service_unavailable": 503}


class _Events:
    """Assembles `event:`/`data:` lines into events (the parts of SSE this API uses)."""

    def __init__(self) -> None:
        self.event = "message"
        self.data: list[str] = []

    def feed(self, line: str) -> Optional[Tuple[str, str]]:
        if line == "":
            done = (self.event, "\n".join(self.data)) if self.data else None
            self.event, self.data = "message", []
            return done
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            self.event = value
        elif field == "data":
            self.data.append(value)
        return None

    def flush(self) -> Optional[Tuple[str, str]]:
        return self.feed("")


def _to_event(name: str, data: str, response: httpx.Response) -> Optional[StreamEvent]:
    payload: Any = json.loads(data)
    if name == "delta":
        return DeltaEvent(content=payload["content"])
    if name == "done":
        return DoneEvent(response=payload)
    if name == "error":
        code = str((payload.get("error") or {}).get("code") or "")
        raise error_from_response(_STREAM_ERROR_STATUS.get(code, 500), payload, response.headers)
    return None


class GenerateStream:
    """An iterator of :class:`DeltaEvent` ending with one :class:`DoneEvent`.

    An ``error`` event (the writing failed after the stream started; nothing is charged)
    is raised as the matching error. Closing the stream early stops the writing.
    """

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self.request_id: Optional[str] = response.headers.get("x-request-id")
        self._final: Optional[GenerateResponse] = None

    def __iter__(self) -> Iterator[StreamEvent]:
        events = _Events()
        try:
            for line in self.response.iter_lines():
                raw = events.feed(line)
                event = _to_event(*raw, self.response) if raw else None
                if event is not None:
                    yield event
                    if isinstance(event, DoneEvent):
                        self._final = event.response
                        return
            raw = events.flush()
            if raw:
                event = _to_event(*raw, self.response)
                if isinstance(event, DoneEvent):
                    self._final = event.response
                    yield event
                    return
            raise MailwrightError("The stream ended without its done event.")
        finally:
            self.response.close()

    def final_response(self) -> GenerateResponse:
        """Reads the rest of the stream and returns the complete response."""
        if self._final is None:
            for _ in self:
                pass
        if self._final is None:
            raise MailwrightError("The stream ended without its done event.")
        return self._final

    def close(self) -> None:
        self.response.close()

    def __enter__(self) -> "GenerateStream":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class AsyncGenerateStream:
    """The async form of :class:`GenerateStream`: ``async for event in stream``."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self.request_id: Optional[str] = response.headers.get("x-request-id")
        self._final: Optional[GenerateResponse] = None

    async def __aiter__(self) -> AsyncIterator[StreamEvent]:
        events = _Events()
        try:
            async for line in self.response.aiter_lines():
                raw = events.feed(line)
                event = _to_event(*raw, self.response) if raw else None
                if event is not None:
                    yield event
                    if isinstance(event, DoneEvent):
                        self._final = event.response
                        return
            raw = events.flush()
            if raw:
                event = _to_event(*raw, self.response)
                if isinstance(event, DoneEvent):
                    self._final = event.response
                    yield event
                    return
            raise MailwrightError("The stream ended without its done event.")
        finally:
            await self.response.aclose()

    async def final_response(self) -> GenerateResponse:
        if self._final is None:
            async for _ in self:
                pass
        if self._final is None:
            raise MailwrightError("The stream ended without its done event.")
        return self._final

    async def close(self) -> None:
        await self.response.aclose()

    async def __aenter__(self) -> "AsyncGenerateStream":
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

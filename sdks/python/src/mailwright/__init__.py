"""Python client for the Mailwright email generation API."""

from ._client import AsyncMailwright, Mailwright
from ._errors import (
    APIConnectionError,
    APIError,
    APITimeoutError,
    AuthenticationError,
    InsufficientCreditsError,
    InvalidRequestError,
    MailwrightError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
)
from ._streaming import AsyncGenerateStream, DeltaEvent, DoneEvent, GenerateStream, StreamEvent
from ._types import (
    GenerateParams,
    GenerateResponse,
    ImproveRequest,
    ImproveResponse,
    Template,
    TemplateList,
    TemplateResponse,
    UsageReport,
)
from ._version import __version__

__all__ = [
    "Mailwright",
    "AsyncMailwright",
    "MailwrightError",
    "APIError",
    "InvalidRequestError",
    "NotFoundError",
    "AuthenticationError",
    "PermissionDeniedError",
    "InsufficientCreditsError",
    "RateLimitError",
    "APIConnectionError",
    "APITimeoutError",
    "GenerateStream",
    "AsyncGenerateStream",
    "DeltaEvent",
    "DoneEvent",
    "StreamEvent",
    "GenerateParams",
    "GenerateResponse",
    "ImproveRequest",
    "ImproveResponse",
    "Template",
    "TemplateList",
    "TemplateResponse",
    "UsageReport",
    "__version__",
]

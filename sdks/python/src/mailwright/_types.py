"""Types of the API's requests and responses.

Generated from openapi/openapi.yaml by scripts/generate_types.py: do not edit.
"""

from typing import Any, Dict, List

from typing_extensions import Literal, NotRequired, TypedDict


Tone = Literal['professional', 'friendly', 'formal', 'casual', 'persuasive', 'empathetic', 'enthusiastic', 'apologetic', 'assertive', 'grateful', 'urgent', 'diplomatic']


Recipient = str


Purpose = str


TemplateId = str


# The fields of a generate request. `context`, `tone`, `recipient` and `purpose` are required unless `template_id` is given, in which case the template supplies the tone, recipient and purpose that are missing. A body with neither is a `400` whose `details` name each missing field (`missing_parameter`). The schema leaves all fields optional so that generated clients type both forms of the request with one object; `x-required-any-of` states the rule for tools that read it, and the service enforces it.
GenerateRequest = TypedDict(
    "GenerateRequest",
    {
        'context': NotRequired[str],
        'tone': NotRequired[Tone],
        'recipient': NotRequired[Recipient],
        'purpose': NotRequired[Purpose],
        'additional_notes': NotRequired[str],
        'recipient_name': NotRequired[str],
        'sender_name': NotRequired[str],
        'length': NotRequired[Literal['short', 'medium', 'long']],
        'variation': NotRequired[int],
        'language': NotRequired[Literal['en']],
        'template_id': NotRequired[TemplateId],
        'variables': NotRequired[Dict[str, str]],
        'stream': NotRequired[bool],
    },
)


EngineName = Literal['builtin', 'openai', 'anthropic']


GenerateResponseEmail = TypedDict(
    "GenerateResponseEmail",
    {
        'subject': str,
        'content': str,
        'tone': Tone,
        'word_count': int,
        'purpose': NotRequired[str],
        'recipient': NotRequired[str],
        'template_id': NotRequired[str],
        'placeholders': NotRequired[List[str]],
    },
)


OperationUsage = TypedDict(
    "OperationUsage",
    {
        'tokens_used': int,
        'remaining_credits': int,
    },
)


GenerateResponse = TypedDict(
    "GenerateResponse",
    {
        'success': Literal[True],
        'engine': EngineName,
        'email': GenerateResponseEmail,
        'usage': OperationUsage,
    },
)


ImprovementKind = Literal['grammar', 'spelling', 'clarity', 'concise', 'tone', 'formality', 'friendliness', 'persuasive', 'structure', 'subject_line', 'call_to_action', 'readability']


ImproveRequest = TypedDict(
    "ImproveRequest",
    {
        'content': str,
        'improvements': NotRequired[List[ImprovementKind]],
        'tone': NotRequired[Tone],
    },
)


ImproveResponseEmail = TypedDict(
    "ImproveResponseEmail",
    {
        'subject': NotRequired[str],
        'content': str,
        'tone': NotRequired[Tone],
        'word_count': int,
    },
)


Change = TypedDict(
    "Change",
    {
        'kind': ImprovementKind,
        'original': str,
        'replacement': str,
        'reason': str,
    },
)


TextStats = TypedDict(
    "TextStats",
    {
        'words': int,
        'readability': float,
    },
)


# Word count and Flesch reading ease of the draft before and after.
ImproveResponseStats = TypedDict(
    "ImproveResponseStats",
    {
        'before': TextStats,
        'after': TextStats,
    },
)


ImproveResponse = TypedDict(
    "ImproveResponse",
    {
        'success': Literal[True],
        'engine': EngineName,
        'email': ImproveResponseEmail,
        'changes': List[Change],
        'summary': NotRequired[str],
        'stats': NotRequired[ImproveResponseStats],
        'usage': OperationUsage,
    },
)


TemplateCategory = Literal['billing', 'customer_support', 'events', 'human_resources', 'marketing', 'networking', 'onboarding', 'project_management', 'recruiting', 'sales']


TemplateVariable = TypedDict(
    "TemplateVariable",
    {
        'name': str,
        'description': str,
        'example': str,
        'required': bool,
    },
)


Template = TypedDict(
    "Template",
    {
        'id': TemplateId,
        'name': str,
        'description': str,
        'category': TemplateCategory,
        'tone': Tone,
        'purpose': str,
        'recipient': str,
        'subject': str,
        'body': str,
        'variables': List[TemplateVariable],
    },
)


Pagination = TypedDict(
    "Pagination",
    {
        'total': int,
        'limit': int,
        'offset': int,
        'has_more': bool,
    },
)


TemplateList = TypedDict(
    "TemplateList",
    {
        'success': Literal[True],
        'templates': List[Template],
        'pagination': Pagination,
    },
)


UsageReportPeriod = TypedDict(
    "UsageReportPeriod",
    {
        'start': str,
        'end': str,
        'granularity': Literal['hour', 'day'],
    },
)


CountersByStatus = TypedDict(
    "CountersByStatus",
    {
        '2xx': int,
        '4xx': int,
        '5xx': int,
    },
)


Counters = TypedDict(
    "Counters",
    {
        'requests': int,
        'tokens': int,
        'credits': int,
        'by_status': CountersByStatus,
    },
)


UsageReportSeriesItem = TypedDict(
    "UsageReportSeriesItem",
    {
        'start': str,
        'requests': int,
        'tokens': int,
        'credits': int,
    },
)


UsageReportRateLimit = TypedDict(
    "UsageReportRateLimit",
    {
        'limit': int,
        'remaining': int,
        'window_seconds': int,
        'reset_at': str,
    },
)


UsageReportCredits = TypedDict(
    "UsageReportCredits",
    {
        'remaining': int,
        'monthly_allowance': int,
        'allowance_remaining': int,
        'purchased': int,
        'allowance_period': str,
    },
)


UsageReportPlan = TypedDict(
    "UsageReportPlan",
    {
        'id': Literal['free', 'professional', 'enterprise'],
        'name': str,
    },
)


UsageReport = TypedDict(
    "UsageReport",
    {
        'success': Literal[True],
        'period': UsageReportPeriod,
        'totals': Counters,
        'operations': Dict[str, Counters],
        'series': List[UsageReportSeriesItem],
        'rate_limit': UsageReportRateLimit,
        'credits': UsageReportCredits,
        'plan': UsageReportPlan,
    },
)


ErrorDetail = TypedDict(
    "ErrorDetail",
    {
        'param': NotRequired[str],
        'code': str,
        'message': str,
    },
)


ErrorResponseError = TypedDict(
    "ErrorResponseError",
    {
        'type': Literal['invalid_request_error', 'authentication_error', 'billing_error', 'rate_limit_error', 'api_error'],
        'code': str,
        'message': str,
        'param': NotRequired[str],
        'details': NotRequired[List[ErrorDetail]],
    },
)


ErrorResponse = TypedDict(
    "ErrorResponse",
    {
        'success': Literal[False],
        'error': ErrorResponseError,
        'request_id': str,
    },
)


GenerateParams = TypedDict(
    "GenerateParams",
    {
        'context': NotRequired[str],
        'tone': NotRequired[Tone],
        'recipient': NotRequired[Recipient],
        'purpose': NotRequired[Purpose],
        'additional_notes': NotRequired[str],
        'recipient_name': NotRequired[str],
        'sender_name': NotRequired[str],
        'length': NotRequired[Literal['short', 'medium', 'long']],
        'variation': NotRequired[int],
        'language': NotRequired[Literal['en']],
        'template_id': NotRequired[TemplateId],
        'variables': NotRequired[Dict[str, str]],
    },
)


TemplateResponse = TypedDict(
    "TemplateResponse",
    {
        'success': Literal[True],
        'template': Template,
    },
)

__all__ = ["Tone", "Recipient", "Purpose", "TemplateId", "GenerateRequest", "EngineName", "GenerateResponseEmail", "OperationUsage", "GenerateResponse", "ImprovementKind", "ImproveRequest", "ImproveResponseEmail", "Change", "TextStats", "ImproveResponseStats", "ImproveResponse", "TemplateCategory", "TemplateVariable", "Template", "Pagination", "TemplateList", "UsageReportPeriod", "CountersByStatus", "Counters", "UsageReportSeriesItem", "UsageReportRateLimit", "UsageReportCredits", "UsageReportPlan", "UsageReport", "ErrorDetail", "ErrorResponseError", "ErrorResponse", "GenerateParams", "TemplateResponse"]

"""OpenAPI Generator's python client: the seed's example and every minimal call."""

import os

import mailwright_generated as mg

config = mg.Configuration(
    host=os.environ["MAILWRIGHT_BASE_URL"], access_token=os.environ["MAILWRIGHT_API_KEY"]
)
with mg.ApiClient(config) as api_client:
    emails = mg.EmailsApi(api_client)
    result = emails.generate_email(
        mg.GenerateRequest(
            context="Follow up on project proposal meeting",
            tone=mg.Tone.PROFESSIONAL,
            recipient="client",
            purpose="follow_up",
            additional_notes="Meeting was yesterday, they seemed interested",
        )
    )
    assert isinstance(result, mg.GenerateResponse)
    assert result.email.subject and result.usage.tokens_used > 0
    print(f"python subject: {result.email.subject}")

    from_template = emails.generate_email(mg.GenerateRequest(
        template_id="sales-follow-up-after-demo",
        variables={"product_name": "Ledgerly", "pain_point": "month-end reconciliation"},
    ))
    improved = emails.improve_email(mg.ImproveRequest(content="i will recieve it"))
    templates = mg.TemplatesApi(api_client)
    page = templates.list_templates()
    one = templates.get_template("sales-follow-up-after-demo")
    usage = mg.UsageApi(api_client).get_usage()
    assert from_template.email.template_id == "sales-follow-up-after-demo"
    assert improved.changes
    assert page.pagination.has_more
    assert one.template.id == "sales-follow-up-after-demo"
    assert isinstance(usage.credits.remaining, int)

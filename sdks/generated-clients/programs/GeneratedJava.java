import dev.mailwright.generated.ApiClient;
import dev.mailwright.generated.api.EmailsApi;
import dev.mailwright.generated.api.TemplatesApi;
import dev.mailwright.generated.api.UsageApi;
import dev.mailwright.generated.model.GenerateRequest;
import dev.mailwright.generated.model.GenerateResponse;
import dev.mailwright.generated.model.ImproveRequest;
import dev.mailwright.generated.model.Tone;

/** OpenAPI Generator's java (native) client: the seed's example and every minimal call. */
public class GeneratedJava {
  static void must(boolean condition, String message) {
    if (!condition) throw new AssertionError(message);
  }

  public static void main(String[] args) throws Exception {
    String key = System.getenv("MAILWRIGHT_API_KEY");
    ApiClient client = new ApiClient();
    client.updateBaseUri(System.getenv("MAILWRIGHT_BASE_URL"));
    client.setRequestInterceptor(b -> b.header("Authorization", "Bearer " + key));

    EmailsApi emails = new EmailsApi(client);
    GenerateResponse result =
        emails.generateEmail(
            new GenerateRequest()
                .context("Follow up on project proposal meeting")
                .tone(Tone.PROFESSIONAL)
                .recipient("client")
                .purpose("follow_up")
                .additionalNotes("Meeting was yesterday, they seemed interested"),
            null);
    must(!result.getEmail().getSubject().isEmpty(), "a subject");
    must(result.getUsage().getTokensUsed() > 0, "usage");
    System.out.println("java subject: " + result.getEmail().getSubject());

    GenerateResponse fromTemplate =
        emails.generateEmail(new GenerateRequest()
                .templateId("sales-follow-up-after-demo")
                .putVariablesItem("product_name", "Ledgerly")
                .putVariablesItem("pain_point", "month-end reconciliation"), null);
    must("sales-follow-up-after-demo".equals(fromTemplate.getEmail().getTemplateId()), "template");
    must(!emails.improveEmail(new ImproveRequest().content("i will recieve it"), null).getChanges().isEmpty(), "improve");
    TemplatesApi templates = new TemplatesApi(client);
    must(templates.listTemplates(null, null, null).getPagination().getHasMore(), "templates");
    must(templates.getTemplate("sales-follow-up-after-demo").getTemplate().getId().equals("sales-follow-up-after-demo"), "one");
    must(new UsageApi(client).getUsage(null, null, null, null).getCredits().getRemaining() >= 0, "usage");
  }
}

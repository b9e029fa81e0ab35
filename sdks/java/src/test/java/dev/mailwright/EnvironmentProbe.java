package dev.mailwright;

/**
 * Run in a child JVM whose environment holds MAILWRIGHT_API_KEY and MAILWRIGHT_BASE_URL (Java
 * cannot set its own): builds a client without arguments and prints getUsage's answer as JSON.
 */
public final class EnvironmentProbe {
  private EnvironmentProbe() {}

  public static void main(String[] args) throws Exception {
    MailwrightClient client = new MailwrightClient();
    System.out.println(MailwrightClient.mapper().writeValueAsString(client.getUsage()));
  }
}

package dev.mailwright;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The live service of a test run: the one MAILWRIGHT_TESTKIT names when the suite runs under
 * {@code launch.mjs -- …}, else one started with {@code launch.mjs --serve} and stopped (by
 * closing its stdin) by {@link #close()}.
 */
final class Testkit implements AutoCloseable {
  static final Path ROOT = Path.of("").toAbsolutePath().resolve("../..").normalize();
  static final Path SCENARIOS = ROOT.resolve("sdks/scenarios.json");
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  final JsonNode config;
  private final Process launcher;

  private Testkit(JsonNode config, Process launcher) {
    this.config = config;
    this.launcher = launcher;
  }

  static Testkit start() throws IOException {
    String given = System.getenv("MAILWRIGHT_TESTKIT");
    if (given != null && !given.isBlank()) return new Testkit(JSON.readTree(given), null);
    Process process =
        new ProcessBuilder("node", ROOT.resolve("sdks/testkit/launch.mjs").toString(), "--serve")
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    if (line == null) {
      process.destroy();
      throw new IOException("the test launcher ended without describing a service");
    }
    return new Testkit(JSON.readTree(line), process);
  }

  String text(String field) {
    return config.get(field).asText();
  }

  String key(String name) {
    return config.get("keys").get(name).asText();
  }

  /** Calls the fault proxy's control endpoint. */
  JsonNode faults(String method, String body) throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(text("faults_url") + "/__faults"));
    if (body == null) {
      request.method(method, HttpRequest.BodyPublishers.noBody());
    } else {
      request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
    }
    HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() >= 300) {
      throw new IOException("fault proxy answered " + response.statusCode() + ": " + response.body());
    }
    return response.body().isEmpty() ? JSON.createObjectNode() : JSON.readTree(response.body());
  }

  @Override
  public void close() throws IOException {
    if (launcher == null) return;
    launcher.getOutputStream().close();
    try {
      if (!launcher.waitFor(60, TimeUnit.SECONDS)) {
        launcher.destroy();
        launcher.waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      launcher.destroy();
      Thread.currentThread().interrupt();
    }
  }
}

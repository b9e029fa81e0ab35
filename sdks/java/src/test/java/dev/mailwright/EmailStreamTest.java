package dev.mailwright;

import static dev.mailwright.StubServer.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mailwright.StubServer.Answer;
import dev.mailwright.errors.ApiConnectionException;
import dev.mailwright.errors.ApiException;
import dev.mailwright.errors.ApiTimeoutException;
import dev.mailwright.errors.InsufficientCreditsException;
import dev.mailwright.models.GenerateEmailParams;
import dev.mailwright.models.Tone;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EmailStreamTest {
  static final String DONE =
      "{\"success\":true,\"engine\":\"builtin\",\"email\":{\"subject\":\"Hi\",\"content\":\"Dear"
          + " Dana,\\n\\nThanks — see you.\",\"tone\":\"friendly\",\"word_count\":5},\"usage\":{\"tokens_used\":9,\"remaining_credits\":91}}";

  static String sse(String name, String data) {
    return "event: " + name + "\ndata: " + data + "\n\n";
  }

  /** The stream's bytes cut mid-event and inside a multi-byte character, as a network may. */
  static Answer streamed(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    int dash = text.substring(0, text.indexOf('—')).getBytes(StandardCharsets.UTF_8).length;
    int[] cuts = {0, 7, 31, dash + 1, bytes.length - 5, bytes.length};
    List<String> chunks = new ArrayList<>();
    java.util.Arrays.sort(cuts);
    for (int i = 0; i + 1 < cuts.length; i++) {
      chunks.add(new String(bytes, cuts[i], cuts[i + 1] - cuts[i], StandardCharsets.ISO_8859_1));
    }
    return new Answer(200, Map.of("Content-Type", "text/event-stream"), "", chunks);
  }

  static MailwrightClient client(StubServer server) {
    return MailwrightClient.builder()
        .apiKey("k")
        .baseUrl(server.baseUrl())
        .retryDelays(Duration.ofMillis(10), Duration.ofMillis(10))
        .build();
  }

  static GenerateEmailParams params() {
    return GenerateEmailParams.builder()
        .context("c")
        .tone(Tone.FRIENDLY)
        .recipient("team")
        .purpose("welcome")
        .build();
  }

  @Test
  void deltasThenTheWholeResponse() throws IOException {
    String text =
        ": comment\n\n"
            + sse("delta", "{\"content\":\"Dear Dana,\\n\\n\"}")
            + sse("delta", "{\"content\":\"Thanks — see you.\"}")
            + sse("done", DONE);
    try (StubServer server = new StubServer(answer(streamed(text)));
        EmailStream stream = client(server).generateEmailStream(params())) {
      List<String> deltas = new ArrayList<>();
      StreamEvent last = null;
      for (StreamEvent event : stream) {
        if (event instanceof StreamEvent.Delta delta) deltas.add(delta.content());
        last = event;
      }
      assertEquals(List.of("Dear Dana,\n\n", "Thanks — see you."), deltas);
      StreamEvent.Done done = assertInstanceOf(StreamEvent.Done.class, last);
      assertEquals(String.join("", deltas), done.response().email().content());
      assertEquals(done.response(), stream.finalResponse());
      StubServer.Request request = server.requests.get(0);
      assertTrue(request.body().contains("\"stream\":true"), request.body());
      assertEquals("text/event-stream", request.headers().get("accept"));
      assertNull(request.headers().get("idempotency-key"), "the service refuses a key with stream");
    }
  }

  @Test
  void aStreamRefusesAnIdempotencyKeyBeforeSending() throws IOException {
    try (StubServer server = new StubServer()) {
      assertThrows(
          IllegalArgumentException.class,
          () ->
              client(server)
                  .generateEmailStream(params(), RequestOptions.builder().idempotencyKey("k1").build()));
      assertTrue(server.requests.isEmpty());
    }
  }

  @Test
  void finalResponseReadsTheRest() throws IOException {
    String text = sse("delta", "{\"content\":\"Dear Dana,\\n\\nThanks — see you.\"}") + sse("done", DONE);
    try (StubServer server = new StubServer(answer(streamed(text)));
        EmailStream stream = client(server).generateEmailStream(params())) {
      assertEquals("Hi", stream.finalResponse().email().subject());
      assertEquals(9, stream.finalResponse().usage().tokensUsed());
    }
  }

  @Test
  void anErrorEventThrowsItsError() throws IOException {
    String envelope =
        "{\"success\":false,\"request_id\":\"req_x\",\"error\":{\"type\":\"api_error\",\"code\":\"upstream_timeout\",\"message\":\"too slow — sorry\"}}";
    try (StubServer server =
            new StubServer(answer(streamed(sse("delta", "{\"content\":\"Dear\"}") + sse("error", envelope))));
        EmailStream stream = client(server).generateEmailStream(params())) {
      List<String> seen = new ArrayList<>();
      ApiException error =
          assertThrows(
              ApiException.class,
              () -> stream.forEach(e -> seen.add(((StreamEvent.Delta) e).content())));
      assertEquals(List.of("Dear"), seen);
      assertEquals("upstream_timeout", error.code());
      assertEquals("req_x", error.requestId());
    }
  }

  @Test
  void aStreamCutBeforeDoneThrowsAConnectionError() throws IOException {
    String text = sse("delta", "{\"content\":\"Dear Dana — \"}") + sse("delta", "{\"content\":\"and\"}");
    try (StubServer server = new StubServer(answer(streamed(text)));
        EmailStream stream = client(server).generateEmailStream(params())) {
      assertThrows(ApiConnectionException.class, stream::finalResponse);
    }
  }

  @Test
  void anErrorBeforeTheFirstEventIsThrownWhenTheStreamIsMade() throws IOException {
    try (StubServer server =
        new StubServer(answer(MailwrightClientTest.envelope(402, "billing_error", "insufficient_credits")))) {
      assertThrows(
          InsufficientCreditsException.class, () -> client(server).generateEmailStream(params()));
    }
  }

  @Test
  void onlyAnswersThatProveNothingRanAreRetried() throws IOException {
    String text = sse("delta", "{\"content\":\"Dear Dana,\\n\\nThanks — see you.\"}") + sse("done", DONE);
    try (StubServer server =
        new StubServer(
            answer(MailwrightClientTest.envelope(503, "api_error", "service_unavailable").withHeader("Retry-After", "0")),
            answer(streamed(text)),
            answer(MailwrightClientTest.envelope(500, "api_error", "internal_error")))) {
      MailwrightClient client = client(server);
      try (EmailStream stream = client.generateEmailStream(params())) {
        assertEquals("Hi", stream.finalResponse().email().subject());
      }
      assertThrows(ApiException.class, () -> client.generateEmailStream(params()));
      assertEquals(3, server.requests.size());
    }
  }

  @Test
  void aStreamThatFallsSilentThrowsTheTimeoutError() throws IOException {
    Answer stalls =
        new Answer(
            200,
            Map.of("Content-Type", "text/event-stream"),
            "",
            List.of(sse("delta", "{\"content\":\"Dear\"}"), StubServer.PAUSE, sse("done", DONE)));
    try (StubServer server = new StubServer(answer(stalls))) {
      MailwrightClient client =
          MailwrightClient.builder().apiKey("k").baseUrl(server.baseUrl()).timeout(Duration.ofMillis(400)).build();
      try (EmailStream stream = client.generateEmailStream(params())) {
        List<StreamEvent> seen = new ArrayList<>();
        // The done event follows a 2 s pause: a stream that waited for it would not throw.
        assertThrows(ApiTimeoutException.class, () -> stream.forEach(seen::add));
        assertEquals(1, seen.size());
      }
    }
  }
}

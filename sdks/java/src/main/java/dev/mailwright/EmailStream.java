package dev.mailwright;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mailwright.errors.ApiConnectionException;
import dev.mailwright.errors.ApiTimeoutException;
import dev.mailwright.models.GenerateEmailResponse;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A streamed generate: {@link StreamEvent.Delta} events, then one {@link StreamEvent.Done}.
 *
 * <pre>{@code
 * try (EmailStream stream = client.generateEmailStream(params)) {
 *   for (StreamEvent event : stream) {
 *     if (event instanceof StreamEvent.Delta delta) System.out.print(delta.content());
 *   }
 *   System.out.println(stream.finalResponse().email().subject());
 * }
 * }</pre>
 *
 * An {@code error} event throws the error it carries. A stream is read once.
 */
public final class EmailStream implements Iterable<StreamEvent>, AutoCloseable {
  /** Closes a stream that has sent nothing for longer than the client's timeout. */
  private static final ScheduledExecutorService WATCHDOG =
      Executors.newSingleThreadScheduledExecutor(
          task -> {
            Thread thread = new Thread(task, "mailwright-stream-timeout");
            thread.setDaemon(true);
            return thread;
          });

  private final InputStream body;
  private final BufferedReader reader;
  private final Duration timeout;
  private volatile boolean timedOut;
  private final HttpHeaders headers;
  private final ObjectMapper mapper;
  private StreamEvent pending;
  private GenerateEmailResponse finalResponse;
  private boolean finished;
  private boolean iterated;

  EmailStream(HttpResponse<InputStream> response, ObjectMapper mapper, Duration timeout) {
    this.body = response.body();
    this.reader = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
    this.timeout = timeout;
    this.headers = response.headers();
    this.mapper = mapper;
  }

  /** The events, read from the network as the iteration reaches them. */
  @Override
  public Iterator<StreamEvent> iterator() {
    if (iterated) throw new IllegalStateException("A stream can be read only once.");
    iterated = true;
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        if (pending == null && !finished) pending = readEvent();
        return pending != null;
      }

      @Override
      public StreamEvent next() {
        if (!hasNext()) throw new NoSuchElementException();
        StreamEvent event = pending;
        pending = null;
        return event;
      }
    };
  }

  /** The events as a {@link Stream}. */
  public Stream<StreamEvent> stream() {
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL),
        false);
  }

  /** Reads what is left of the stream and returns the whole response. */
  public GenerateEmailResponse finalResponse() {
    iterated = true;
    while (finalResponse == null && !finished) readEvent();
    return finalResponse;
  }

  /**
   * Closes the connection. Closing before {@code done} stops the writing; the service charges
   * only the tokens used so far.
   */
  @Override
  public void close() {
    finished = true;
    closeBody();
  }

  /** Closes the body itself: a BufferedReader would wait for the lock its readLine holds. */
  private void closeBody() {
    try {
      body.close();
    } catch (IOException ignored) {
      // the connection is gone either way
    }
  }

  /** The next line, or null at the end; gives up when none comes within the timeout. */
  private String readLine() throws IOException {
    ScheduledFuture<?> alarm =
        WATCHDOG.schedule(
            () -> {
              timedOut = true;
              closeBody();
            },
            timeout.toMillis(),
            TimeUnit.MILLISECONDS);
    try {
      return reader.readLine();
    } finally {
      alarm.cancel(false);
    }
  }

  private ApiConnectionException broken(IOException cause) {
    finished = true;
    if (timedOut) {
      return new ApiTimeoutException(
          "The stream sent nothing for " + timeout.toMillis() + " ms.", cause);
    }
    return new ApiConnectionException("The stream broke before its done event: " + cause, cause);
  }

  private StreamEvent readEvent() {
    String name = "message";
    List<String> data = new ArrayList<>();
    try {
      String line;
      while ((line = readLine()) != null) {
        if (line.isEmpty()) {
          if (data.isEmpty()) continue;
          StreamEvent event = toEvent(name, String.join("\n", data));
          if (event != null) return event;
          name = "message";
          data.clear();
          continue;
        }
        if (line.startsWith(":")) continue;
        int colon = line.indexOf(':');
        String field = colon < 0 ? line : line.substring(0, colon);
        String value = colon < 0 ? "" : line.substring(colon + 1);
        if (value.startsWith(" ")) value = value.substring(1);
        if (field.equals("event")) name = value;
        if (field.equals("data")) data.add(value);
      }
    } catch (IOException e) {
      throw broken(e);
    }
    if (timedOut) throw broken(null);
    finished = true;
    throw new ApiConnectionException("The stream ended before its done event.", null);
  }

  private StreamEvent toEvent(String name, String data) throws IOException {
    JsonNode json = mapper.readTree(data);
    switch (name) {
      case "delta":
        return new StreamEvent.Delta(json.path("content").asText(""));
      case "done":
        finalResponse = mapper.treeToValue(json, GenerateEmailResponse.class);
        finished = true;
        close();
        return new StreamEvent.Done(finalResponse);
      case "error":
        finished = true;
        close();
        throw Errors.fromJson(0, json, headers);
      default:
        return null;
    }
  }
}
